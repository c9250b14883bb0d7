import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest-first';

const entry = (id: number, createdAt: string) => ({ id, createdAt });

describe('newestFirst', () => {
  it('puts the newest on top, whatever order the server sent, and leaves the input as it was', () => {
    const list = [
      entry(1, '2026-11-22T06:00:00.000Z'),
      entry(3, '2026-11-22T06:05:00.000Z'),
      entry(2, '2026-11-22T06:05:00.000Z'),
      entry(4, '2026-11-22T05:59:59.000Z'),
    ];
    expect(newestFirst(list).map((e) => e.id)).toEqual([3, 2, 1, 4]);
    expect(list.map((e) => e.id)).toEqual([1, 3, 2, 4]);
  });

  it('orders what was written at the same moment by id, the higher first', () => {
    const at = '2026-11-20T10:00:00.000Z';
    expect(newestFirst([entry(5, at), entry(7, at), entry(6, at)]).map((e) => e.id)).toEqual([7, 6, 5]);
  });
});
