// How the app's JavaScript is cut into files (Rolldown's code-splitting groups), so that the sign-in
// page and every signed-in page load few, well-shared files within their budgets
// (scripts/first-load-budgets.mjs; docs/architecture.md "The build").
import { existsSync, readdirSync } from 'node:fs';
import type { Plugin } from 'vite';
import { barrel, type GroupContext, here, reach, reachThroughIndexes } from './module-graph';

/**
 * What the entry takes through a barrel (the walk cannot see which of a barrel's exports a module
 * uses): the design system's theme provider, and the alert and button of the page-load boundary
 * (`app/page-load-boundary.tsx`, which must show when no other chunk can load). React Aria's router provider is in the `forms` group,
 * which takes the sign-in page's modules with everything they import. A module missing here that
 * the entry uses would land in a signed-in group and make the sign-in page load that group:
 * `entryLoadsNoSignedInGroup` then fails the build.
 */
const mainEntry = here('./src/main.tsx');
/** The sign-in page's own entry (issue 41), which the document starts instead of the app's. */
const signInEntry = here('./src/sign-in.tsx');
const entryRoots = [
  mainEntry,
  signInEntry,
  here('../design-system/src/themes/ThemeProvider.tsx'),
  here('../design-system/src/components/InlineAlert/InlineAlert.tsx'),
  here('../design-system/src/components/Button/Button.tsx'),
];
export const signedInRouter = here('./src/app/signed-in-routes.tsx');
/** Where the signed-in area's features are composed: each `features/<name>/feature.tsx` it imports. */
const signedInFeatures = here('./src/app/signed-in-features.tsx');

/**
 * The signed-in features: each folder of `src/features` with a `feature.tsx` (which the app finds
 * there too, app/signed-in-features.tsx), and each gets its chunks (`<name>-pages`, `<name>-lists`)
 * without a line here.
 */
const featureNames = readdirSync(here('./src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(here(`./src/features/${entry.name}/feature.tsx`)))
  .map((entry) => entry.name);

/** The form library: a page that imports it shows a form at once. */
const formLibrary = /node_modules\/.*\/react-hook-form\//;
const signInRoute = here('./src/features/auth/routes/login.tsx');
const dataTable = here('../design-system/src/components/DataTable/DataTable.tsx');
/**
 * The configurator (issue 43, part 3), a page that shows no table but is only opened from one (its
 * quote's items): what it shares with other pages stays with the table and the lists' frame, which it
 * then loads (from the cache, most often), rather than going into `app`, which every page loads, or
 * into the table, which a record's tabs load; what only it uses (the size
 * field, the option picker) is its own file, so that the prices' other pages do not load it, nor the
 * form pieces its number field needs.
 */
const opensFromTable = /crm-app\/src\/features\/prices\/routes\/configurator\./;
/** The lists' frame (filters, search, pager, the list's table): what makes a page a list. */
const listFrame = /crm-app\/src\/components\/list\//;
/**
 * The sets of modules the groups need, computed once per build: the entry's (which stay in the
 * entry's chunks) and the signed-in pages' (the route modules the signed-in router loads and what
 * they import statically, the design system's components among them, as opposed to what a page
 * loads later, such as an edit dialog).
 */
function computeGraph(ctx: GroupContext) {
  // What the signed-in route tree loads lazily: the dynamic imports of the modules that compose it
  // (the router, the app's composition and each feature's `feature.tsx`).
  const composers = [
    signedInRouter,
    signedInFeatures,
    ...(ctx.getModuleInfo(signedInFeatures)?.importedIds ?? []).filter((id) =>
      /\/src\/features\/\w+\/feature\.tsx$/.test(id),
    ),
  ];
  const routeModules = [
    ...new Set(composers.flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? [])),
  ];
  // Route modules that keep a chunk of their own: a page whose form shows at once (a quote's
  // creation, a record's comments), so that the feature's other pages load neither the form library
  // nor what the form alone uses (the date picker).
  const showsForm = new Set(
    routeModules.filter((id) => [...reach(ctx, [id])].some((m) => formLibrary.test(m))),
  );
  const ownChunk = { test: (id: string) => showsForm.has(id) };
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
  // What the form pieces (`components/form`, the `form-dialogs` group) import that no page does (the
  // number field and its amounts, issue 40): with them, not in files of their own that every page
  // loading `form-dialogs` would fetch after it.
  const formPieces = reachThroughIndexes(
    ctx,
    [...forms].filter((id) => /crm-app\/src\/components\/form\//.test(id) && !/contact-dialog/.test(id)),
  );
  // What the design system's widgets load when first used (`deferred`: a menu, a select, a dialog;
  // docs/decisions.md "Issue 41: a widget loads when it is first used"): with the form pieces, which
  // a page that shows a form or a dialog at once loads anyway, so that it loads no file more for
  // them; a list loads them at its first press on a menu or a select.
  const widgets = reachThroughIndexes(
    ctx,
    [...pages, ...forms]
      .filter((id) => /design-system\/src\/components\//.test(id))
      .flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
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
  // tabs): those go to `<feature>-lists`, so that such a page does not load its lists' code; the
  // few that both its lists and its other pages use (who may act on a record) go to `app`, so that
  // a list does not load the other pages' code (a quote's tabs) for them, nor a file more.
  const listOnly = new Set<string>();
  const notListOnly = new Set<string>();
  const usedByLists = new Set<string>();
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
    if (!own && !used.has(dataTable) && !opensFromTable.test(id))
      for (const module of used) withoutTable.add(module);
    if (!own && !list && !opensFromTable.test(id)) for (const module of used) withoutList.add(module);
    if (!own) {
      // A route's data (a prefetch, `api/`) is no page: a feature whose pages are all lists has no
      // `<feature>-lists` apart.
      if (!list && !/\/features\/\w+\/api\//.test(id)) withPages.add(feature);
      for (const module of used) (list ? listOnly : notListOnly).add(module);
      if (list) for (const module of used) usedByLists.add(module);
    }
  }
  for (const module of notListOnly) listOnly.delete(module);
  const configurator = routeModules.find((id) => opensFromTable.test(id));
  // Everything the app loads but through the configurator's route.
  const elsewhere = reachThroughIndexes(ctx, [mainEntry], true, configurator);
  const configuratorOnly = new Set(
    [...reachThroughIndexes(ctx, configurator ? [configurator] : [], true)].filter(
      (id) => !elsewhere.has(id),
    ),
  );
  const featureChunk = (module: string, feature: string) => {
    if (!withPages.has(feature)) return `${feature}-pages`;
    if (listOnly.has(module)) return `${feature}-lists`;
    return usedByLists.has(module) ? 'app' : `${feature}-pages`;
  };
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
  // What both entries run (React, the texts, the theme): with the sign-in page's shared pieces
  // (`forms`), which the app's entry loads too, so that the app's pages load no file more for it.
  const signInSide = reachThroughIndexes(ctx, [signInEntry]);
  const bothEntries = new Set([...reachThroughIndexes(ctx, [mainEntry])].filter((id) => signInSide.has(id)));
  return {
    bothEntries,
    composers: new Set(composers),
    shell,
    entry,
    pages,
    forms,
    formPages,
    formPieces,
    widgets,
    usedByForms,
    features,
    withoutTable,
    withoutList,
    featureChunk,
    soleFeature,
    prefetches,
    configuratorOnly,
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
  'histories',
  ...featureNames.flatMap((name) => [`${name}-pages`, `${name}-lists`]),
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
  const graph = graphOf(ctx);
  // The signed-in router keeps a chunk of its own. In `app` it would save every signed-in page a
  // file, but Lighthouse's mobile LCP of the users list was 0.1 to 0.2 s later (10 runs each)
  // (docs/decisions.md, "Fifth step").
  // The modules that compose the route tree (the features' `feature.tsx`) go with it: the router
  // imports them, and in `app` they would make `app` and the router's chunk import each other.
  if (graph.entry.has(id) || graph.composers.has(id)) return null;
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
    return graph.pages.has(id) || graph.forms.has(id) ? 'form-dialogs' : null;
  // The spin button under a number field and a date field's segments: with the form pieces, which
  // every form with either loads (left alone, it joined the page that opens those forms).
  if (/react-aria\/dist\/private\/(intl\/)?spinbutton\//.test(id)) return 'form-dialogs';
  // A radio group (React Aria's and the design system's): the only page that shows one at once is
  // Settings (its language and theme); the others are in forms (the account type, the two-factor
  // method, a merge, a door's hand and swing), which load the form pieces anyway. With those, so that
  // every page does not load it for Settings (issue 43: about 2 kB of the users list's first load).
  if (
    /react-(aria|stately)\/dist\/private\/radio\/|react-aria-components\/dist\/private\/RadioGroup\.|design-system\/src\/components\/RadioGroup\//.test(
      id,
    )
  )
    return 'form-dialogs';
  if (/crm-app\/src\/components\/list\/.*\.tsx?$/.test(id) && !/\.css\.ts$/.test(id))
    return graph.pages.has(id) ? 'list-frame' : null;
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
  if (/crm-app\/src\/.*\.css\.ts$/.test(id) && graph.pages.has(id) && graph.usedByForms.has(id)) return 'app';
  // A history (the audit trail, issue 42): the administration's profiles load it when they show it,
  // and another feature's page shows it in its outlet (a dealer's, a customer's) with it: in a file
  // of its own, so that neither the administration's lists nor the customer's page load every
  // administration page for it.
  // The trail itself is shared (components/audit): the catalogue's rows' history dialogs (issue 43) load it too.
  if (
    /crm-app\/src\/features\/organization\/(routes\/(customer|dealer)-history|components\/audit-trail|api\/get-audit)\./.test(
      id,
    ) ||
    /crm-app\/src\/components\/audit\/audit-trail\./.test(id)
  )
    return 'histories';
  // The list of comments or files and its class names (issue 42: a record's and a customer's): the
  // comment form's pages load them with the form, the files' tabs with their lazily loaded list; with
  // the shell, which both load, so that neither loads the other's chunk for them (the form pieces).
  if (/crm-app\/src\/components\/comments-files\/(entry-list|comments-files\.css)\./.test(id)) return 'app';
  // What only the configurator uses (`opensFromTable`): its own file, the page's.
  if (graph.configuratorOnly.has(id) && !/\.css(\.ts\.vanilla\.css)?$/.test(id)) return null;
  // A configured door's price as words and a breakdown (issue 43, part 3), and the prices' reads: the
  // configurator shows them, and a quote's "Why this price", which loads them when it opens (with the
  // contract above, which its call needs anyway). In `app` they would be on every page's first load.
  if (
    /crm-app\/src\/(components\/prices\/|lib\/price-reads\.)|design-system\/src\/components\/PriceBreakdown\//.test(
      id,
    )
  )
    return 'prices-pages';
  // The routes' prefetches and the administration pages' guard (`graphOf`): with the shell.
  if (graph.prefetches.has(id) && /crm-app\/src\//.test(id)) return 'app';
  // A feature's pages and what they import; what a page loads later (an edit dialog) is left out.
  const feature = /crm-app\/src\/features\/(\w+)\//.exec(id)?.[1];
  if (feature && featureNames.includes(feature)) {
    // What a feature adds to the shell (the notifications' bell in the top bar, through its
    // `feature.tsx`) and its pages use too (the unread count): in `app`, which every page loads,
    // not in the feature's chunk, which every page would then load as well.
    if (graph.features.has(id)) return graph.shell.has(id) ? 'app' : graph.featureChunk(id, feature);
    // A feature's logic or field that several of its forms share (their schemas, the account type's
    // radio group) and that imports none of the app's own modules but the entry's (so it brings
    // nothing along): with the form pieces, rather than a small file of its own.
    const info = ctx.getModuleInfo(id);
    const shared = (info?.importers.length ?? 0) > 1 && (info?.dynamicImporters.length ?? 0) === 0;
    const leaf = (info?.importedIds ?? []).every(
      (dep) => !/crm-app\/src\//.test(dep) || /\.css\.ts$/.test(dep) || graph.entry.has(dep),
    );
    return graph.forms.has(id) && shared && leaf && /\/features\/\w+\/(lib|components)\//.test(id)
      ? 'form-dialogs'
      : null;
  }
  // Our shared code, the design system's components and React Aria's: those the signed-in pages use
  // (what only an edit dialog or a public page uses stays out, in the chunks of those), in `app`
  // when the shell or a page without a table uses them, else with the table when a page without
  // the lists' frame uses them (a record's tabs), else with the frame.
  if (
    /crm-app\/src\/(app|lib|components)\/|design-system\/src\/components\/|node_modules\/(react-(aria|stately)|@internationalized\/number\/)/.test(
      id,
    )
  ) {
    // What only the pages whose form shows at once or the form pieces use (a text area, a number
    // field and its parser, which its index hides from the walk): with the form pieces. What only a dialog uses stays
    // with the dialog.
    if (!graph.pages.has(id))
      return (graph.forms.has(id) && (graph.formPages.has(id) || graph.formPieces.has(id))) ||
        graph.widgets.has(id) ||
        /@internationalized\/number\//.test(id)
        ? 'form-dialogs'
        : null;
    return (
      graph.soleFeature.get(id) ??
      (graph.withoutTable.has(id) ? 'app' : graph.withoutList.has(id) ? 'table' : 'list-frame')
    );
  }
  // The notifications' stream reader, which the client loads with the first stream: every signed-in
  // page opens one (the bell in the top bar, issue 26), so it goes with `app` rather than in a file
  // of its own, which every page would fetch after the others.
  if (/api-client\/src\/client\/notification-stream\.|node_modules\/eventsource-parser\//.test(id))
    return 'app';
  // The server's messages in English: only `locales/en/server.ts` imports them, which loads when a
  // call fails (lib/api.ts); in `app` they would be on every signed-in page's first load.
  if (/api-client\/src\/contract\/messages\./.test(id)) return null;
  // The shared vocabulary's Ukrainian and Russian words (issue 28): read by those languages' locale
  // files only, so they load with them; the English words go with `app`, as the lists' English does.
  if (/api-client\/src\/texts\/(uk|ru)\./.test(id)) return null;
  // A record's labels (issue 28), in every language: read by the sales pages' texts only (the details
  // page's labels, which the record's PDF shares), so they load with them, never with every page.
  if (/api-client\/src\/texts\/record-(en|uk|ru)\./.test(id)) return null;
  // The contract's modules whose endpoints load with their first call (`lazyEndpointModules`,
  // docs/decisions.md "Issue 42: a contract that loads with its first call"), and the import's
  // declaration that only they use: in a file of their own, which the client loads on such a call
  // and the pages that show them with themselves. The full table (`endpoints`) that names them too is
  // the server's, and pure, so a page's bundle leaves it out.
  if (/api-client\/src\/contract\/(customer-tools|dealer-tools|imports)\./.test(id)) return null;
  // A customer's comments and files' contract (issue 42): only its page's tabs call it, so it loads
  // with that page's chunk (the client's first call then finds it there); in a file of its own it
  // would be one more file on each tab's first load.
  if (/api-client\/src\/contract\/customer-comments-files\./.test(id)) return 'customers-pages';
  // The catalogue and its prices' contract (issue 43): only the prices' pages call it yet, and they
  // read its access table (who may manage prices), so it loads with their chunk, as a customer's
  // comments and files' does. Left to the client's own catch-all below, it went into `app`.
  // Re-pricing a quote's contract (issue 43, part 5) reads the prices' names: with them, so that a
  // quote's Re-price dialog loads that chunk when it opens, as its Why this price does.
  if (/api-client\/src\/contract\/(prices|reprice)\./.test(id)) return 'prices-pages';
  // A table's and an option group's CSV files' contract (issue 43, part 2): only the prices' pages
  // call it (the import dialog), and it imports the prices' contract: with their chunk. In `app` (the
  // index and `endpoints.ts` import it) it made `app` and `prices-pages` import each other.
  if (/api-client\/src\/contract\/price-files\./.test(id)) return 'prices-pages';
  // Editing the catalogue's contract (issue 43, part 2): only the prices' pages call it (the catalogue's
  // dialogs), and it imports the prices' contract: with their chunk, for the same reason.
  if (/api-client\/src\/contract\/catalogue-edit\./.test(id)) return 'prices-pages';
  // A model's picture's contract (issue 43): only the prices' pages call it (the picture dialog), and it
  // imports the prices' contract: with their chunk, for the same reason.
  if (/api-client\/src\/contract\/model-pictures\./.test(id)) return 'prices-pages';
  // A module of the client that only the package's index imports statically, and the client on
  // demand (the file download), loads when used, in a file of its own.
  if (
    /api-client\/src\//.test(id) &&
    (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0 &&
    (ctx.getModuleInfo(id)?.importers ?? []).every((importer) => barrel.test(importer))
  )
    return null;
  if (
    /node_modules\/(@internationalized\/(?!number\/)|lucide-react|@tanstack\/(react-query|query-core))|api-client\/src\//.test(
      id,
    )
  )
    return 'app';
  return null;
}

/**
 * Fails the build when the entry (the sign-in page) would load a chunk of the signed-in pages, or when
 * two chunks import each other.
 */
export function entryLoadsNoSignedInGroup(): Plugin {
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
      // Two chunks that import each other run in an order that leaves one's imports undefined (a
      // module that composes the routes in `app`, its features in the router's chunk, did so).
      const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
      for (const chunk of chunks) {
        const seen = new Set<string>();
        const stack = [...chunk.imports];
        while (stack.length > 0) {
          const file = stack.pop()!;
          if (file === chunk.fileName)
            this.error(`${chunk.fileName} imports itself through its imports: a cycle between chunks`);
          if (seen.has(file)) continue;
          seen.add(file);
          stack.push(...(importsOf.get(file) ?? []));
        }
      }
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

/** The sign-in page's shared pieces, by path (the `forms` group). */
const formsPieces =
  /node_modules\/.*superstruct|design-system\/src\/components\/(TextField|InlineAlert|Button|Link|Text|Heading|private\/(Spinner|assignRef))[/.]|design-system\/src\/(components\/private\/icons|foundations)\/|@vanilla-extract\/sprinkles\/|design-system\/src\/themes\/sprinkles(\.css)?\.ts|react-aria\/dist\/private\/(utils\/(constants|keyboard|useEvent)|focus\/virtualFocus|i18n\/useLocalizedStringFormatter)\.mjs|api-client\/src\/(contract\/(common|user-fields|auth|endpoint|public-endpoints|validate)|client\/request)\.|crm-app\/src\/lib\/errors\./;

/**
 * The code-splitting groups: the sign-in page's shared pieces (`forms`), the form library, and the
 * signed-in pages' groups (`signedInChunk`).
 */
export const codeSplittingGroups = [
  // What the login page's form and every later screen share (the design system's basic
  // pieces, superstruct, the API client's core, the app's error words), the entry's second
  // file; one chunk keeps them from being cut into many small ones that each cost the login
  // page a request and compress worse (the login page's budget is checked by `npm run
  // size`). The ref helper the code cells and the mention field share goes with them too (a few
  // bytes: alone it was a file of its own on every form page). The form library itself is
  // `form-library` below. The sprinkles function lives beside
  // its `.css.ts` data since issue 29 (pure, so that one Button does not pull it); both go here.
  {
    name: (id: string, ctx: GroupContext) =>
      formsPieces.test(id) || graphOf(ctx).bothEntries.has(id) ? 'forms' : null,
    debugName: 'forms',
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
];
