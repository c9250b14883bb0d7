#!/usr/bin/env node
// The published packages as another product gets them (issue 29; docs/decisions.md "Issue 29:
// releases and the local registry"). After the build:
//   1. a local registry (Verdaccio) with an uplink to the machine's npm registry, so that third-party
//      packages resolve through it while `@doorline/*` exist only locally;
//   2. a user and its token; both packages published as built, through the release's own path
//      (`changeset publish`, scripts/release.mjs, without its git tags);
//   3. a fresh app (scripts/consumer-app/, copied to a temporary folder) installed with npm from that
//      registry, checked (every `exports` target is in the tarball; every package the built code
//      imports is a declared dependency or peer), typechecked with a strict tsconfig and built by Vite;
//   4. the built page in Chromium: a Button drawn in the theme's accent, a `Link` inside the app's
//      `RouterProvider` navigating without a page load.
// Ports: REGISTRY_TEST_PORT (Verdaccio, 4873 by default) and REGISTRY_TEST_APP_PORT (the built app,
// 4411). Verdaccio's storage and npm's cache are kept in node_modules/.cache/registry-test/ between
// runs, without our packages, so a second run downloads nothing (docs/toolchain.md "The local
// registry (Verdaccio)").
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publish } from './release.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { scaled } = require('./test-time.cjs');
const { chromiumLaunchOptions } = require('./chromium.cjs');

const PUBLISHED = ['design-system', 'api-client'];
const port = Number(process.env.REGISTRY_TEST_PORT ?? 4873);
const appPort = Number(process.env.REGISTRY_TEST_APP_PORT ?? 4411);
const registry = `http://127.0.0.1:${port}/`;
const cache = join(root, 'node_modules/.cache/registry-test');
/**
 * The temporary folder: in memory (/dev/shm) when it has room, since the app's node_modules are
 * some 30,000 files that a busy disk took 50 s to delete (docs/toolchain.md "The local registry").
 */
function workRoot() {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize > 2 ** 30) return '/dev/shm';
  } catch {
    // no /dev/shm here
  }
  return tmpdir();
}
const work = mkdtempSync(join(workRoot(), 'doorline-registry-'));
const started = Date.now();
const phases = [];
const children = [];

/** Runs one phase and notes its time. */
async function phase(name, fn) {
  const t0 = Date.now();
  const result = await fn();
  phases.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return result;
}

function fail(message) {
  throw new Error(message);
}

/** The npm registry this machine installs from: Verdaccio's uplink. */
function upstreamRegistry() {
  const configured =
    process.env.REGISTRY_TEST_UPLINK ??
    execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8', cwd: tmpdir() }).trim();
  return configured.endsWith('/') ? configured : `${configured}/`;
}

/** The environment of every npm and pnpm command here: the local registry, its token, our cache. */
function npmEnv(userconfig) {
  const env = { ...process.env };
  // `npm test` runs us with npm's own settings of the workspace in the environment.
  for (const key of Object.keys(env)) if (/^npm_config_/i.test(key)) delete env[key];
  return {
    ...env,
    npm_config_registry: registry,
    npm_config_userconfig: userconfig,
    npm_config_cache: join(cache, 'npm'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_loglevel: 'error',
  };
}

function run(cmd, args, options) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString();
      if (code === 0) resolve(output);
      else reject(new Error(`${cmd} ${args.join(' ')} failed (exit ${code}):\n${output}`));
    });
  });
}

async function waitFor(url, quietMs) {
  const deadline = Date.now() + scaled(quietMs);
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) fail(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startRegistry() {
  const storage = join(cache, 'storage');
  // Only the third-party packages are kept between runs: ours are published anew each time.
  rmSync(join(storage, '@doorline'), { recursive: true, force: true });
  mkdirSync(storage, { recursive: true });
  const config = join(work, 'verdaccio.yaml');
  writeFileSync(
    config,
    [
      `storage: ${JSON.stringify(storage)}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(join(work, 'htpasswd'))}`,
      '    max_users: 10',
      'uplinks:',
      '  upstream:',
      `    url: ${JSON.stringify(upstreamRegistry())}`,
      // A package's metadata fetched once a day is enough for a test; the tarballs stay in storage.
      '    maxage: 1d',
      '    timeout: 60s',
      'packages:',
      // Ours never come from the uplink: a package of the same name there cannot stand in for it.
      "  '@doorline/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      '    proxy: upstream',
      // The design system's tarball with its source maps is a few MB; Verdaccio's default is 10 MB.
      'max_body_size: 100mb',
      'web:',
      '  enable: false',
      'middlewares:',
      '  audit:',
      '    enabled: false',
      'log: { type: stdout, format: pretty, level: warn }',
    ].join('\n'),
  );
  const verdaccio = spawn(
    process.execPath,
    [require.resolve('verdaccio/bin/verdaccio'), '--config', config, '--listen', `127.0.0.1:${port}`],
    { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log = [];
  verdaccio.stdout.on('data', (chunk) => log.push(chunk));
  verdaccio.stderr.on('data', (chunk) => log.push(chunk));
  children.push(verdaccio);
  await waitFor(`${registry}-/ping`, 10_000).catch((error) => {
    throw new Error(`${error.message}\n${Buffer.concat(log).toString()}`);
  });
  return () => Buffer.concat(log).toString();
}

/** A registry user (npm's `adduser` call) and an .npmrc with its token. */
async function createUser() {
  const name = 'registry-test';
  const answer = await fetch(`${registry}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: `pw-${process.pid}-${Date.now()}`, email: 'test@doorline.test' }),
  });
  const { token } = await answer.json();
  if (!answer.ok || !token) fail(`Verdaccio refused the user: ${answer.status}`);
  const userconfig = join(work, '.npmrc');
  writeFileSync(userconfig, `registry=${registry}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
  return userconfig;
}

const manifestOf = (folder) => JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));

async function publishBoth(env) {
  const code = await publish(['--no-git-tag'], env);
  if (code !== 0) fail(`changeset publish failed (exit ${code})`);
  for (const folder of PUBLISHED) {
    const { name, version } = manifestOf(join(root, folder));
    const answer = await fetch(`${registry}${name.replace('/', '%2f')}`);
    const versions = answer.ok ? Object.keys((await answer.json()).versions ?? {}) : [];
    if (!versions.includes(version))
      fail(`${name}@${version} is not on the local registry after the publish`);
  }
}

/** The consumer app in a temporary folder, asking for the workspace's versions of our packages. */
function prepareApp() {
  const app = join(work, 'app');
  cpSync(join(root, 'scripts/consumer-app'), app, { recursive: true });
  const manifest = manifestOf(app);
  for (const folder of PUBLISHED) {
    const { name, version } = manifestOf(join(root, folder));
    manifest.dependencies[name] = version;
  }
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return app;
}

/**
 * npm's cache (kept between runs, `--prefer-offline`: the third-party packages come from it without
 * a request) forgets our packages: their versions are published anew each run with other bytes.
 */
async function forgetOurPackages(env) {
  const keys = (await run('npm', ['cache', 'ls'], { cwd: work, env }))
    .split('\n')
    .map((line) => line.trim())
    .filter((key) => /@doorline/i.test(key));
  if (keys.length) await run('npm', ['cache', 'clean', ...keys], { cwd: work, env });
}

/** The installed packages are the ones just built, not an older copy from a cache. */
function checkAsBuilt(app) {
  for (const folder of PUBLISHED) {
    const { name } = manifestOf(join(root, folder));
    const built = readFileSync(join(root, folder, 'dist/index.js'));
    const installed = join(app, 'node_modules', name, 'dist/index.js');
    if (!existsSync(installed) || !readFileSync(installed).equals(built))
      fail(`${name}'s installed dist/index.js is not the one just built`);
  }
}

/** Every file the installed packages' `exports` name is in the tarball. */
function checkExports(app) {
  for (const folder of PUBLISHED) {
    const { name } = manifestOf(join(root, folder));
    const installed = join(app, 'node_modules', name);
    const targets = [];
    const collect = (value) => {
      if (typeof value === 'string') targets.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(manifestOf(installed).exports);
    if (targets.length === 0) fail(`${name} has no exports`);
    const missing = targets.filter((target) => !existsSync(join(installed, target)));
    if (missing.length) fail(`${name}'s exports name files its tarball lacks: ${missing.join(', ')}`);
  }
}

/**
 * Every package the installed packages' JavaScript imports is declared (a dependency or a peer):
 * one that is not would resolve here only because the app happens to install it.
 */
function checkImports(app) {
  const builtins = new Set(require('node:module').builtinModules);
  for (const folder of PUBLISHED) {
    const { name } = manifestOf(join(root, folder));
    const installed = join(app, 'node_modules', name);
    const manifest = manifestOf(installed);
    const declared = new Set([
      name,
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    const undeclared = new Map();
    const walk = (dir) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.[cm]?js$/.test(entry.name)) {
          const code = readFileSync(path, 'utf8');
          const specifiers = code.matchAll(
            // A bare specifier: a package name and a path, no spaces (a text that says "from '…'" has some).
            /(?:\bfrom\s*|\bimport\s*\(?\s*)["']((?:@[\w.-]+\/)?\w[\w.-]*(?:\/[\w./-]*)?)["']|\brequire\(\s*["']((?:@[\w.-]+\/)?\w[\w.-]*(?:\/[\w./-]*)?)["']\s*\)/g,
          );
          for (const match of specifiers) {
            const specifier = match[1] ?? match[2] ?? '';
            const parts = specifier.split('/');
            const pkg = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
            if (!declared.has(pkg) && !builtins.has(pkg) && !pkg.startsWith('node:'))
              undeclared.set(pkg, relative(installed, path));
          }
        }
      }
    };
    walk(join(installed, 'dist'));
    if (undeclared.size)
      fail(
        `${name} imports packages it does not declare as dependencies or peers: ${[...undeclared]
          .map(([pkg, file]) => `${pkg} (${file})`)
          .join(', ')}`,
      );
  }
}

/** The built app on a port of its own: its files, and index.html for every other path (the app's routes). */
function serveApp(dist) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = join(dist, path);
    const found =
      file.startsWith(dist) && existsSync(file) && extname(file) ? file : join(dist, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(found)] ?? 'application/octet-stream' });
    response.end(readFileSync(found));
  });
  return new Promise((resolve) => server.listen(appPort, '127.0.0.1', () => resolve(server)));
}

/**
 * The brand's accent the consumer app gives its ThemeProvider (`brand={{ accent: '#0b6e4f' }}` in
 * `consumer-app/src/App.tsx`), as the browser gives it back: the Button must be drawn in it, which
 * proves the theming API reaches the components of an installed package (issue 29).
 */
const BRAND_ACCENT = 'rgb(11, 110, 79)';

async function checkInBrowser(url) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch(chromiumLaunchOptions({ shell: true }));
  const wait = scaled(3_000);
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    const button = page.getByRole('button', { name: 'Save' });
    await button.waitFor({ timeout: wait });
    const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    const accent = await page
      .getByTestId('accent')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    if (accent === 'rgba(0, 0, 0, 0)') fail("the theme's accent does not resolve: no theme on the page");
    if (background !== accent)
      fail(`the Button's background is ${background}, not the theme's accent ${accent}`);
    if (BRAND_ACCENT && background !== BRAND_ACCENT)
      fail(`the Button's background is ${background}, not the brand's ${BRAND_ACCENT}`);
    await button.click();
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: wait });
    await page
      .getByRole('grid', { name: 'Doors' })
      .or(page.getByRole('table', { name: 'Doors' }))
      .waitFor({
        timeout: wait,
      });
    await page.getByText('Oak', { exact: true }).waitFor({ timeout: wait });

    // A client-side navigation keeps the page's JavaScript state; a page load would lose it.
    await page.evaluate(() => {
      window.sessionMarker = 'still here';
    });
    await page.getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { name: 'About' }).waitFor({ timeout: wait });
    if (new URL(page.url()).pathname !== '/about') fail(`the Link led to ${page.url()}, not /about`);
    if ((await page.evaluate(() => window.sessionMarker)) !== 'still here')
      fail('the Link loaded a new page: the RouterProvider did not reach it');
    if (errors.length) fail(`the page threw: ${errors.join('; ')}`);
    return { background };
  } finally {
    await browser.close();
  }
}

async function main() {
  const registryLog = await phase('registry', startRegistry);
  const userconfig = await createUser();
  const env = npmEnv(userconfig);
  try {
    await phase('publish', () => publishBoth(env));
  } catch (error) {
    throw new Error(`${error.message}\n${registryLog()}`);
  }
  const app = prepareApp();
  await phase('install', async () => {
    await forgetOurPackages(env);
    await run('npm', ['install', '--no-package-lock', '--prefer-offline'], { cwd: app, env });
  });
  checkAsBuilt(app);
  checkExports(app);
  checkImports(app);
  const bin = (tool) => join(app, 'node_modules/.bin', tool);
  await phase('typecheck', () => run(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: app, env }));
  await phase('build', () => run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: app, env }));
  const server = await serveApp(join(app, 'dist'));
  try {
    const { background } = await phase('browser', () => checkInBrowser(`http://127.0.0.1:${appPort}/`));
    console.log(`The Button's background: ${background} (the theme's accent).`);
  } finally {
    server.close();
  }
}

/** Stops a child process: SIGTERM, and SIGKILL when it has not gone a few seconds later. */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), scaled(2_000));
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill();
  });
}

try {
  await main();
  console.log(
    `Published ${PUBLISHED.map((folder) => manifestOf(join(root, folder)).name).join(' and ')} to a local ` +
      `registry and built a fresh app from them in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${phases.join(', ')}).`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(
    `registry test FAILED after ${((Date.now() - started) / 1000).toFixed(1)} s (${phases.join(', ')})`,
  );
  process.exitCode = 1;
} finally {
  const stopping = Date.now();
  await Promise.all(children.map(stop));
  const removing = Date.now();
  rmSync(work, { recursive: true, force: true });
  const seconds = (from, to) => ((to - from) / 1000).toFixed(1);
  console.log(
    `(Verdaccio stopped in ${seconds(stopping, removing)} s, ${work} removed in ${seconds(removing, Date.now())} s)`,
  );
}
