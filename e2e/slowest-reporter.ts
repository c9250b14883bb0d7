// Playwright: prints the run's slowest tests against their limits, and its failed tests
// (scripts/reporters/slowest.cjs).
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { failedLines, slowestLines } from '../scripts/reporters/slowest.cjs';

export default class SlowestReporter implements Reporter {
  private readonly tests: { name: string; ms: number; limitMs: number }[] = [];
  private readonly failed: { name: string; error?: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    this.tests.push({
      name: test.titlePath().slice(2).join(' > '),
      ms: result.duration,
      limitMs: test.timeout,
    });
    if (result.status !== 'passed' && result.status !== 'skipped')
      this.failed.push({
        name: `${test.location.file.split('/').pop()}:${test.location.line} > ${test.titlePath().slice(3).join(' > ')}`,
        error: result.error?.message ?? result.status,
      });
  }

  onEnd(_result: FullResult) {
    if (this.tests.length) console.log(slowestLines(this.tests).join('\n'));
    if (this.failed.length) console.log(failedLines(this.failed).join('\n'));
  }

  printsToStdio() {
    return false;
  }
}
