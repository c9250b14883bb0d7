// Jest (Storybook's test-runner): prints the run's slowest tests against their limit
// (scripts/reporters/slowest.cjs).
const { slowestLines } = require('./slowest.cjs');

class SlowestReporter {
  constructor(globalConfig) {
    this.limitMs = globalConfig.testTimeout;
  }

  onRunComplete(_contexts, results) {
    const tests = results.testResults.flatMap((file) =>
      file.testResults.map((test) => ({
        name: test.fullName,
        ms: test.duration ?? 0,
        limitMs: this.limitMs,
      })),
    );
    if (tests.length) console.log(slowestLines(tests).join('\n'));
  }
}

module.exports = SlowestReporter;
