import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../design-system/src/**/*.mdx', '../design-system/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const config = mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] });
    // Workspace packages resolve to their TypeScript source, ahead of the default conditions.
    config.resolve = {
      ...config.resolve,
      conditions: ['@doorline/source', ...(config.resolve?.conditions ?? defaultClientConditions)],
    };
    return config;
  },
};

export default config;
