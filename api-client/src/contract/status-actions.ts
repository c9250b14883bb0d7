// The status changes an administrator makes by hand, one action per status it leads to: the users'
// (administration.ts) and the dealers' (dealers.ts), read by the screens and checked by the server.

/**
 * The actions a record of `status` allows (every one leading to another status), and whether one of
 * them leads from `from` to `to`. `fromSettableOnly`: a status no action leads to allows none. `T` is
 * every status of the record, `S` those the actions `A` lead to.
 */
export function statusActions<T extends string, A extends string, S extends T>(
  actions: Record<A, S>,
  { fromSettableOnly }: { fromSettableOnly: boolean },
) {
  const names = Object.keys(actions) as A[];
  const isSettable = (status: T) => names.some((action) => actions[action] === status);
  const actionsFor = (status: T): A[] =>
    fromSettableOnly && !isSettable(status) ? [] : names.filter((action) => actions[action] !== status);
  const mayChange = (from: T, to: S): boolean => actionsFor(from).some((action) => actions[action] === to);
  return { actionsFor, mayChange };
}
