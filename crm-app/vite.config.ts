/// <reference types="vitest/config" />
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { componentSuiteSettings } from '../scripts/test-time.cjs';
import { codeSplittingGroups, entryLoadsNoSignedInGroup } from './build/chunk-groups';
import { gzip, reactAriaOwnLocalesOnly, startFromDocument } from './build/plugins';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Logic tests that need a browser all the same: a hook rendered with `renderHook`, the session's
 * localStorage, a module that reads the document when imported (the router's i18n).
 */
const domLogicTests = [
  'src/lib/resend-timer.test.ts',
  'src/lib/session.test.ts',
  'src/app/layout/back-target.test.ts',
  'src/app/layout/route-prefetch.test.ts',
];

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    reactAriaOwnLocalesOnly(),
    entryLoadsNoSignedInGroup(),
    startFromDocument(),
    // gzip and brotli copies beside each asset, which the server sends as they are (no work per request).
    compression({
      algorithms: [defineAlgorithm((data) => gzip(data as Uint8Array)), 'brotliCompress'],
      exclude: [/\.map$/, /manifest\.json$/],
    }),
  ],
  resolve: {
    // Workspace packages are consumed from their TypeScript source.
    conditions: ['@doorline/source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // vanilla-extract compiles `.css.ts` files in its own SSR server (which replaces `ssr` but keeps
  // `environments`): it must resolve the design system to the same source as the app, or the
  // app's styles would name the tokens of a stale build.
  environments: { ssr: { resolve: { conditions: ['@doorline/source', ...defaultServerConditions] } } },
  server: { proxy: { '/api': apiTarget } },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      // The app, and the sign-in page's own entry (issue 41): the document starts one of them
      // (`startFromDocument`).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'sign-in': fileURLToPath(new URL('./src/sign-in.tsx', import.meta.url)),
      },
      output: {
        codeSplitting: { groups: codeSplittingGroups },
      },
    },
  },
  test: {
    globals: false,
    // Interaction tests type and click through React Aria in jsdom: seconds each on two busy cores
    // (scripts/test-time.cjs: every limit of the suites comes from one setting). A test leaves
    // nothing behind (the files of a worker share one environment and module registry): no `vi.mock`
    // (a spy on the module's object instead, `src/testing/stub-api.ts`), and `src/test-setup.ts` puts
    // back spies, timers, globals, storage and the app's own module state after each test.
    ...componentSuiteSettings,
    projects: [
      {
        // Pure logic (`*.test.ts`) runs in Node: no DOM to build for each file.
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: domLogicTests,
        },
      },
      {
        // Components and hooks (`*.test.tsx`) render in jsdom with the app's test setup.
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...domLogicTests],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
