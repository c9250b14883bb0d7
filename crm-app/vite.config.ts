/// <reference types="vitest/config" />
import { brotliCompressSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { gzipAsync } from '@gfx/zopfli';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { limits } from '../scripts/test-time.cjs';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The `.gz` copy of an asset, which the server sends to a client that takes gzip but not brotli:
 * zopfli writes ordinary gzip (any client inflates it), about 3 % smaller than zlib's level 9, at
 * the cost of a few seconds per build (docs/decisions.md, "Fifth step").
 */
const gzip = async (data: string | Uint8Array) => Buffer.from(await gzipAsync(Buffer.from(data), {}));

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
 * React Aria (and React Stately) ship their own words (a combo box's "no results", a date field's segment names) in 34
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
      if (!/react-(aria|stately)[^/]*\/dist\/.*intlStrings\.m?js$/.test(id)) return null;
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

type ModuleInfo = {
  code: string | null;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
};
type GroupContext = { getModuleInfo: (id: string) => ModuleInfo | null };

/**
 * Modules that only re-export others (a package's index). Walking the import graph through one would
 * make every module it names look used by whoever imports any of them, so the walks below stop there.
 */
const barrel =
  /design-system\/src\/(index|exports-\w+)\.ts$|api-client\/src\/index\.ts$|node_modules\/(react-aria-components|react-aria|react-stately)\/dist\/exports\/index\.mjs$|node_modules\/@internationalized\/\w+\/dist\/(index|import)\.mjs$|node_modules\/lucide-react\/dist\/esm\/lucide-react\.mjs$/;

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const require = createRequire(import.meta.url);

/**
 * What the entry takes through a barrel (the walk cannot see which of a barrel's exports a module
 * uses): the design system's theme provider, and the alert and button of the page-load boundary
 * (`app/page-load-boundary.tsx`, which must show when no other chunk can load). React Aria's router provider is in the `forms` group,
 * which takes the sign-in page's modules with everything they import. A module missing here that
 * the entry uses would land in a signed-in group and make the sign-in page load that group:
 * `entryLoadsNoSignedInGroup` then fails the build.
 */
const entryRoots = [
  here('./src/main.tsx'),
  here('../design-system/src/themes/ThemeProvider.tsx'),
  here('../design-system/src/components/InlineAlert/InlineAlert.tsx'),
  here('../design-system/src/components/Button/Button.tsx'),
];
const signedInRouter = here('./src/app/signed-in-routes.tsx');

/**
 * Every module reached from `roots` by static imports (and dynamic ones with `later`: what those
 * modules load when used), not through a barrel, nor through `stop`.
 */
function reach(ctx: GroupContext, roots: Iterable<string>, later = false, stop?: string) {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || id === stop) continue;
    seen.add(id);
    if (barrel.test(id)) continue;
    const info = ctx.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(later ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/**
 * The public names of the design system and of React Aria's components, and the file of each, read
 * from their indexes (`export { A } from './components/A/A'`, `import {A as $x} from
 * "../private/A.mjs"`): what a module imports through an index is then known by file.
 */
let indexed: Map<string, string> | undefined;
function indexedExports() {
  if (indexed) return indexed;
  const files = new Map<string, string>();
  const readDesignSystem = (file: string) => {
    const code = readFileSync(here(`../design-system/src/${file}`), 'utf8');
    for (const [, names = '', from] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g)) {
      const path = ['.tsx', '.ts'].map((ext) => here(`../design-system/src/${from}${ext}`)).find(existsSync);
      if (!path) continue;
      for (const name of names.split(',')) {
        const exported = name
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (exported) files.set(`@doorline/design-system:${exported}`, path);
      }
    }
    for (const [, list] of code.matchAll(/export\s*\*\s*from\s*'\.\/([^']+)'/g))
      readDesignSystem(`${list}.ts`);
  };
  readDesignSystem('index.ts');
  const aria = require.resolve('react-aria-components').replace(/\.cjs$/, '.mjs');
  for (const [, names = '', from = ''] of readFileSync(aria, 'utf8').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g,
  )) {
    for (const name of names.split(',')) {
      const imported = name.trim().split(/\s+as\s+/)[0];
      if (imported) files.set(`react-aria-components:${imported}`, resolve(dirname(aria), from));
    }
  }
  indexed = files;
  return files;
}

/** The files of the design system and of React Aria that `modules` (ours) import through an index. */
function indexedFilesOf(ctx: GroupContext, modules: Iterable<string>) {
  const exports = indexedExports();
  const files = new Set<string>();
  for (const id of modules) {
    if (!/\/(crm-app|design-system)\/src\//.test(id)) continue;
    const code = ctx.getModuleInfo(id)?.code ?? '';
    for (const [, names = '', from] of code.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*["'](@doorline\/design-system|react-aria-components)["']/g,
    )) {
      for (const name of names.split(',')) {
        const file = exports.get(`${from}:${name.trim().split(/\s+as\s+/)[0]}`);
        if (file) files.add(file);
      }
    }
  }
  return files;
}

/** `reach`, and what the modules reached import through the indexes, until nothing is added. */
function reachThroughIndexes(ctx: GroupContext, roots: Iterable<string>, later = false, stop?: string) {
  const seen = reach(ctx, roots, later, stop);
  for (let size = 0; size !== seen.size;) {
    size = seen.size;
    for (const id of reach(ctx, indexedFilesOf(ctx, seen), later, stop)) seen.add(id);
  }
  return seen;
}

/**
 * Route modules that keep a chunk of their own: a page that creates a record (a form with a date
 * picker), so that the feature's lists and records do not load the date picker with it, and a page
 * whose form shows at once (a record's comments), so that the feature's other pages do not load the
 * form library.
 */
const ownChunk = /\/routes\/(create-[^/]*|comments\.tsx)$/;
const adminGuard = /\/features\/organization\/routes\/admin-guard\.tsx$/;
const signInRoute = here('./src/features/auth/routes/login.tsx');
const dataTable = here('../design-system/src/components/DataTable/DataTable.tsx');
/** The lists' frame (filters, search, pager, the list's table): what makes a page a list. */
const listFrame = /crm-app\/src\/components\/list\//;
/**
 * The sets of modules the groups need, computed once per build: the entry's (which stay in the
 * entry's chunks) and the signed-in pages' (the route modules the signed-in router loads and what
 * they import statically, the design system's components among them, as opposed to what a page
 * loads later, such as an edit dialog).
 */
function computeGraph(ctx: GroupContext) {
  const routeModules = ctx.getModuleInfo(signedInRouter)?.dynamicallyImportedIds ?? [];
  // The pages but those with a chunk of their own (`ownChunk`), and what they import statically.
  const staticRoutes = routeModules.filter((id) => !ownChunk.test(id));
  const pages = reachThroughIndexes(ctx, [signedInRouter, ...staticRoutes]);
  const features = reach(ctx, staticRoutes);
  // What the signed-in pages load later and no page imports (their dialogs and forms, the pages
  // with a chunk of their own), unless a public page (registration, say) uses it too: the form
  // pieces these share go to `form-dialogs` rather than into small files of their own, or into
  // the chunk of the one feature whose pages use them (which a form of another feature would
  // then load whole).
  const entry = reach(ctx, entryRoots);
  const publicSide = reachThroughIndexes(ctx, entryRoots, true, signedInRouter);
  const forms = new Set<string>();
  for (const id of reachThroughIndexes(ctx, [signedInRouter], true))
    if (!pages.has(id) && !publicSide.has(id)) forms.add(id);
  // What the pages whose form shows at once (`ownChunk`) use of those: with the form pieces.
  const formPages = reachThroughIndexes(
    ctx,
    routeModules.filter((id) => ownChunk.test(id)),
  );
  // What those forms import, the pages' modules among them (a record's style sheet, say).
  const usedByForms = reachThroughIndexes(
    ctx,
    [...forms].filter((id) => (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0),
  );
  // What the shell and the pages without a table use (the profile, say): the rest of what the
  // pages use goes with the table (the record creation's too), so that such a page does not load
  // the lists' components.
  const shell = reachThroughIndexes(ctx, [signedInRouter]);
  const withoutTable = new Set(shell);
  // Likewise what the shell and the pages without the lists' frame use (a record's tabs, whose
  // tables have no filters or pager): the rest goes with the frame (`list-frame`), so that a
  // record's page loads the table but not the lists' filters.
  const withoutList = new Set(shell);
  // Which features' pages use each module: one used by a single feature's pages (and not by the
  // shell) goes with that feature's pages, not in `app` or `table`, which every page loads.
  const usedBy = new Map<string, Set<string>>();
  // A feature's modules that only its lists use, when it has pages without a list too (a quote's
  // tabs): those go to `<feature>-lists`, so that such a page does not load its lists' code.
  const listOnly = new Set<string>();
  const notListOnly = new Set<string>();
  const withPages = new Set<string>();
  for (const id of routeModules) {
    const used = reachThroughIndexes(ctx, [id]);
    const own = ownChunk.test(id);
    const feature = /crm-app\/src\/features\/(\w+)\//.exec(id)?.[1] ?? '';
    // What the route imports and what its dialogs and forms load later: all used by its feature.
    for (const module of reachThroughIndexes(ctx, [id], true)) {
      if (!usedBy.has(module)) usedBy.set(module, new Set());
      usedBy.get(module)!.add(feature);
    }
    const list = [...used].some((module) => listFrame.test(module));
    if (!own && !used.has(dataTable)) for (const module of used) withoutTable.add(module);
    if (!own && !list) for (const module of used) withoutList.add(module);
    if (!own) {
      if (!list) withPages.add(feature);
      for (const module of used) (list ? listOnly : notListOnly).add(module);
    }
  }
  for (const module of notListOnly) listOnly.delete(module);
  const featureChunk = (module: string, feature: string) =>
    listOnly.has(module) && withPages.has(feature) && signedInGroups.includes(`${feature}-lists`)
      ? `${feature}-lists`
      : `${feature}-pages`;
  const soleFeature = new Map<string, string>();
  for (const [module, features] of usedBy) {
    const [feature = ''] = features;
    if (features.size === 1 && !shell.has(module) && signedInGroups.includes(`${feature}-pages`))
      soleFeature.set(module, featureChunk(module, feature));
  }
  // The entry's modules and the sign-in page's stay out of the signed-in groups (the sign-in page
  // would load them).
  for (const id of reachThroughIndexes(ctx, [signInRoute])) entry.add(id);
  // The data a route starts when its path matches (its handle's `prefetch`, a feature's `api/`
  // module and what it imports): in `app`, so that it starts beside the page's code, not after.
  const prefetches = reach(
    ctx,
    routeModules.filter((id) => /\/features\/\w+\/api\//.test(id)),
  );
  // The administration pages' guard (and the rules it reads): in `app`, so that a page of another
  // feature behind it (the dealers list) does not load the organization's pages for it.
  for (const id of reach(
    ctx,
    routeModules.filter((id) => adminGuard.test(id)),
  ))
    prefetches.add(id);
  return {
    entry,
    pages,
    forms,
    formPages,
    usedByForms,
    features,
    withoutTable,
    withoutList,
    featureChunk,
    soleFeature,
    prefetches,
  };
}
/** `computeGraph`'s sets, once per build (`entryLoadsNoSignedInGroup` forgets them at its start). */
let graph: ReturnType<typeof computeGraph> | undefined;
function graphOf(ctx: GroupContext) {
  return (graph ??= computeGraph(ctx));
}

/** The chunk groups of the signed-in pages, whose names the entry must never import. */
const signedInGroups = [
  'app',
  'table',
  'list-frame',
  'dates',
  'form-dialogs',
  'sales-pages',
  'sales-lists',
  'organization-pages',
  'dealers-pages',
  'account-pages',
  'system-pages',
];

/**
 * The signed-in pages' chunks: every signed-in page loads `app` (the shell, the data layer, the
 * design system's and React Aria's components), its feature's chunk, `table` when it shows a table,
 * `list-frame` (the filters, search and pager) and `<feature>-lists` when it is a list, and `dates`
 * when it shows a date picker. A few large files rather than one per shared module: a page then
 * loads about ten files, and the files are the same from page to page (a visit's cache serves the
 * next page). Only modules the entry does not import (those stay in the entry's chunks), without
 * their dependencies (which would take React or the router out of the entry).
 */
function signedInChunk(id: string, ctx: GroupContext): string | null {
  const {
    entry,
    pages,
    forms,
    formPages,
    usedByForms,
    features,
    withoutTable,
    withoutList,
    featureChunk,
    soleFeature,
    prefetches,
  } = graphOf(ctx);
  // The signed-in router keeps a chunk of its own. In `app` it would save every signed-in page a
  // file, but Lighthouse's mobile LCP of the users list was 0.1 to 0.2 s later (10 runs each)
  // (docs/decisions.md, "Fifth step").
  if (entry.has(id) || id === signedInRouter) return null;
  // vanilla-extract's styles: a style sheet imports every sheet its styles build on (the design
  // system's, the date picker's and the table's among them), so all are in `app`, which every
  // signed-in page loads anyway; a page's chunk would otherwise import the table and the dates.
  if (/\.css(\.ts\.vanilla\.css)?$/.test(id) && /design-system\/src\/|crm-app\/src\//.test(id)) {
    return 'app';
  }
  // The lists' English words, which the shell holds (app/layout/signed-in-texts.ts).
  if (/crm-app\/src\/locales\/en\/lists\.ts$/.test(id)) return 'app';
  // The table, for the pages with a table (a list, a record's history and items).
  if (/@tanstack\/(react-table|table-core)|design-system\/src\/components\/DataTable\/DataTable\./.test(id)) {
    return 'table';
  }
  // The app's other form pieces (the form dialog, the selects, the dealer picker's field), for the
  // pages that show a form or a dialog's trigger with it statically: in `app` they would make every
  // signed-in page load the form library.
  // (The contact dialog, which the profile and a dealer's profile open, brings the account's code
  // steps along: it stays a chunk of its own.)
  if (/crm-app\/src\/components\/form\/.*\.tsx?$/.test(id) && !/contact-dialog/.test(id))
    return pages.has(id) || forms.has(id) ? 'form-dialogs' : null;
  // The spin button under a number field and a date field's segments: with the form pieces, which
  // every form with either loads (left alone, it joined the page that opens those forms).
  if (/react-aria\/dist\/private\/(intl\/)?spinbutton\//.test(id)) return 'form-dialogs';
  if (/crm-app\/src\/components\/list\/.*\.tsx?$/.test(id) && !/\.css\.ts$/.test(id))
    return pages.has(id) ? 'list-frame' : null;
  // The date picker and its calendar library (`@internationalized/date`): only the pages that pick
  // a date load them; the others show dates through `Intl` (src/lib/dates.ts).
  if (
    /react-(aria|stately)\/dist\/private\/(intl\/)?(datepicker|calendar)\/|react-aria-components\/dist\/private\/(DatePicker|DateField|Calendar|HiddenDateInput)\.|react-aria\/dist\/private\/i18n\/useDateFormatter\.|design-system\/src\/components\/DatePicker\/|node_modules\/@internationalized\/date\/|crm-app\/src\/lib\/picker-dates\./.test(
      id,
    )
  ) {
    return 'dates';
  }
  // A style module (its class names) that a page and a form share: with its styles, in `app`, so
  // that the form (the quote creation) does not load the page's chunk for its class names.
  if (/crm-app\/src\/.*\.css\.ts$/.test(id) && pages.has(id) && usedByForms.has(id)) return 'app';
  // The routes' prefetches and the administration pages' guard (`graphOf`): with the shell.
  if (prefetches.has(id) && /crm-app\/src\//.test(id)) return 'app';
  // A feature's pages and what they import; what a page loads later (an edit dialog) is left out.
  const feature = /crm-app\/src\/features\/(sales|organization|dealers|account|system)\//.exec(id)?.[1];
  if (feature) {
    if (features.has(id)) return featureChunk(id, feature);
    // A feature's logic or field that several of its forms share (their schemas, the account type's
    // radio group) and that imports none of the app's own modules (so it brings nothing along):
    // with the form pieces, rather than a small file of its own.
    const info = ctx.getModuleInfo(id);
    const shared = (info?.importers.length ?? 0) > 1 && (info?.dynamicImporters.length ?? 0) === 0;
    const leaf = (info?.importedIds ?? []).every(
      (dep) => !/crm-app\/src\//.test(dep) || /\.css\.ts$/.test(dep),
    );
    return forms.has(id) && shared && leaf && /\/features\/\w+\/(lib|components)\//.test(id)
      ? 'form-dialogs'
      : null;
  }
  // Our shared code, the design system's components and React Aria's: those the signed-in pages use
  // (what only an edit dialog or a public page uses stays out, in the chunks of those), in `app`
  // when the shell or a page without a table uses them, else with the table when a page without
  // the lists' frame uses them (a record's tabs), else with the frame.
  if (
    /crm-app\/src\/(app|lib|components|config)\/|design-system\/src\/components\/|node_modules\/(react-(aria|stately)|@internationalized\/number\/)/.test(
      id,
    )
  ) {
    // What only the pages whose form shows at once use (a text area, a number field's parser,
    // which its index hides from the walk): with the form pieces. What only a dialog uses stays
    // with the dialog.
    if (!pages.has(id))
      return (forms.has(id) && formPages.has(id)) || /@internationalized\/number\//.test(id)
        ? 'form-dialogs'
        : null;
    return (
      soleFeature.get(id) ?? (withoutTable.has(id) ? 'app' : withoutList.has(id) ? 'table' : 'list-frame')
    );
  }
  // The server's messages in English: only `locales/en/server.ts` imports them, which loads when a
  // call fails (lib/api.ts); in `app` they would be on every signed-in page's first load.
  if (/api-client\/src\/contract\/messages\./.test(id)) return null;
  if (
    /node_modules\/(@internationalized\/(?!number\/)|lucide-react|@tanstack\/(react-query|query-core))|api-client\/src\//.test(
      id,
    )
  )
    return 'app';
  return null;
}

/** Fails the build when the entry (the sign-in page) would load a chunk of the signed-in pages. */
function entryLoadsNoSignedInGroup(): Plugin {
  return {
    name: 'entry-loads-no-signed-in-group',
    buildStart() {
      graph = undefined;
    },
    generateBundle(_, bundle) {
      const group = (file: string) => signedInGroups.find((name) => file.startsWith(`assets/${name}-`));
      const chunks = Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [chunk] : []));
      const signInPage = chunks.filter(
        (chunk) => chunk.isEntry || chunk.facadeModuleId?.endsWith('/src/features/auth/routes/login.tsx'),
      );
      for (const chunk of signInPage) {
        const loaded = chunk.imports.filter((file) => group(file));
        if (loaded.length > 0) {
          this.error(
            `${chunk.fileName} imports ${loaded.join(', ')}: a module of the sign-in page went to a ` +
              'signed-in group (add what the entry takes through a barrel to `entryRoots`, or the ' +
              "sign-in page's module to the `forms` group)",
          );
        }
      }
    },
  };
}

/**
 * A signed-in visit fetches the signed-in area's code (the shell, the data layer, the signed-in
 * router) with the document rather than after the entry has run: a small script inline in the
 * document adds a `modulepreload` (and a `preload` of their styles) for those files when the session
 * in localStorage has a token. Inline rather than a file of its own, which every page (the sign-in
 * page too) would fetch: the server's CSP allows it by its hash, read from the built page
 * (api-server/src/http/security.ts).
 */
function preloadSignedInArea(): Plugin {
  return {
    name: 'preload-signed-in-area',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_, bundle) {
        const chunks = new Map(
          Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk]] : [])),
        );
        const closure = (files: string[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            for (const next of chunks.get(file)?.imports ?? []) visit(next);
          };
          files.forEach(visit);
          return seen;
        };
        const all = [...chunks.values()];
        const entry = closure(all.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const router = all.find((chunk) => chunk.moduleIds.includes(signedInRouter));
        const html = bundle['index.html'];
        if (!router || html?.type !== 'asset') {
          this.error('preload-signed-in-area: no signed-in router chunk or no index.html');
        }
        const scripts = [...closure([router.fileName])].filter((file) => !entry.has(file));
        const styles = scripts.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
        const links = [
          ...scripts.map((file) => ['modulepreload', `/${file}`]),
          ...styles.map((file) => ['preload', `/${file}`]),
        ];
        const source =
          `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_KEY)})||"null");` +
          `if(s&&s.auth&&(s.auth.access_token||s.auth.refresh_token))${JSON.stringify(links)}.forEach(function(l){` +
          `var e=document.createElement("link");e.rel=l[0];e.href=l[1];e.crossOrigin="";` +
          `if(l[0]==="preload")e.as="style";document.head.appendChild(e)})}catch(e){}\n`;
        const page = String(html.source).replace(
          '<script type="module"',
          `<script>${source}</script>\n    <script type="module"`,
        );
        // The compressed copies too (the compression plugin has written index.html's already).
        const copies = {
          'index.html': page,
          'index.html.gz': await gzip(page),
          'index.html.br': brotliCompressSync(page),
        };
        for (const [name, content] of Object.entries(copies)) {
          const existing = bundle[name];
          if (existing?.type === 'asset') existing.source = content;
          else this.emitFile({ type: 'asset', fileName: name, source: content });
        }
      },
    },
  };
}

/** The session's key in localStorage (src/lib/session.ts). */
const SESSION_KEY = 'root';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    reactAriaOwnLocalesOnly(),
    entryLoadsNoSignedInGroup(),
    preloadSignedInArea(),
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
      output: {
        codeSplitting: {
          groups: [
            // What the login page's form and every later screen share (the design system's basic
            // pieces, superstruct, the API client's core, the app's error words), the entry's second
            // file; one chunk keeps them from being cut into many small ones that each cost the login
            // page a request and compress worse (the login page's budget is checked by `npm run
            // size`). The form library itself is `form-library` below.
            {
              name: 'forms',
              test: /node_modules\/.*superstruct|design-system\/src\/components\/(TextField|InlineAlert|Button|Link|Text|Heading|private\/Spinner)[/.]|design-system\/src\/(components\/private\/icons|foundations)\/|@vanilla-extract\/sprinkles\/|design-system\/src\/themes\/sprinkles\.css\.ts|react-aria\/dist\/private\/(utils\/(constants|keyboard|useEvent)|focus\/virtualFocus|i18n\/useLocalizedStringFormatter)\.mjs|api-client\/src\/(contract\/(common|user-fields|auth|endpoint|public-endpoints|validate)|client\/request)\.|crm-app\/src\/lib\/errors\./,
              priority: 20,
            },
            // The form library (react-hook-form, its resolvers) and the app's form pieces that the
            // sign-in page uses: apart from `forms`, which the entry imports, so that a page that shows
            // no form (a list, a record's details, the profile) does not load it; a form loads it
            // with the form. The sign-in page's layout joins it rather than being a file of its own
            // (the sign-in page loads as many files as before).
            {
              name: 'form-library',
              test: /node_modules\/.*(react-hook-form|@hookform)\/|crm-app\/src\/components\/form\/(use-form-submission|form-text-field)\.|crm-app\/src\/features\/auth\/components\/auth-layout\.(tsx|css\.ts)$/,
              includeDependenciesRecursively: false,
              priority: 30,
            },
            {
              name: signedInChunk,
              debugName: 'signed-in pages',
              includeDependenciesRecursively: false,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: false,
    // Interaction tests type and click through React Aria in jsdom: seconds each on two busy cores
    // (scripts/test-time.cjs: every limit of the suites comes from one setting).
    testTimeout: limits.unitTest,
    reporters: ['default', '../scripts/reporters/vitest-slowest.mjs'],
    // The files of a worker share one environment (jsdom or Node) and one module registry: well
    // under half the CPU of a fresh one per file. So a test leaves nothing behind: no `vi.mock` (a
    // spy on the module's object instead, `src/testing/stub-api.ts`), and `src/test-setup.ts` puts
    // back spies, timers, globals, storage and the app's own module state after each test.
    isolate: false,
    // Worker threads rather than child processes: a little less CPU and time here (measured).
    pool: 'threads',
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
