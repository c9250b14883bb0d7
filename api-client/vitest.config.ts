import { defineConfig } from 'vitest/config';
import { limits } from '../scripts/test-time.cjs';

// Every limit of the suites comes from one setting (scripts/test-time.cjs).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: limits.unitTest,
    reporters: ['default', '../scripts/reporters/vitest-slowest.mjs'],
  },
});
