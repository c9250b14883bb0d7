// The slowest tests of a run against their time limits (issue 23): every suite's reporter prints
// them in one form, and `npm test` (scripts/doorline.mjs) repeats each suite's slowest in its summary,
// so a test that creeps towards its limit is seen before a slow day makes it fail.

/** The line prefix `npm test` looks for in a suite's output. */
const SLOWEST_PREFIX = 'slowest test:';

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

module.exports = { SLOWEST_PREFIX, slowestLines };
