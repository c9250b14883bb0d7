/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

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

/**
 * React Aria ships its own words (a combo box's "no results", a date field's segment names) in 34
 * languages, all bundled beside each component; the app speaks three (lib/i18n.ts), so the others are
 * dropped (what `@react-aria/optimize-locales-plugin` does). A language without its file falls back to
 * English.
 */
const reactAriaLocales = ['en-US', 'uk-UA', 'ru-RU'];
function reactAriaOwnLocalesOnly(): Plugin {
  const dropped = (line: string) => {
    const locale = /(?:\/intl\/[^/]+\/|^\s*")([a-z]{2}-[A-Z]{2})(?:\.m?js"|":)/.exec(line)?.[1];
    return locale !== undefined && !reactAriaLocales.includes(locale);
  };
  return {
    name: 'react-aria-own-locales-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/react-aria[^/]*\/dist\/.*intlStrings\.m?js$/.test(id)) return null;
      return {
        code: code
          .split('\n')
          .filter((line) => !dropped(line))
          .join('\n'),
        map: null,
      };
    },
  };
}

/** Whether the entry imports a module, directly or through others. */
const inEntry = (id: string, info: (id: string) => { importers: string[]; isEntry: boolean } | null) => {
  const seen = new Set<string>();
  const visit = (module: string): boolean => {
    if (seen.has(module)) return false;
    seen.add(module);
    const found = info(module);
    return !!found && (found.isEntry || found.importers.some(visit));
  };
  return visit(id);
};

/**
 * A group of the signed-in pages' libraries: the modules `test` matches that the entry does not
 * import already (those stay in the entry's chunks), without their dependencies (which would take
 * React or the router out of the entry).
 */
const signedInGroup = (name: string, test: RegExp, priority: number) => ({
  name: (
    id: string,
    ctx: { getModuleInfo: (id: string) => { importers: string[]; isEntry: boolean } | null },
  ) => (test.test(id) && !inEntry(id, (module) => ctx.getModuleInfo(module)) ? name : null),
  includeDependenciesRecursively: false,
  priority,
});

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    reactAriaOwnLocalesOnly(),
    // gzip and brotli copies beside each asset, which the server sends as they are (no work per request).
    compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.map$/, /manifest\.json$/] }),
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
      output: {
        codeSplitting: {
          groups: [
            // The forms of the login page and of every later screen share these (with the app's
            // form-submission hook, its text field and its error words); one chunk keeps them from
            // being cut into many small ones that each cost the login page a request and compress
            // worse (the login page's budget is checked by `npm run size`).
            {
              name: 'forms',
              test: /node_modules\/.*(react-hook-form|@hookform|superstruct)|design-system\/src\/components\/(TextField|InlineAlert|Button|Link|Text|Heading|private\/Spinner)[/.]|api-client\/src\/(contract\/(common|user-fields|auth|endpoint|public-endpoints|validate)|client\/request)\.|crm-app\/src\/(components\/form\/(use-form-submission|form-text-field)|lib\/errors)\./,
              priority: 20,
            },
            signedInGroup(
              'data',
              /@tanstack\/(react-query|query-core)|api-client\/src\/|crm-app\/src\/lib\/(api|query-client|query-provider)\./,
              15,
            ),
            signedInGroup(
              'table',
              /@tanstack\/(react-table|table-core)|design-system\/src\/components\/DataTable\//,
              14,
            ),
            signedInGroup(
              'dates',
              /react-(aria|stately)\/dist\/private\/(datepicker|calendar)\/|react-aria-components\/dist\/private\/(DatePicker|DateField|Calendar)\.|design-system\/src\/components\/DatePicker\//,
              13,
            ),
            signedInGroup(
              'ui',
              /react-aria|react-stately|@internationalized|lucide-react|design-system\/src\/components\//,
              12,
            ),
          ],
        },
      },
    },
  },
  test: {
    globals: false,
    // Interaction tests type and click through React Aria in jsdom: seconds each on two busy cores.
    testTimeout: 15_000,
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
