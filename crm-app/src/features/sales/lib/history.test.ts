import type { OrderEvent } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { newestFirst } from './history';

const event = (id: number, createdAt: string): OrderEvent => ({
  id,
  orderId: 1,
  orderNumber: '000001',
  action: 'submit',
  fromStatus: 'draft',
  toStatus: 'submitted',
  user: null,
  createdAt,
});

describe('the history', () => {
  it('puts the newest change on top, whatever order the server sent', () => {
    const events = [
      event(1, '2026-11-20T10:00:00.000Z'),
      event(3, '2026-11-21T09:00:00.000Z'),
      event(2, '2026-11-20T12:00:00.000Z'),
    ];
    expect(newestFirst(events).map((e) => e.id)).toEqual([3, 2, 1]);
    expect(events.map((e) => e.id)).toEqual([1, 3, 2]);
  });

  it('orders events of the same moment by id, newest first', () => {
    const at = '2026-11-20T10:00:00.000Z';
    expect(newestFirst([event(5, at), event(7, at), event(6, at)]).map((e) => e.id)).toEqual([7, 6, 5]);
  });
});
