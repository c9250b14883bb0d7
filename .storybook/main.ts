import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';
import { limits } from '../scripts/test-time.cjs';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../design-system/src/**/*.mdx', '../design-system/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const config = mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // How long a play function's `findBy…` and `waitFor` wait: the suites' one setting
      // (scripts/test-time.cjs), read where the Storybook is built.
      define: { __DOORLINE_WAIT_MS__: JSON.stringify(limits.unitWait) },
    });
    // Workspace packages resolve to their TypeScript source, ahead of the default conditions.
    config.resolve = {
      ...config.resolve,
      conditions: ['@doorline/source', ...(config.resolve?.conditions ?? defaultClientConditions)],
    };
    return config;
  },
};

export default config;
