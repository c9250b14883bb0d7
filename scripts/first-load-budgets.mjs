// The first-load JavaScript budgets (issue 12; reached in issue 41), gzip kB (1 kB = 1024 bytes) and
// files, read by the e2e spec (e2e/tests/first-load.spec.ts, what a browser fetches with a cold
// cache) and by `npm run size` (scripts/size-check.mjs, the sign-in page read from the build's
// manifest). They are the goal itself: a page over it fails `npm test`, so a feature pays for its
// own first-load bytes; raising a budget is not a fix. How each page got under it, step by step:
// docs/decisions.md "Issue 12: the web app" and "Issue 41: first load".

/** @typedef {'login' | 'list' | 'record' | 'profile' | 'adminList' | 'home'} FirstLoadPage */
/** @typedef {{ kb: number, files: number }} FirstLoadBudget */

/** @type {Record<FirstLoadPage, FirstLoadBudget>} */
export const firstLoadBudgets = {
  login: { kb: 120, files: 12 },
  list: { kb: 200, files: 12 },
  record: { kb: 220, files: 12 },
  profile: { kb: 200, files: 12 },
  // The users list of the administration: a list like `/orders`, held to the same budget.
  adminList: { kb: 200, files: 12 },
  // Home (issue 27): held to a list's budget.
  home: { kb: 200, files: 12 },
};
