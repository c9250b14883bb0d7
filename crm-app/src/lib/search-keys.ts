/*
 * The search palette's answers, one per term, all under `all` (see `./auth` for the convention). Here
 * rather than in the search feature because the live stream (`./live-keys`) asks them again too.
 */
export const searchKeys = {
  all: ['search'] as const,
  term: (q: string) => [...searchKeys.all, q] as const,
};
