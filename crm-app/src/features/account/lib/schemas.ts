import { EMAIL_PATTERN, OTP_PATTERN } from '@doorline/api-client';
import { object, refine, string } from 'superstruct';
import type { TFunction } from '@/lib/i18n';

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Spec §5 "Change password", with the texts of §5 "Forgot password" for the new one. */
export const passwordSchema = (t: TFunction<'account'>) =>
  refine(
    object({
      oldPassword: refine(string(), 'oldPassword', (value) => value.length > 0 || t('security.required')),
      newPassword: refine(string(), 'newPassword', (value) => value.length >= 8 || t('security.passwordMin')),
      confirmPassword: refine(
        string(),
        'confirmPassword',
        (value) => value.length > 0 || t('security.confirmRequired'),
      ),
    }),
    'match',
    (values) =>
      values.newPassword === values.confirmPassword || {
        path: ['confirmPassword'],
        message: t('security.mismatch'),
      },
  );

export interface EmailValues {
  email: string;
  password: string;
  code: string;
}

/** Spec §5 "Change email": step 1 the address and the password, step 2 the code. */
export const emailSchema = (t: TFunction<'account'>, step: 1 | 2) =>
  object({
    email: refine(
      string(),
      'email',
      (value) => step === 2 || EMAIL_PATTERN.test(value.trim()) || t('security.emailInvalid'),
    ),
    password: refine(
      string(),
      'password',
      (value) => step === 2 || value.length > 0 || t('security.required'),
    ),
    code: refine(
      string(),
      'code',
      (value) => step === 1 || OTP_PATTERN.test(value) || t('security.codeInvalid'),
    ),
  });

export interface CodeValues {
  token: string;
}

/** A one-time code of 6 digits, with the message the spec gives each dialog. */
export const codeSchema = (message: string) =>
  object({ token: refine(string(), 'token', (value) => OTP_PATTERN.test(value) || message) });
