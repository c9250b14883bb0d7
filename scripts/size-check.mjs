#!/usr/bin/env node
// The login page's first-load JavaScript, gzip: the entry chunk, the login route's chunk and
// every chunk they import statically, read from the Vite manifest of the built app.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = Number(process.env.LOGIN_JS_BUDGET_KB ?? 150);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'crm-app/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entries = Object.entries(manifest);
const entryKey = entries.find(([, chunk]) => chunk.isEntry)?.[0];
const loginKey = entries.find(([key]) => key.endsWith('features/auth/routes/login.tsx'))?.[0];
if (!entryKey || !loginKey) {
  console.error('size-check: the manifest has no entry or no login route chunk');
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
visit(loginKey);

let total = 0;
for (const file of [...files].sort()) {
  const bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(8)} kB  ${file}`);
}
const kb = total / 1024;
console.log(`login page first-load JavaScript: ${kb.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
if (kb > BUDGET_KB) {
  console.error(`over budget by ${(kb - BUDGET_KB).toFixed(1)} kB`);
  process.exit(1);
}
