import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';
import { limits } from '../scripts/test-time.cjs';
import { docgenOptions } from './docgen';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../design-system/src/**/*.mdx', '../design-system/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // Props tables from the TypeScript types, imported and extended ones included; the options are
  // shared with the test that every public prop is described (./docgen.ts).
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      ...docgenOptions,
      tsconfigPath: new URL('../design-system/tsconfig.json', import.meta.url).pathname,
      include: ['design-system/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
    },
  },
  // The Doorline mark and favicon of the branded UI (.storybook/manager.ts, manager-head.html).
  staticDirs: ['./public'],
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
