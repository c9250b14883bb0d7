// Issue 12: the first-load JavaScript budgets, gzip kB and files, read by the e2e spec
// (e2e/tests/first-load.spec.ts, what a browser fetches with a cold cache) and by `npm run size`
// (scripts/size-check.mjs, the same pages read from the build's manifest).

/** @typedef {'login' | 'list' | 'record' | 'profile'} FirstLoadPage */

export const firstLoadBudgets = {
  /** @type {Record<FirstLoadPage, number>} gzip kB (1 kB = 1024 bytes) */
  pages: { login: 120, list: 200, record: 220, profile: 200 },
  /** JavaScript files on any of those pages' first load. */
  maxFiles: 12,
};
