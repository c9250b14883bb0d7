#!/usr/bin/env node
// The login page's first-load JavaScript, gzip: the sign-in page's own entry (src/sign-in.tsx, which
// the document starts for a signed-out visit, issue 41) and every chunk it imports statically, read
// from the Vite manifest of the built app. The budget is the
// browser-measured one of e2e/tests/first-load.spec.ts (scripts/first-load-budgets.mjs, issue 12);
// what loads after the page has rendered (the Google button, the toaster) is counted there only.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstLoadBudgets } from './first-load-budgets.mjs';

const { kb: LIMIT_KB, files: LIMIT_FILES } = firstLoadBudgets.login;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'crm-app/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find(
  (key) => manifest[key].isEntry && key.endsWith('src/sign-in.tsx'),
);
if (!entryKey) {
  console.error("size-check: the manifest has no sign-in page's entry (src/sign-in.tsx)");
  process.exit(1);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const next of chunk.imports ?? []) visit(next);
};
visit(entryKey);

let total = 0;
for (const file of [...files].sort()) {
  // As the server sends it with gzip: the build's `.gz` copy (zopfli), or the file gzipped.
  const path = join(dist, file);
  const bytes = existsSync(`${path}.gz`)
    ? statSync(`${path}.gz`).size
    : gzipSync(readFileSync(path), { level: 9 }).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(8)} kB  ${file}`);
}
const kb = total / 1024;
console.log(
  `login page first-load JavaScript: ${kb.toFixed(1)} kB gzip in ${files.size} files ` +
    `(budget ${LIMIT_KB} kB, ${LIMIT_FILES} files)`,
);
if (kb > LIMIT_KB || files.size > LIMIT_FILES) {
  console.error(`over the budget by ${Math.max(0, kb - LIMIT_KB).toFixed(1)} kB`);
  process.exit(1);
}
