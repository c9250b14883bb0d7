import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { limits } from '../scripts/test-time.cjs';

// System tests (issue 13): real server processes started from the build (`dist/main.js`), killed,
// restarted, put behind a load balancer, backed up and restored. They spend most of their time
// waiting on processes, so `npm test` runs them beside the browser suites. See
// docs/architecture.md "Testing".
export default defineConfig({
  resolve: { conditions: ['@doorline/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@doorline/source', ...defaultServerConditions] } },
  test: {
    include: ['system-test/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // One setting for every limit (scripts/test-time.cjs).
    testTimeout: limits.systemTest,
    hookTimeout: limits.systemTest,
    reporters: ['default', '../scripts/reporters/vitest-slowest.mjs'],
  },
});
