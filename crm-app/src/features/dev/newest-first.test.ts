import type { OutboxMessage } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest-first';

const message = (id: number, createdAt: string): OutboxMessage => ({
  id,
  channel: 'email',
  recipient: 'ann@example.com',
  subject: null,
  body: '',
  status: 'sent',
  attempts: 1,
  createdAt,
});

describe('newestFirst', () => {
  it('puts the latest message first, the higher id first at the same instant', () => {
    const list = [
      message(1, '2026-11-22T06:00:00.000Z'),
      message(3, '2026-11-22T06:05:00.000Z'),
      message(2, '2026-11-22T06:05:00.000Z'),
      message(4, '2026-11-22T05:59:59.000Z'),
    ];
    expect(newestFirst(list).map((m) => m.id)).toEqual([3, 2, 1, 4]);
    // The input is left as it was.
    expect(list.map((m) => m.id)).toEqual([1, 3, 2, 4]);
  });
});
