#!/usr/bin/env node
// Packs the design system as it would be published and lints the tarball itself:
// publint (package.json and files) and Are The Types Wrong (types resolve for ESM consumers).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'doorline-ds-pack-'));
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
try {
  run('pnpm', ['pack', '--pack-destination', out]);
  const tarball = join(
    out,
    readdirSync(out).find((file) => file.endsWith('.tgz')),
  );
  run('pnpm', ['exec', 'publint', 'run', tarball, '--strict']);
  // An ESM-only package: CommonJS and node10 resolution are out of scope; the CSS file has no types.
  run('pnpm', ['exec', 'attw', tarball, '--profile', 'esm-only', '--exclude-entrypoints', './style.css']);
} finally {
  rmSync(out, { recursive: true, force: true });
}
