// Every time limit of the test suites comes from here (issue 23; docs/toolchain.md "Time limits").
// A limit is what a test may take on a quiet machine, with headroom, times one setting:
// TEST_TIME_SCALE, how many times slower than a quiet machine the suite must still pass on
// (default 3). CommonJS, so that the Jest config of the Storybook test-runner can require it too.

/** How many times slower than a quiet machine the suite must still pass on (`TEST_TIME_SCALE`). */
const timeScale = (() => {
  const set = Number(process.env.TEST_TIME_SCALE);
  return Number.isFinite(set) && set > 0 ? set : 3;
})();

/** A limit for something that takes at most `quietMs` on a quiet machine (headroom included). */
const scaled = (quietMs) => Math.round(quietMs * timeScale);

/**
 * The suites' default limits, each a quiet machine's allowance times the scale. The allowances
 * are about twice the slowest such test measured on a quiet machine (docs/toolchain.md), so a test
 * uses at most about a sixth of its limit there.
 */
const limits = {
  /**
   * A unit or component test (jsdom, React Aria interactions): the slowest takes 2 s alone, and up
   * to 5 times that in `npm test`, where the unit tests share two cores with the server suites.
   */
  unitTest: scaled(10_000),
  /** A server test against a whole server (PGlite or PostgreSQL). */
  serverTest: scaled(10_000),
  /** A server test file's setup: a server on a database of its own, migrated and seeded. */
  serverSetup: scaled(40_000),
  /** A system test: server processes from the build, started, killed, restarted. */
  systemTest: scaled(100_000),
  /** An end-to-end test in Chromium: one screen in four looks, or one journey. */
  e2eTest: scaled(30_000),
  /** One of Playwright's `expect` polls: what a page shows after an action. */
  e2eExpect: scaled(3_000),
  /**
   * Testing Library's `findBy…` and `waitFor` in unit tests: what a component shows after an event.
   * A list's first rows (its user, its settings and its page answered by stubs, then rendered) took
   * over 3 s in a full `npm test` beside the server suites (issue 41), about 1 s alone: 2 s quiet.
   */
  unitWait: scaled(2_000),
  /**
   * A Storybook story: render, play function, axe and a screenshot, in both themes. The page
   * templates (issue 29: a whole page with its shell, table and dialog) are the slowest: 4.8 and
   * 9.0 s alone on a machine at load 6, 16.5 s in CI's run beside the journeys.
   */
  storyTest: scaled(15_000),
};

/**
 * The Vitest settings of the app's and the design system's suites (interaction tests through React
 * Aria in jsdom): the unit limit, the slowest tests' report, and the files of a worker sharing one
 * environment and one module registry (well under half the CPU of a fresh one per file), so a test
 * puts back whatever it changes; worker threads rather than child processes, a little less again
 * (measured). The reporter's path is from the package's folder.
 */
const componentSuiteSettings = {
  testTimeout: limits.unitTest,
  reporters: ['default', '../scripts/reporters/vitest-slowest.mjs'],
  isolate: false,
  pool: 'threads',
};

module.exports = { timeScale, scaled, limits, componentSuiteSettings };
