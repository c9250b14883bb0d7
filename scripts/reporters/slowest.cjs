// The slowest tests of a run against their time limits (issue 23), and its failed tests: every
// suite's reporter prints them in one form, and `npm test` (scripts/doorline.mjs) repeats each suite's
// slowest and failed tests in its summary, so a test that creeps towards its limit is seen before a
// slow day makes it fail, and a failure is named even where only the end of the output is kept.

/** The line prefixes `npm test` looks for in a suite's output. */
const SLOWEST_PREFIX = 'slowest test:';
const FAILED_PREFIX = 'failed test:';

/**
 * Lines that name the `count` slowest tests, slowest first: its time, its limit and the share used.
 * @param {{ name: string, ms: number, limitMs?: number }[]} tests
 */
function slowestLines(tests, count = 3) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  return [...tests]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((t, i) => {
      const limit = t.limitMs
        ? ` of its ${seconds(t.limitMs)} limit (${Math.round((100 * t.ms) / t.limitMs)} %)`
        : '';
      return `${i === 0 ? SLOWEST_PREFIX : '  then:'} ${seconds(t.ms)}${limit}: ${t.name}`;
    });
}

/**
 * One line per failed test, with the first line of its error: `npm test` repeats them in its
 * summary, the part of a run's output CI keeps when the whole is too long.
 * @param {{ name: string, error?: string }[]} tests
 */
function failedLines(tests) {
  return tests.map((t) => {
    const first = (t.error ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean);
    return `${FAILED_PREFIX} ${t.name}${first ? ` (${first.slice(0, 240)})` : ''}`;
  });
}

module.exports = { SLOWEST_PREFIX, FAILED_PREFIX, slowestLines, failedLines };
