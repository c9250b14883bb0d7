// Vitest: prints the run's slowest tests against their limits, and its failed tests
// (scripts/reporters/slowest.cjs).
import { relative } from 'node:path';
import slowest from './slowest.cjs';

export default class SlowestReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const tests = [];
    const failed = [];
    for (const module of testModules)
      for (const test of module.children.allTests()) {
        const name = `${relative(this.root, module.moduleId)} > ${test.fullName}`;
        const result = test.result();
        if (result.state === 'failed') failed.push({ name, error: result.errors?.[0]?.message });
        const diagnostic = test.diagnostic();
        if (!diagnostic) continue;
        tests.push({
          name,
          ms: diagnostic.duration,
          limitMs: test.options.timeout,
        });
      }
    if (tests.length) console.log(slowest.slowestLines(tests).join('\n'));
    if (failed.length) console.log(slowest.failedLines(failed).join('\n'));
  }
}
