// The import graph's walks that the chunk groups are computed from (chunk-groups.ts): what a set of
// modules reaches, statically or later, through the design system's and React Aria's indexes too.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type ModuleInfo = {
  code: string | null;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
};
export type GroupContext = { getModuleInfo: (id: string) => ModuleInfo | null };

/**
 * Modules that only re-export others (a package's index). Walking the import graph through one would
 * make every module it names look used by whoever imports any of them, so the walks below stop there.
 */
export const barrel =
  /design-system\/src\/(index|exports-\w+)\.ts$|api-client\/src\/index\.ts$|node_modules\/(react-aria-components|react-aria|react-stately)\/dist\/exports\/index\.mjs$|node_modules\/@internationalized\/\w+\/dist\/(index|import)\.mjs$|node_modules\/lucide-react\/dist\/esm\/lucide-react\.mjs$/;

/** A path relative to the app's folder (`crm-app/`), absolute. */
export const here = (path: string) => resolve(fileURLToPath(new URL('..', import.meta.url)), path);
const require = createRequire(import.meta.url);

/**
 * Every module reached from `roots` by static imports (and dynamic ones with `later`: what those
 * modules load when used), not through a barrel, nor through `stop`.
 */
export function reach(ctx: GroupContext, roots: Iterable<string>, later = false, stop?: string) {
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
  // An index's `from` is relative to its own folder, and names a `.tsx` or `.ts` module or a folder
  // with an `index.ts` (the icons, public since issue 29).
  const moduleFile = (base: string) =>
    [`${base}.tsx`, `${base}.ts`, `${base}/index.ts`].find((file) => existsSync(file));
  const readDesignSystem = (file: string) => {
    const code = readFileSync(file, 'utf8');
    const folder = dirname(file);
    for (const [, names = '', from = ''] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g)) {
      const path = moduleFile(resolve(folder, from));
      if (!path) continue;
      for (const name of names.split(',')) {
        const exported = name
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (exported) files.set(`@doorline/design-system:${exported}`, path);
      }
    }
    for (const [, list = ''] of code.matchAll(/export\s*\*\s*from\s*'\.\/([^']+)'/g)) {
      const path = moduleFile(resolve(folder, list));
      if (!path) throw new Error(`module-graph: ${file} re-exports ${list}, which is no module`);
      readDesignSystem(path);
    }
  };
  readDesignSystem(here('../design-system/src/index.ts'));
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
export function reachThroughIndexes(
  ctx: GroupContext,
  roots: Iterable<string>,
  later = false,
  stop?: string,
) {
  const seen = reach(ctx, roots, later, stop);
  for (let size = 0; size !== seen.size;) {
    size = seen.size;
    for (const id of reach(ctx, indexedFilesOf(ctx, seen), later, stop)) seen.add(id);
  }
  return seen;
}
