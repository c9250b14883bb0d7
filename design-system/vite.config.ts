import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import { defaultClientConditions, type Plugin } from 'vite';
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

/**
 * The CSS split (issue 29): every module of the build is its own file (`preserveModules`), and each
 * one that has styles imports its own CSS file, so that a consumer's bundler ships only the CSS of
 * the components the app imports. Vite's library mode extracts CSS without importing it; this adds
 * the imports, and writes `style.css` as well: every file's CSS in the order the modules evaluate,
 * for consumers whose bundler does not handle CSS imports (docs/decisions.md "Issue 29: the package
 * for other products").
 */
function cssPerModule(): Plugin {
  return {
    name: 'doorline:css-per-module',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const relative = (from: string, to: string) => {
        const up = from
          .split('/')
          .slice(0, -1)
          .map(() => '..');
        return (up.length ? `${up.join('/')}/` : './') + to;
      };
      for (const chunk of chunks) {
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (css.length)
          chunk.code =
            css.map((file) => `import '${relative(chunk.fileName, file)}';\n`).join('') + chunk.code;
      }
      // Every stylesheet in evaluation order: a module's imports first, then its own CSS.
      const order: string[] = [];
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = byName.get(fileName);
        if (!chunk || seen.has(fileName)) return;
        seen.add(fileName);
        for (const next of chunk.imports) visit(next);
        for (const file of chunk.viteMetadata?.importedCss ?? []) if (!order.includes(file)) order.push(file);
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
      const source = (file: string) => {
        const asset = bundle[file];
        return asset?.type === 'asset' ? String(asset.source) : '';
      };
      this.emitFile({ type: 'asset', fileName: 'style.css', source: order.map(source).join('\n') });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    cssPerModule(),
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
    },
    cssCodeSplit: true,
    rolldownOptions: {
      external,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
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
