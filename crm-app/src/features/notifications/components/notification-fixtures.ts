import { serverMessages, type Notification } from '@doorline/api-client';

/** Fixtures of the notifications' tests: a notification as the API answers it (a quote approved, unread). */
export function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  const code = overrides.code ?? 'quoteApproved';
  const params = overrides.params ?? { actor: 'Olena Demo', number: `00010${id}` };
  const message = serverMessages[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
  return {
    id,
    code,
    params,
    message,
    isOpen: true,
    about: { kind: 'main', id: 100 + id, number: `00010${id}` },
    actor: { id: 9, name: 'Olena Demo' },
    mine: false,
    createdAt: '2026-11-21T09:06:00.000Z',
    ...overrides,
  };
}

/** A page of them, as `GET /notifications` answers. */
export const pageOf = (rows: Notification[], count = rows.length, limit = 10) => ({
  data: rows,
  pagination: { page: 1, limit, count },
});
