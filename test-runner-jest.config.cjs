// Storybook test-runner on Debian's Chromium (Playwright cannot download browsers here).
const { getJestConfig } = require('@storybook/test-runner');
const { chromiumLaunchOptions } = require('./scripts/chromium.cjs');
const { limits } = require('./scripts/test-time.cjs');

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
module.exports = {
  ...testRunnerConfig,
  // Beside the stories, every docs page: rendered, axe, screenshot (design-system/TESTING.md).
  testMatch: [...testRunnerConfig.testMatch, '<rootDir>/.storybook/docs-pages-*.test.ts'],
  // A story in both themes (play function, axe, screenshot): one setting for every limit
  // (scripts/test-time.cjs).
  testTimeout: limits.storyTest,
  // The slowest stories against that limit, which `npm test` repeats in its summary.
  reporters: [...testRunnerConfig.reporters, '<rootDir>/scripts/reporters/jest-slowest.cjs'],
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions['jest-playwright'],
      launchOptions: chromiumLaunchOptions(),
    },
  },
};
