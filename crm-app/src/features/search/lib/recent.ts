import type { SearchCustomer, SearchDealer, SearchRecord, SearchUser } from '@doorline/api-client';
import { useSyncExternalStore } from 'react';

/**
 * What was opened from the palette, kept to be offered again before anything is typed
 * (docs/search.md "Recent items"): the result itself (built into an item again with the texts of
 * the moment), or a menu page by its path.
 */
export type RecentEntry =
  | { kind: 'record'; record: SearchRecord }
  | { kind: 'customer'; customer: SearchCustomer }
  | { kind: 'dealer'; dealer: SearchDealer }
  | { kind: 'user'; user: SearchUser }
  | { kind: 'page'; path: string };

const NONE: readonly RecentEntry[] = [];

/** At most this many, the latest first. */
export const RECENT_LIMIT = 5;

function keyOf(entry: RecentEntry): string {
  switch (entry.kind) {
    case 'record':
      return `record:${entry.record.id}`;
    case 'customer':
      return `customer:${entry.customer.id}`;
    case 'dealer':
      return `dealer:${entry.dealer.id}`;
    case 'user':
      return `user:${entry.user.id}`;
    case 'page':
      return `page:${entry.path}`;
  }
}

/**
 * In memory only, for the signed-in user who opened them: nothing is written to the browser's
 * storage (the session is all the app persists: docs/architecture.md), so they last until the page
 * reloads, and another user signing in on the same tab starts with none.
 */
let store: { userId: number | null; entries: readonly RecentEntry[] } = { userId: null, entries: [] };
const listeners = new Set<() => void>();

/** Puts `entry` first among `userId`'s recent items. */
export function rememberRecent(userId: number, entry: RecentEntry) {
  const kept = store.userId === userId ? store.entries : [];
  const key = keyOf(entry);
  store = {
    userId,
    entries: [entry, ...kept.filter((other) => keyOf(other) !== key)].slice(0, RECENT_LIMIT),
  };
  for (const listener of listeners) listener();
}

/** `userId`'s recent items, the latest first; none for anyone else. */
export function recentOf(userId: number | undefined): readonly RecentEntry[] {
  return userId !== undefined && store.userId === userId ? store.entries : NONE;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useRecent(userId: number | undefined): readonly RecentEntry[] {
  return useSyncExternalStore(subscribe, () => recentOf(userId));
}

/** Forgets every recent item (tests; a sign-out needs none: they are the user's). */
export function forgetRecent() {
  store = { userId: null, entries: [] };
  for (const listener of listeners) listener();
}
