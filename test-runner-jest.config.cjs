// Storybook test-runner on Debian's Chromium (Playwright cannot download browsers here).
const { getJestConfig } = require('@storybook/test-runner');
const { chromiumLaunchOptions } = require('./scripts/chromium.cjs');

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
module.exports = {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions['jest-playwright'],
      launchOptions: chromiumLaunchOptions(),
    },
  },
};
