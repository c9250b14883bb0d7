// What `npm start` must do before it serves: install only when the dependencies' description changed
// since the last install (or node_modules is missing), build only when a build input changed since the
// last build (or an output is missing). docs/decisions.md "Issue 29: for operators", README "Start".
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The packages `npm run build` builds (every workspace package with a build script, e2e aside). */
export const BUILT_PACKAGES = ['api-client', 'design-system', 'api-server', 'crm-app'];

/** What the build reads outside those packages: the workspace's settings and the shared scripts. */
const BUILD_ROOT_INPUTS = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json'];
const BUILD_ROOT_FOLDERS = ['scripts'];

/** What a build leaves behind; one missing means the build must run whatever the stamp says. */
export const BUILD_OUTPUTS = [
  'api-client/dist/index.js',
  'design-system/dist/index.js',
  'api-server/dist/main.js',
  'crm-app/dist/index.html',
];

/** Folders never walked when there is no git checkout: outputs, dependencies, data. */
const NOT_INPUTS = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'coverage',
  'test-results',
  'data',
  '.git',
]);

export const stampFolder = (root) => join(root, 'node_modules/.cache/doorline');
const stampPath = (root, name) => join(stampFolder(root), `${name}-stamp.json`);

/** The workspace's package.json files and lockfile: what `pnpm install` reads. */
export function installInputs(root) {
  const packages = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'package.json')))
    .map((entry) => `${entry.name}/package.json`);
  return ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', ...packages.sort()];
}

/**
 * The build's input files, relative to the root: git's tracked and untracked-but-not-ignored files
 * of the built packages and the root's inputs in a checkout, else every file under them but outputs.
 */
export function buildInputs(root) {
  const folders = [...BUILT_PACKAGES, ...BUILD_ROOT_FOLDERS];
  const git = spawnSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...folders],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const files =
    git.status === 0 && existsSync(join(root, '.git'))
      ? git.stdout.split('\0').filter(Boolean)
      : folders.flatMap((folder) => walk(root, join(root, folder)));
  // The design system's screenshots are the Storybook tests' baselines, never read by a build.
  const inputs = files.filter((file) => !file.includes('/visual-baselines/'));
  return [...new Set([...BUILD_ROOT_INPUTS, ...inputs])].sort();
}

function walk(root, folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_INPUTS.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return walk(root, path);
    return entry.isFile() ? [relative(root, path).split(sep).join('/')] : [];
  });
}

/**
 * One hash of the files' paths and contents, and each file's own (`files`: path -> [mtime, size,
 * sha-256]). A file whose time and size are those of the previous record keeps its recorded hash,
 * as git's index does: reading the ~1,000 inputs costs 0.3 to 1.5 s on a busy machine, a stat of
 * each a tenth of that; a touched but unchanged file is read again and hashes the same. A missing
 * file counts as missing, so a deleted one changes the hash too.
 * @param {Record<string, [number, number, string]>} [previous]
 */
export function hashFiles(root, files, previous = {}) {
  const hash = createHash('sha256');
  /** @type {Record<string, [number, number, string]>} */
  const record = {};
  for (const file of files) {
    let own = '(missing)';
    try {
      const { mtimeMs, size } = statSync(join(root, file));
      const known = previous[file];
      own =
        known && known[0] === mtimeMs && known[1] === size
          ? known[2]
          : createHash('sha256')
              .update(readFileSync(join(root, file)))
              .digest('hex');
      record[file] = [mtimeMs, size, own];
    } catch {
      // missing: its name and the mark go into the hash
    }
    hash.update(file).update('\0').update(own).update('\0');
  }
  return { hash: hash.digest('hex'), files: record };
}

export function readStamp(root, name) {
  try {
    return JSON.parse(readFileSync(stampPath(root, name), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Records a step's inputs as they were when it started (`state` from installState or buildState),
 * and the outputs as the step left them.
 */
export function writeStamp(root, name, { hash, files }) {
  mkdirSync(stampFolder(root), { recursive: true });
  const outputs = name === 'build' ? outputTimes(root) : undefined;
  writeFileSync(
    stampPath(root, name),
    JSON.stringify({ hash, at: new Date().toISOString(), outputs, files }) + '\n',
  );
}

/**
 * The build outputs' modification times: a build run outside `npm start` (say `pnpm build` on
 * another branch, then a checkout back) leaves outputs the stamp does not describe.
 */
function outputTimes(root) {
  return BUILD_OUTPUTS.map((output) => {
    try {
      return statSync(join(root, output)).mtimeMs;
    } catch {
      return null;
    }
  }).join(',');
}

/**
 * Whether a step must run, and why: the decision itself, from what was found, so that it is tested
 * without a workspace. `null` means it may be skipped.
 * @param {{ stamp: { hash: string, outputs?: string } | null, hash: string, outputsPresent: boolean, outputs?: string }} state
 * @param {string} what the step's inputs, for the reason ("the lockfile or a package.json")
 */
export function mustRun({ stamp, hash, outputsPresent, outputs }, what) {
  if (!outputsPresent) return 'its output is missing';
  if (!stamp) return 'no earlier run recorded';
  if (outputs !== undefined && stamp.outputs !== outputs) return 'its output was written by another run';
  if (stamp.hash !== hash) return `${what} changed since the last run`;
  return null;
}

/** The state of the install step: node_modules with pnpm's own record of it is its output. */
export function installState(root) {
  const stamp = readStamp(root, 'install');
  return {
    stamp,
    ...hashFiles(root, installInputs(root), stamp?.files),
    outputsPresent: existsSync(join(root, 'node_modules/.modules.yaml')),
  };
}

export function buildState(root) {
  const stamp = readStamp(root, 'build');
  return {
    stamp,
    ...hashFiles(root, buildInputs(root), stamp?.files),
    outputsPresent: BUILD_OUTPUTS.every((output) => existsSync(join(root, output))),
    outputs: outputTimes(root),
  };
}
