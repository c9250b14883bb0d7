import { partialMatchKey, QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { dashboardKeys } from './dashboard-keys';
import { dealerKeys } from './dealer-lookup';
import { refreshOnOpen, refreshSubject, subjectQueryKeys } from './live-keys';
import { orderKeys } from './order-keys';
import { searchKeys } from './search-keys';
import { userKeys } from './user-keys';

/** Whether an event about `about` makes the query with `key` stale (the way `invalidateQueries` matches). */
const refreshes = (about: Parameters<typeof subjectQueryKeys>[0], key: QueryKey) =>
  subjectQueryKeys(about).some((prefix) => partialMatchKey(key, prefix));

const quote = { kind: 'main', id: 108, number: '000108', mainId: 108 } as const;
const item = { kind: 'sub', id: 311, number: '000108-2', mainId: 108 } as const;

describe('what a live event refreshes (issue 40 item 6)', () => {
  it("a record's event: its page, every tab of it, every sales list, Home and the search", () => {
    for (const key of [
      orderKeys.details(108),
      orderKeys.items(108),
      orderKeys.comments(108),
      orderKeys.files(108),
      orderKeys.mainList({ page: 1, limit: 5 }),
      orderKeys.subList({ page: 1, limit: 5 }),
      dashboardKeys.all,
      searchKeys.term('000108'),
    ])
      expect(refreshes(quote, key)).toBe(true);
    // Another record, and what is not a record, stay as they are.
    for (const key of [orderKeys.details(109), userKeys.record(108), dealerKeys.record(108)])
      expect(refreshes(quote, key)).toBe(false);
  });

  it("a sub-order's event: its own parts, its order's page (its items) and the lists", () => {
    for (const key of [
      orderKeys.comments(311),
      orderKeys.details(108),
      orderKeys.subList({ page: 1, limit: 5 }),
      dashboardKeys.all,
    ])
      expect(refreshes(item, key)).toBe(true);
    expect(refreshes(item, orderKeys.details(109))).toBe(false);
    // An older server's subject without `mainId`: the sub-order and the lists still.
    expect(refreshes({ kind: 'sub', id: 311, number: '000108-2' }, orderKeys.subList({}))).toBe(true);
  });

  it("a user's and a dealer's event: their record, their lists, Home and the search", () => {
    const user = { kind: 'user', id: 42, number: null } as const;
    expect(refreshes(user, userKeys.record(42))).toBe(true);
    expect(refreshes(user, userKeys.audit(42, {}))).toBe(true);
    expect(refreshes(user, userKeys.list({ page: 1, limit: 5 }))).toBe(true);
    expect(refreshes(user, userKeys.record(43))).toBe(false);
    expect(refreshes(user, orderKeys.lists())).toBe(false);
    const dealer = { kind: 'dealer', id: 3, number: null } as const;
    expect(refreshes(dealer, dealerKeys.record(3))).toBe(true);
    expect(refreshes(dealer, dealerKeys.users(3))).toBe(true);
    expect(refreshes(dealer, dealerKeys.list({ page: 1, limit: 5 }))).toBe(true);
    expect(refreshes(dealer, dealerKeys.record(4))).toBe(false);
    expect(refreshes(dealer, dashboardKeys.all)).toBe(true);
    // About nothing: Home and the search only.
    expect(refreshes(null, dashboardKeys.all)).toBe(true);
    expect(refreshes(null, orderKeys.lists())).toBe(false);
  });

  it('asks an open page again at once, and a closed one when it next opens', async () => {
    const client = new QueryClient();
    const details = vi.fn().mockResolvedValue({ status: 'approved' });
    const open = new QueryObserver(client, { queryKey: orderKeys.details(108), queryFn: details });
    const unsubscribe = open.subscribe(() => {});
    await vi.waitFor(() => expect(client.getQueryState(orderKeys.details(108))?.status).toBe('success'));
    client.setQueryData(orderKeys.comments(108), []);
    client.setQueryData(orderKeys.details(109), { status: 'submitted' });
    await refreshSubject(client, quote);
    expect(details).toHaveBeenCalledTimes(2);
    expect(client.getQueryState(orderKeys.details(108))?.isInvalidated).toBe(false);
    // Its comments tab, closed: stale, asked when it opens. Another record: as it was.
    expect(client.getQueryState(orderKeys.comments(108))?.isInvalidated).toBe(true);
    expect(client.getQueryState(orderKeys.details(109))?.isInvalidated).toBe(false);
    unsubscribe();
  });
});

describe('when the stream opens', () => {
  /** An open page whose record failed to load (the server away) and an open list that loaded. */
  async function screens() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const record = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue('the quote');
    const list = vi.fn().mockResolvedValue('the list');
    const observers = [
      new QueryObserver(client, { queryKey: orderKeys.details(108), queryFn: record }),
      new QueryObserver(client, { queryKey: orderKeys.lists(), queryFn: list }),
    ];
    const unsubscribes = observers.map((observer) => observer.subscribe(() => {}));
    await vi.waitFor(() => expect(client.getQueryState(orderKeys.details(108))?.status).toBe('error'));
    await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(1));
    return { client, list, close: () => unsubscribes.forEach((unsubscribe) => unsubscribe()) };
  }

  it('loads again what failed while the server was away, and asks nothing else', async () => {
    const { client, list, close } = await screens();
    await refreshOnOpen(client, false);
    expect(client.getQueryData(orderKeys.details(108))).toBe('the quote');
    expect(list).toHaveBeenCalledTimes(1);
    close();
  });

  it('open again after it was lost: asks every open screen again as well', async () => {
    const { client, list, close } = await screens();
    await refreshOnOpen(client, true);
    expect(client.getQueryData(orderKeys.details(108))).toBe('the quote');
    expect(list).toHaveBeenCalledTimes(2);
    close();
  });
});
