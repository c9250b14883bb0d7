import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { componentSuiteSettings } from '../scripts/test-time.cjs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/**
 * What the package declares, it does not bundle: every dependency and peer dependency (and their
 * subpaths) stays an import that the consumer's installation resolves, so an app that uses
 * `@internationalized/date` or TanStack Table itself gets one copy of each.
 */
const external = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).map(
  (name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|/)`),
);

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // One bundled .d.ts per entry (API Extractor), so consumers see the public surface only.
    dts({
      tsconfigPath: './tsconfig.build.json',
      bundleTypes: true,
    }),
  ],
  resolve: {
    // Workspace packages resolve to their TypeScript source (a namespaced condition: Adobe's
    // packages declare a plain `source` condition pointing at files they do not publish).
    conditions: ['@doorline/source', ...defaultClientConditions],
  },
  build: {
    // Apps minify; a readable dist makes their stack traces and bundle reports legible.
    minify: false,
    lib: {
      // `toaster` is its own entry so that an app can load the toast region on demand.
      entry: { index: 'src/index.ts', toaster: 'src/components/Toast/Toaster.tsx' },
      formats: ['es'],
      cssFileName: 'style',
    },
    rolldownOptions: { external },
  },
  test: {
    css: false,
    // Interaction tests through React Aria in jsdom (scripts/test-time.cjs: one setting for every
    // limit); a test puts back whatever it changes outside its render.
    ...componentSuiteSettings,
    // Component tests (`.test.tsx`) render in jsdom; logic tests (`.test.ts`) run in plain Node,
    // without a jsdom to set up per file.
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./test-setup.ts'],
        },
      },
      { extends: true, test: { name: 'logic', environment: 'node', include: ['src/**/*.test.ts'] } },
    ],
  },
});
