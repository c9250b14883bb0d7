#!/usr/bin/env node
// `npm run release`: versions, builds and publishes the published packages in one command
// (docs/decisions.md "Issue 29: releases and the local registry"):
//   1. `changeset version`: the pending `.changeset/*.md` become version bumps and CHANGELOG entries;
//   2. `pnpm install`: the lockfile follows the new versions;
//   3. `pnpm run build`;
//   4. `changeset publish`: `pnpm publish` of every package that is not private and whose version is
//      not on the registry yet (`@doorline/design-system`, `@doorline/api-client`), and a git tag each.
// The registry is npm's setting: `npm_config_registry`, or `registry=` in an `.npmrc` (`npm run`
// passes it on as `npm_config_registry`); its token is the `.npmrc`'s `//host/:_authToken=`.
// `--no-git-tag` publishes without tagging (the registry test's way).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envWithPnpm, pnpmCommand } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = pnpmCommand();

/** Runs a command in the workspace's root, its output shown; resolves with the exit code. */
function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const runPnpm = (args) => run(pnpm[0], [...pnpm.slice(1), ...args], process.env);

/**
 * The changesets CLI, started directly (not through `pnpm exec`, which would add pnpm's settings to
 * the environment of the `npm info` calls it makes), with a `pnpm` on the PATH for its publish.
 */
const changeset = (args, env = process.env) =>
  run(process.execPath, [join(root, 'node_modules/@changesets/cli/bin.js'), ...args], envWithPnpm(env));

/**
 * Publishes what is built and not yet on the registry (`env`'s `npm_config_registry`); the
 * registry test publishes through it too.
 */
export const publish = (flags = [], env = process.env) => changeset(['publish', ...flags], env);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const registry =
    process.env.npm_config_registry ?? 'https://registry.npmjs.org/ (npm_config_registry unset)';
  console.log(`Releasing to ${registry}`);
  const steps = [
    ['changeset version', () => changeset(['version'])],
    ['install (lockfile)', () => runPnpm(['install', '--prefer-offline', '--no-frozen-lockfile'])],
    ['build', () => runPnpm(['run', 'build'])],
    ['changeset publish', () => publish(process.argv.slice(2))],
  ];
  for (const [name, step] of steps) {
    const code = await step();
    if (code !== 0) {
      console.error(`release: ${name} failed (exit ${code})`);
      process.exit(code);
    }
  }
  console.log('Released. Commit the versions and CHANGELOGs, then push the tags (git push --follow-tags).');
}
