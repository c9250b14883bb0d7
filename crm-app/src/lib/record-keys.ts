/**
 * The query keys of a resource that has a list and records, each record with its audit trail (the
 * users, roles and dealers): its lists' pages and a record's parts sit under `all`, so one
 * invalidation of `all` asks them all again. `Q` is the list's query, `A` the audit trail's.
 */
export function recordKeys<Q, A>(resource: string) {
  const keys = {
    all: [resource] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (query: Q) => [...keys.lists(), query] as const,
    record: (id: number) => [...keys.all, 'record', id] as const,
    audit: (id: number, query: A) => [...keys.record(id), 'audit', query] as const,
  };
  return keys;
}
