// Playwright: prints the run's slowest tests against their limits (scripts/reporters/slowest.cjs).
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { slowestLines } from '../scripts/reporters/slowest.cjs';

export default class SlowestReporter implements Reporter {
  private readonly tests: { name: string; ms: number; limitMs: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    this.tests.push({
      name: test.titlePath().slice(2).join(' > '),
      ms: result.duration,
      limitMs: test.timeout,
    });
  }

  onEnd(_result: FullResult) {
    if (this.tests.length) console.log(slowestLines(this.tests).join('\n'));
  }

  printsToStdio() {
    return false;
  }
}
