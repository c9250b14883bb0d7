// The workspace's pnpm, for the scripts that need it with only Node and npm installed: pnpm 10 when
// it is on the PATH, else through npx (corepack fails its signature check here, docs/toolchain.md).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export const PNPM_VERSION = '10.34.9';

/** The command that runs pnpm: `['pnpm']`, or `['npx', '--yes', 'pnpm@<version>']`. */
export function pnpmCommand() {
  // Run by pnpm (`pnpm run …`, as `npm test` runs its steps): that same pnpm, without a second npx.
  const running = process.env.npm_execpath;
  if (running && /[\\/]pnpm\.c?js$/.test(running)) return [process.execPath, running];
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (probe.status === 0 && /^10\./.test(probe.stdout.trim())) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/**
 * An environment whose PATH has a `pnpm`, for a tool that spawns `pnpm` by name (changesets'
 * `publish` runs `pnpm publish` in a pnpm workspace): the installed one, or a shim that runs it
 * through npx.
 */
export function envWithPnpm(env = process.env) {
  const command = pnpmCommand();
  if (command[0] === 'pnpm') return { ...env };
  const bin = mkdtempSync(join(tmpdir(), 'doorline-pnpm-'));
  const shim = join(bin, 'pnpm');
  writeFileSync(shim, `#!/bin/sh\nexec ${command.map((part) => `'${part}'`).join(' ')} "$@"\n`);
  chmodSync(shim, 0o755);
  return { ...env, PATH: `${bin}${delimiter}${env.PATH ?? ''}` };
}
