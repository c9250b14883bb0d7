// The list of common passwords shipped with the server, and that it is what the script makes.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_TEXT } from '../src/domain/identity/common-passwords.generated.js';
import { isCommonPassword } from '../src/domain/identity/common-passwords.js';

describe('common passwords', () => {
  it('holds the 10,000 most common passwords, most common first', () => {
    const list = COMMON_PASSWORDS_TEXT.split('\n');
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('refuses common ones in any case and repeated characters, and lets others through', () => {
    for (const p of ['password', 'PassWord1', 'qwerty123', 'iloveyou', 'sunshine1', 'zzzzzzzzzz'])
      expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['a calm orange river', 'lanterns at dusk', 'Tr0ub4dor&3-horse'])
      expect(isCommonPassword(p), p).toBe(false);
  });

  it('is exactly what scripts/build-common-passwords.mjs generates', () => {
    const script = fileURLToPath(new URL('../scripts/build-common-passwords.mjs', import.meta.url));
    // --check exits with 1 when the committed file differs from a fresh build.
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
