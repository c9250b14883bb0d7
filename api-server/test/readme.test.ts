import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingsDoc } from '../src/config.js';

describe('README', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

  it('lists every setting the server reads', () => {
    const missing = settingsDoc.filter(
      (setting) => !new RegExp(`^\\|\\s*\`${setting.name}\`\\s*\\|`, 'm').test(readme),
    );
    expect(missing.map((s) => s.name)).toEqual([]);
  });
});
