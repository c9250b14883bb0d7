/*
 * The prices' query keys (issue 43; see `@/lib/auth` for the convention): the catalogue, the price
 * lists with their versions, and a version's prices, all under `all`.
 */
const all = ['prices'] as const;

export const priceKeys = {
  all,
  /** The catalogue: families, models, option groups and options (`GET /prices/catalogue`). */
  catalogue: () => [...all, 'catalogue'] as const,
  /** The price lists with their versions (`GET /prices/lists`): a new, published or deleted draft changes it. */
  lists: () => [...all, 'lists'] as const,
  /** A version with its prices (`GET /prices/versions/{id}`). */
  version: (id: number) => [...all, 'version', id] as const,
};
