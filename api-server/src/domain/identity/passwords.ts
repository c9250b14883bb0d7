import { randomBytes, randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, parseOptions, verify } from '@node-rs/argon2';
import { concurrencyLimit } from './concurrency.js';

// OWASP password storage cheat sheet: argon2id, 19 MiB, 2 passes, 1 lane.
const ARGON2ID = 2;
export const hashSettings = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Hashing is CPU- and memory-heavy on purpose: a flood of sign-ins must not starve other requests.
const limited = concurrencyLimit(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, hashSettings as Parameters<typeof hash>[1]));
}

let dummyHash: Promise<string> | null = null;

/** A hash of a random password, checked for unknown accounts so they cost the same time. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
}

let checks = 0;

/**
 * How many passwords this process has verified against a hash (the dummy one too) since it started:
 * `doorline_password_checks_total` of the metrics, and what the tests of the brute-force bounds count
 * (docs/identity.md "Brute force": at most the bound's tries reach this check, however many race).
 */
export function passwordChecks(): number {
  return checks;
}

/**
 * Verifies `password` against `passwordHash`; with no hash (unknown user, or one without a
 * password yet) a dummy hash is verified instead and the answer is false.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  checks++;
  if (passwordHash === null) {
    const dummy = await getDummyHash();
    await limited(() => verify(dummy, password).catch(() => false));
    return false;
  }
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** True when the hash was made with weaker settings than today's, so it should be re-hashed. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const o = parseOptions(passwordHash);
    return (
      (o.algorithm as number) !== ARGON2ID ||
      o.memoryCost < hashSettings.memoryCost ||
      o.timeCost < hashSettings.timeCost
    );
  } catch {
    return true;
  }
}

/** Computes the dummy hash ahead of the first sign-in, so that one is not slower. */
export async function warmUpPasswords(): Promise<void> {
  await getDummyHash();
}

// A short list for settings such as ADMIN_PASSWORD; the ~10,000-entry list arrives with registration.
const COMMON = new Set([
  'password',
  'password1',
  'password123',
  'passw0rd',
  '123456789012',
  '1234567890',
  'qwertyuiop',
  'qwerty123456',
  'iloveyou',
  'admin',
  'administrator',
  'admin123',
  'adminadmin',
  'letmein',
  'welcome',
  'welcome123',
  'changeme',
  'changeme123',
  'doorline',
  'doorline-demo',
  'doorline123',
  'doorlinedoorline',
  'abc123456789',
  '111111111111',
  '000000000000',
  'aaaaaaaaaaaa',
]);

/** Why a password chosen in a setting or by a command is refused, or null when it is fine. */
export function strongPasswordProblem(password: string): string | null {
  if (password.length < 12) return 'must be at least 12 characters';
  if (password.length > 128) return 'must be at most 128 characters';
  if (COMMON.has(password.toLowerCase()) || /^(.)\1+$/.test(password)) return 'is too common';
  return null;
}

/** A random password of 20 characters from an unambiguous alphabet. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  let out = '';
  for (let i = 0; i < 20; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}
