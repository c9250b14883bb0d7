import type { ImportCheck } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { bodyText, importBody, problemRows, unresolvedLines, withFix, withSeen } from './import-state';

const fields = ['name', 'email', 'phone'] as const;

const check = (errors: ImportCheck['errors'], skipped = 0): ImportCheck => ({
  rows: 10,
  valid: 10 - skipped - new Set(errors.map((error) => error.line)).size,
  skipped,
  errors,
  tookMs: 1,
});

describe('the import wizard’s state', () => {
  it('sends every field of the mapping, and fixes and skips only when there are any', () => {
    expect(importBody(fields, { name: 0 }, new Map(), new Set(), { dealerId: null })).toEqual({
      dealerId: null,
      mapping: { name: 0, email: null, phone: null },
    });
    let fixes = withFix(new Map(), { line: 5, field: 'email', value: 'a@' }, 'a@b.test');
    fixes = withFix(fixes, { line: 2, field: 'phone', value: '' }, '+380501112233');
    fixes = withFix(fixes, { line: 2, field: 'name', value: '' }, 'Hanna');
    expect(importBody(fields, { name: 0 }, fixes, new Set([9, 3]), {})).toEqual({
      mapping: { name: 0, email: null, phone: null },
      fixes: [
        { line: 2, field: 'name', value: 'Hanna' },
        { line: 2, field: 'phone', value: '+380501112233' },
        { line: 5, field: 'email', value: 'a@b.test' },
      ],
      skip: [3, 9],
    });
  });

  it('forgets a fix typed back to the value it had, even after a check answered the fix', () => {
    const fixed = withFix(new Map(), { line: 5, field: 'email', value: 'a@' }, 'a@b');
    // A later check answers the fixed value as the cell's: the original is still the file's.
    const again = withFix(fixed, { line: 5, field: 'email', value: 'a@b' }, 'a@');
    expect(again.size).toBe(0);
  });

  it('tells two bodies apart by their text', () => {
    const one = importBody(fields, { name: 0 }, new Map(), new Set([4]), {});
    const other = importBody(fields, { name: 0 }, new Map(), new Set(), {});
    expect(bodyText(one)).not.toBe(bodyText(other));
    expect(bodyText(one)).toBe(bodyText(importBody(fields, { name: 0 }, new Map(), new Set([4]), {})));
  });

  it('keeps a fixed or skipped problem in the table after the check that no longer answers it', () => {
    const first = check([
      { line: 3, field: 'email', problem: 'invalidEmail', value: 'x@' },
      { line: 4, field: 'name', problem: 'missing', value: '' },
      { line: 6, field: 'phone', problem: 'tooLong', value: '1'.repeat(60) },
    ]);
    const seen = withSeen(new Map(), first);
    const fixes = withFix(new Map(), first.errors[0]!, 'x@y.test');
    const second = check([{ line: 6, field: 'phone', problem: 'tooLong', value: '1'.repeat(60) }], 1);
    const rows = problemRows(second, withSeen(seen, second), fixes, new Set([4]), fields);
    expect(rows.map((row) => [row.line, row.field, row.current?.problem ?? null])).toEqual([
      [3, 'email', null],
      [4, 'name', null],
      [6, 'phone', 'tooLong'],
    ]);
    expect([...unresolvedLines(second, new Set([4]))]).toEqual([6]);
  });
});
