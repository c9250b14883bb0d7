#!/usr/bin/env node
// What a page that imports one Button adds of the design system (issue 29): a consumer's production
// build of `import { Button } from '@doorline/design-system'` against the BUILT package (`dist`, as
// published), minified and tree-shaken by Vite, with React, React DOM, react-aria-components and
// TanStack Table external (the consumer has them anyway: they are peer dependencies). Prints the
// gzip size of the JavaScript and CSS that the package contributes and fails above the limit.
// Reproduce: `npx pnpm@10.34.9 --filter @doorline/design-system run build`, then
// `node scripts/package-size.mjs` (docs/decisions.md "Issue 29: the package for other products").
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const LIMIT_KB = 8;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = join(root, 'design-system');
const dist = join(pkg, 'dist');
if (!existsSync(join(dist, 'index.js'))) {
  console.error('package-size: build the design system first (design-system/dist/index.js is missing)');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
const published = { ...manifest.exports, ...manifest.publishConfig?.exports };
const target = (entry) => {
  const value = published[entry];
  return join(pkg, typeof value === 'string' ? value : value.default);
};

// Everything a consumer has as its own dependency: the peer dependencies.
const peers = Object.keys(manifest.peerDependencies ?? {});
const external = (id) => peers.some((name) => id === name || id.startsWith(`${name}/`));

const gzipKb = (text) => gzipSync(text, { level: 9 }).length / 1024;

/**
 * A consumer's production build of `source`; the JavaScript and CSS it emits, gzip. `ignoreSideEffects`
 * builds as a bundler that does not read package.json's `sideEffects` would: every imported module
 * is kept, and only what its statements' own analysis and the pure annotations allow is dropped.
 */
async function consumerBuild(source, { ignoreSideEffects = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'doorline-size-'));
  try {
    writeFileSync(join(dir, 'entry.js'), source);
    const output = /** @type {import('rolldown').RolldownOutput} */ (
      await build({
        configFile: false,
        root: dir,
        logLevel: 'silent',
        plugins: ignoreSideEffects
          ? [
              {
                name: 'ignore-side-effects-field',
                // A transform's answer overrides what the resolver read from package.json.
                transform: (code, id) => (id.startsWith(dist) ? { code, moduleSideEffects: true } : null),
              },
            ]
          : [],
        // The package as published: its `exports` map's default targets, never the source.
        resolve: {
          alias: [
            { find: /^@doorline\/design-system\/style\.css$/, replacement: target('./style.css') },
            { find: /^@doorline\/design-system$/, replacement: target('.') },
          ],
        },
        build: {
          outDir: join(dir, 'out'),
          minify: true,
          cssCodeSplit: false,
          modulePreload: false,
          rolldownOptions: {
            input: join(dir, 'entry.js'),
            external,
          },
        },
      })
    );
    const files = readdirSync(join(dir, 'out'), { recursive: true }).map(String);
    const read = (ext) =>
      files
        .filter((file) => file.endsWith(ext))
        .map((file) => readFileSync(join(dir, 'out', file), 'utf8'))
        .join('\n');
    const js = read('.js');
    const css = read('.css');
    // The package's files that the page kept: what to look at when the number grows.
    const chunk = output.output.find((file) => file.type === 'chunk');
    const modules = Object.entries(chunk?.modules ?? {})
      .filter(([id, module]) => id.startsWith(dist) && module.renderedLength > 0)
      .map(([id]) => id)
      .map((id) => id.slice(dist.length + 1));
    return {
      js: gzipKb(js),
      jsRaw: js.length / 1024,
      css: gzipKb(css),
      cssRaw: css.length / 1024,
      code: js,
      modules,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The page's own code (one reference to the Button), so that nothing is tree-shaken away.
const use = 'globalThis.__doorline = Button;\n';
const oneButtonSource = `import { Button } from '@doorline/design-system';\n${use}`;
const oneButton = await consumerBuild(oneButtonSource);
// Without `sideEffects`, only the pure annotations keep the rest of the package out.
const annotationsOnly = await consumerBuild(oneButtonSource, { ignoreSideEffects: true });
// A real page also has the theme: the provider, the themes' variables and the global reset.
const withTheme = await consumerBuild(
  `import { Button, ThemeProvider } from '@doorline/design-system';\nglobalThis.__doorline = [Button, ThemeProvider];\n`,
);
// The same page with the whole stylesheet, for consumers whose bundler does not handle CSS imports.
const allCss = await consumerBuild(`import '@doorline/design-system/style.css';\n`);

const line = (label, kb, raw) =>
  console.log(`${kb.toFixed(1).padStart(7)} kB gzip (${raw.toFixed(1)} kB minified)  ${label}`);
line('one Button: JavaScript from the package', oneButton.js, oneButton.jsRaw);
line('one Button: CSS it imports', oneButton.css, oneButton.cssRaw);
line('one Button, bundler ignoring `sideEffects`: JavaScript', annotationsOnly.js, annotationsOnly.jsRaw);
line('one Button and the ThemeProvider: JavaScript', withTheme.js, withTheme.jsRaw);
line('one Button and the ThemeProvider: CSS they import', withTheme.css, withTheme.cssRaw);
line('style.css: every component (@doorline/design-system/style.css)', allCss.css, allCss.cssRaw);
console.log(
  `one Button keeps ${oneButton.modules.length} files of the package: ${oneButton.modules.join(', ')}`,
);
if (process.env.PACKAGE_SIZE_PRINT) console.log(annotationsOnly.code);
// The two top-level calls of issue 29 cost 4 kB, under the limit: the files kept say it sooner.
const unannotated = annotationsOnly.modules.filter((file) => !oneButton.modules.includes(file));
if (unannotated.length) {
  console.error(
    `without \`sideEffects\`, one Button also keeps ${unannotated.join(', ')}: a top-level statement there ` +
      'needs a /*#__PURE__*/ annotation, or to run lazily (run with PACKAGE_SIZE_PRINT=1 to see it)',
  );
  process.exitCode = 1;
}
const largest = Math.max(oneButton.js, annotationsOnly.js);
console.log(`one Button: ${largest.toFixed(1)} kB gzip of JavaScript at most (limit ${LIMIT_KB} kB)`);
if (largest > LIMIT_KB) {
  console.error(
    `over the limit by ${(largest - LIMIT_KB).toFixed(1)} kB: a top-level statement with side effects ` +
      'keeps code the page does not use (run with PACKAGE_SIZE_PRINT=1 to see what survives)',
  );
  process.exit(1);
}
