import { describe, expect, it } from 'vitest';
import { accountBlockSeconds } from './throttle.js';

describe('account block after failed sign-ins', () => {
  it('starts at the 5th failure with 60 s, doubles, and stops at 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10, 20].map(accountBlockSeconds)).toEqual([
      0, 0, 60, 120, 240, 480, 900, 900, 900,
    ]);
  });
});
