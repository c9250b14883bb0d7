#!/usr/bin/env node
// Packs the workspace package in the current directory as it would be published and lints the
// tarball itself: publint (package.json and files) and Are The Types Wrong (types resolve for ESM
// consumers). Every published package runs it as its `check:package` script.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const published = { ...manifest, ...manifest.publishConfig };

// Stylesheets and other non-code entry points have no types to check.
const untyped = Object.entries(published.exports ?? {})
  .filter(([, target]) => typeof target === 'string' && !/\.[cm]?js$/.test(target))
  .map(([entry]) => entry);

const out = mkdtempSync(join(tmpdir(), 'doorline-pack-'));
// The linters are the workspace's, at its root; the tarball's path is absolute.
const run = (cmd, args, cwd) => execFileSync(cmd, args, { stdio: 'inherit', cwd });
try {
  run('pnpm', ['pack', '--pack-destination', out]);
  const tarball = join(
    out,
    readdirSync(out).find((file) => file.endsWith('.tgz')),
  );
  run('pnpm', ['exec', 'publint', 'run', tarball, '--strict'], root);
  // ESM-only packages: CommonJS and node10 resolution are out of scope.
  run(
    'pnpm',
    [
      'exec',
      'attw',
      tarball,
      '--profile',
      'esm-only',
      ...(untyped.length ? ['--exclude-entrypoints', ...untyped] : []),
    ],
    root,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
