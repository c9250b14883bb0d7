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

function run(args, env = envWithPnpm()) {
  return new Promise((resolve) => {
    const child = spawn(pnpm[0], [...pnpm.slice(1), ...args], { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/**
 * Publishes what is built and not yet on the registry (`env`'s `npm_config_registry`); the
 * registry test publishes through it too.
 */
export const publish = (flags = [], env = process.env) =>
  run(['exec', 'changeset', 'publish', ...flags], envWithPnpm(env));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const registry =
    process.env.npm_config_registry ?? 'https://registry.npmjs.org/ (npm_config_registry unset)';
  console.log(`Releasing to ${registry}`);
  const steps = [
    ['changeset version', () => run(['exec', 'changeset', 'version'])],
    ['install (lockfile)', () => run(['install', '--prefer-offline', '--no-frozen-lockfile'])],
    ['build', () => run(['run', 'build'])],
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
