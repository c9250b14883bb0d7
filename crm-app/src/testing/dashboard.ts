import type { Dashboard } from '@doorline/api-client';

/** Home's answer (`GET /dashboard`) with nothing in any part, unless told otherwise. */
export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    today: '2026-11-28',
    counts: null,
    waiting: [],
    weeks: null,
    due: null,
    activity: null,
    notifications: null,
    customers: null,
    dealer: null,
    ...overrides,
  };
}
