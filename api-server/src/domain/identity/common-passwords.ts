import { serverMessage } from '@doorline/api-client';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.generated.js';

let common: Set<string> | null = null;

export const COMMON_PASSWORD_MESSAGE = serverMessage('passwordTooCommon');

/** True for one of the ~10,000 most common passwords (case-insensitive) or one repeated character. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common.has(password.toLowerCase()) || /^(.)\1+$/.test(password);
}
