import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

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
    rolldownOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^react-aria-components($|\/)/],
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
