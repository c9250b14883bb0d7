// Jest (Storybook's test-runner): prints the run's slowest tests against their limit, and its
// failed tests (scripts/reporters/slowest.cjs).
const { failedLines, slowestLines } = require('./slowest.cjs');

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
    const failed = results.testResults.flatMap((file) =>
      file.testResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({ name: test.fullName, error: test.failureMessages?.[0] })),
    );
    if (failed.length) console.log(failedLines(failed).join('\n'));
  }
}

module.exports = SlowestReporter;
