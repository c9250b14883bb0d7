// Vitest: prints the run's slowest tests against their limits (scripts/reporters/slowest.cjs).
import { relative } from 'node:path';
import slowest from './slowest.cjs';

export default class SlowestReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const tests = [];
    for (const module of testModules)
      for (const test of module.children.allTests()) {
        const diagnostic = test.diagnostic();
        if (!diagnostic) continue;
        tests.push({
          name: `${relative(this.root, module.moduleId)} > ${test.fullName}`,
          ms: diagnostic.duration,
          limitMs: test.options.timeout,
        });
      }
    if (tests.length) console.log(slowest.slowestLines(tests).join('\n'));
  }
}
