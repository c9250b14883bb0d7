// `npm start`'s decisions (scripts/start-plan.mjs) on small workspaces of their own: a plain folder
// and a git checkout. Run by `npm run test:scripts` (node:test), inside `npm test`'s first step.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { BUILD_OUTPUTS, buildInputs, buildState, installState, mustRun, writeStamp } from './start-plan.mjs';

const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const write = (root, file, text) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};

/** A workspace as a previous `npm start` left it: installed and built. */
function workspace() {
  const root = mkdtempSync(join(tmpdir(), 'start-plan-'));
  folders.push(root);
  write(root, 'package.json', '{"name":"root"}');
  write(root, 'pnpm-lock.yaml', 'lockfileVersion: 9.0\n');
  write(root, 'pnpm-workspace.yaml', 'packages: []\n');
  write(root, 'tsconfig.base.json', '{}');
  write(root, 'api-client/package.json', '{"name":"client"}');
  write(root, 'api-client/src/index.ts', 'export const a = 1;\n');
  write(root, 'api-server/package.json', '{"name":"server"}');
  write(root, 'api-server/src/main.ts', 'console.log(1);\n');
  write(root, 'crm-app/src/main.tsx', 'export {};\n');
  write(root, 'design-system/src/index.ts', 'export {};\n');
  write(root, 'design-system/visual-baselines/Button.png', 'png');
  write(root, 'node_modules/.modules.yaml', 'layoutVersion: 5\n');
  for (const output of BUILD_OUTPUTS)
    write(root, output.endsWith('dist') ? `${output}/index.js` : output, '');
  writeStamp(root, 'install', installState(root));
  writeStamp(root, 'build', buildState(root));
  return root;
}

const installReason = (root) => mustRun(installState(root), 'the lockfile or a package.json');
const buildReason = (root) => mustRun(buildState(root), 'a source file');

describe('npm start: install and build only when needed', () => {
  it('skips both when nothing changed since the last run', () => {
    const root = workspace();
    assert.equal(installReason(root), null);
    assert.equal(buildReason(root), null);
  });

  it('does everything on a fresh machine: no node_modules, no build, no stamps', () => {
    const root = workspace();
    rmSync(join(root, 'node_modules'), { recursive: true });
    rmSync(join(root, 'api-server/dist'), { recursive: true });
    assert.equal(installReason(root), 'its output is missing');
    assert.equal(buildReason(root), 'its output is missing');
    write(root, 'node_modules/.modules.yaml', '');
    write(root, 'api-server/dist/main.js', '');
    assert.equal(installReason(root), 'no earlier run recorded');
    assert.equal(buildReason(root), 'no earlier run recorded');
  });

  it('installs when the lockfile or a package.json changes, and builds then too', () => {
    const root = workspace();
    write(root, 'pnpm-lock.yaml', 'lockfileVersion: 9.0\nimporters: {}\n');
    assert.equal(installReason(root), 'the lockfile or a package.json changed since the last run');
    assert.equal(buildReason(root), 'a source file changed since the last run');
    const again = workspace();
    write(again, 'api-server/package.json', '{"name":"server","dependencies":{"pg":"^8"}}');
    assert.match(installReason(again) ?? '', /changed/);
  });

  it('builds, without installing, when a source file changes, appears or disappears', () => {
    const root = workspace();
    write(root, 'api-server/src/main.ts', 'console.log(2);\n');
    assert.equal(installReason(root), null);
    assert.equal(buildReason(root), 'a source file changed since the last run');
    const added = workspace();
    write(added, 'crm-app/src/new-page.tsx', 'export {};\n');
    assert.match(buildReason(added) ?? '', /changed/);
    const removed = workspace();
    rmSync(join(removed, 'design-system/src/index.ts'));
    assert.match(buildReason(removed) ?? '', /changed/);
  });

  it('builds when an output is missing, whatever the stamp says', () => {
    const root = workspace();
    rmSync(join(root, 'crm-app/dist/index.html'));
    assert.equal(buildReason(root), 'its output is missing');
  });

  it('builds when another run wrote the outputs since (a build of another checkout)', () => {
    const root = workspace();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'api-server/dist/main.js'), later, later);
    assert.equal(buildReason(root), 'its output was written by another run');
  });

  it('does not build for a file touched but unchanged, nor for a screenshot baseline', () => {
    const root = workspace();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'api-client/src/index.ts'), later, later);
    assert.equal(buildReason(root), null);
    write(root, 'design-system/visual-baselines/Button.png', 'another png');
    assert.equal(buildReason(root), null);
  });

  it('sees a change that keeps the size: the write moves the time, and the file is read again', () => {
    const root = workspace();
    const file = join(root, 'api-client/src/index.ts');
    const earlier = new Date('2026-01-01T00:00:00Z');
    utimesSync(file, earlier, earlier);
    writeStamp(root, 'build', buildState(root));
    writeFileSync(file, 'export const a = 2;\n');
    assert.equal(buildReason(root), 'a source file changed since the last run');
  });

  it("in a git checkout, lists git's files: ignored ones are not inputs, untracked ones are", () => {
    const root = workspace();
    const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
    if (git('init', '-q').status !== 0) return; // no git here: the plain folder's walk is tested above
    write(root, '.gitignore', 'node_modules/\ndist/\n*.log\n');
    git('add', '-A');
    write(root, 'api-server/src/untracked.ts', 'export {};\n');
    write(root, 'api-server/debug.log', 'noise');
    const inputs = buildInputs(root);
    assert.ok(inputs.includes('api-server/src/main.ts'));
    assert.ok(inputs.includes('api-server/src/untracked.ts'));
    assert.ok(!inputs.includes('api-server/debug.log'));
    assert.ok(!inputs.some((file) => file.includes('/dist/') || file.includes('visual-baselines')));
    writeStamp(root, 'build', buildState(root));
    write(root, 'api-server/other.log', 'more noise');
    assert.equal(buildReason(root), null, 'an ignored file changes nothing');
  });
});
