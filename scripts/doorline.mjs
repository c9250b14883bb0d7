#!/usr/bin/env node
// The README's two commands: `npm start` and `npm test`. Needs only Node and npm: pnpm is
// fetched through npx when it is not installed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from './pnpm.mjs';
import { buildState, installState, mustRun, writeStamp } from './start-plan.mjs';
import { writeVisualReport } from './visual-report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { FAILED_PREFIX, SLOWEST_PREFIX } = require('./reporters/slowest.cjs');
const { timeScale } = require('./test-time.cjs');
const command = process.argv[2];

const pnpm = pnpmCommand();

/**
 * The CPU seconds (user and system) of this process's children that have ended and been waited for,
 * with their own waited-for descendants (Linux's `/proc/self/stat`, at 100 ticks a second); null
 * elsewhere. A suite's CPU is what this grows by when its command ends: unlike its wall time, it
 * hardly changes with what runs beside it, so it says which suite to make cheaper
 * (docs/toolchain.md "The test suite's time"). Not counted: a process nobody of ours waits for,
 * such as Chromium's page (renderer) processes, which outlive the browser process that started
 * them (a page spinning 4 s added 2 s), and PostgreSQL's server, which is not ours.
 */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of proc(5), cutime and cstime, counted from the state (field 3).
    return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / 100;
  } catch {
    return null;
  }
}

/** The children's CPU when the last child ended: each ending child is charged what it added. */
let cpuSeen = childrenCpuSeconds();
/** What the child that just ended (and was waited for) cost in CPU seconds, or undefined. */
function cpuOfEndedChild() {
  const now = childrenCpuSeconds();
  if (now === null || cpuSeen === null) return undefined;
  const spent = now - cpuSeen;
  cpuSeen = now;
  return spent;
}

/** Runs a command to completion, streaming its output; resolves with its exit code. */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => {
      lastRunCpu = cpuOfEndedChild();
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/** The CPU seconds of the command `run` ran last (undefined off Linux). */
let lastRunCpu;

const runPnpm = (args, env) => run(pnpm[0], [...pnpm.slice(1), ...args], env);

/**
 * Like `run`, for a command that runs beside others: its output is kept and handed back in one
 * piece with the exit code, so that the outputs of side-by-side steps do not interleave.
 */
function runQuietly(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    let settled = false;
    /** @type {number | undefined} */
    let cpu;
    const finish = (code) => {
      if (settled) return;
      settled = true;
      resolve({ code, output: Buffer.concat(chunks).toString(), cpu });
    };
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('exit', () => (cpu = cpuOfEndedChild()));
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
  });
}

/** Installs, and records what it installed from (scripts/start-plan.mjs), so `npm start` can skip it. */
async function install(state = installState(root)) {
  const frozen = process.env.CI || existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  const code = await runPnpm(['install', '--prefer-offline', ...frozen]);
  if (code !== 0) process.exit(code);
  writeStamp(root, 'install', state);
}

function chromePath() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/**
 * `npm start`: installs only when the lockfile or a package.json changed since the last install, builds
 * only when a build input changed since the last build, each when its output is missing too
 * (scripts/start-plan.mjs; docs/decisions.md "Issue 29: for operators"). A fresh checkout does both.
 */
async function start() {
  const installing = installState(root);
  const installReason = mustRun(installing, 'the lockfile or a package.json');
  if (installReason) {
    console.log(`npm start: installing (${installReason})`);
    await install(installing);
  } else console.log('npm start: dependencies up to date, install skipped');
  const building = buildState(root);
  const buildReason = mustRun(building, 'a source file');
  if (buildReason) {
    console.log(`npm start: building (${buildReason})`);
    const built = await runPnpm(['run', 'build']);
    if (built !== 0) process.exit(built);
    writeStamp(root, 'build', building);
  } else {
    console.log('npm start: build up to date, build skipped');
    // The same sources under another commit: /api/version names the commit being run.
    await run(process.execPath, [join(root, 'api-server/scripts/build-info.mjs')]);
  }
  const server = spawn(process.execPath, [join(root, 'api-server/dist/main.js')], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

const STORYBOOK_SUITE = 'Storybook: every story with play functions, axe and screenshots';
const E2E_SUITE = 'end-to-end journeys in Chromium';

async function test() {
  const started = Date.now();
  await install();
  /** @type {{ name: string, ok: boolean, seconds: string, cpu?: number, timedOut?: number, slowest?: string, failures?: string[] }[]} */
  const results = [];
  const step = async (name, fn) => {
    const t0 = Date.now();
    console.log(`\n━━ ${name} ━━`);
    const code = await fn();
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    results.push({ name, ok: code === 0, seconds, cpu: lastRunCpu });
    console.log(`━━ ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s ━━`);
    return code === 0;
  };

  /** Steps that run side by side; each one's output is printed, whole, when it ends. */
  const together = (steps) =>
    Promise.all(
      steps.map(async ([name, args, env]) => {
        const t0 = Date.now();
        const { code, output, cpu } = await runQuietly(pnpm[0], [...pnpm.slice(1), ...args], env);
        const seconds = ((Date.now() - t0) / 1000).toFixed(1);
        results.push({ name, ok: code === 0, seconds, cpu, ...timeReport(output) });
        console.log(`\n━━ ${name} ━━\n${output.trimEnd()}`);
        console.log(`━━ ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s ━━`);
        return code === 0;
      }),
    );

  // ESLint and Prettier each keep one core busy, the typecheck one to two (its packages in
  // dependency order): side by side they share the two cores instead of taking turns.
  await together([
    ['lint (eslint)', ['exec', 'eslint', '.']],
    ['format (prettier)', ['exec', 'prettier', '--check', '.']],
    ['typecheck', ['run', 'typecheck']],
    // A few seconds: `npm start`'s install and build decisions (scripts/start-plan.test.mjs).
    ['scripts (node:test)', ['run', 'test:scripts']],
  ]);
  const building = buildState(root);
  const built = await step('build', () => runPnpm(['run', 'build']));
  // The build `npm test` made is the one `npm start` would make: recorded, so it is not made again.
  if (built) writeStamp(root, 'build', building);
  // The test suites after the build run side by side in two groups: the unit tests and the server's
  // tests on PGlite keep the cores busy, while the server's tests on PostgreSQL mostly wait on the
  // database, which would waste the cores one after another. The system tests and the local-registry
  // install come second: beside all the others (ten busy processes on two cores) the SIGKILL and
  // backup tests on the embedded database took 7.6 times their time alone (225 s against 29.5 s,
  // over their limits), while the whole phase is bound by the cores either way (issue 39,
  // docs/toolchain.md "Tests on 2 busy cores").
  const pg = process.env.TEST_DATABASE_URL;
  if (!pg)
    console.log(
      '\n(server tests on PostgreSQL skipped: set TEST_DATABASE_URL=postgres://... to run them too)',
    );
  await together(
    /** @type {[string, string[], Record<string, string>?][]} */ ([
      ['unit tests (design system, API client, app)', ['run', 'test:unit']],
      ['server tests on PGlite', ['run', 'test:server'], { TEST_DATABASE_URL: '' }],
      ...(pg ? [['server tests on PostgreSQL', ['run', 'test:server'], { TEST_DATABASE_URL: pg }]] : []),
      ...(built
        ? [
            [
              'packages (design system, API client): publint and types of the tarballs, size of one Button',
              ['run', 'check:package'],
            ],
            ['login page JavaScript budget', ['run', 'size']],
          ]
        : []),
    ]),
  );
  if (built)
    await together(
      /** @type {[string, string[], Record<string, string>?][]} */ ([
        // Real server processes from the build: killed, restarted, behind a load balancer (issue 13).
        [
          'system tests (server processes from the build)',
          ['--filter', '@doorline/api-server', 'run', 'test:system'],
        ],
        // Both packages published to a local registry and built into a fresh app (issue 29).
        [
          'packages: published to a local registry, installed and built by a fresh app',
          ['run', 'test:registry'],
        ],
      ]),
    );

  const chrome = chromePath();
  if (!chrome) {
    console.error(
      '\nNo Chromium found for the browser suites (Storybook test-runner, Playwright).\n' +
        'Install one (Debian/Ubuntu: sudo apt-get install -y chromium fonts-liberation) or set CHROME_PATH.',
    );
    results.push({ name: 'browser suites (no Chromium)', ok: false, seconds: '0.0' });
  } else if (built) {
    // The two browser suites side by side: each alone leaves a core idle for part of its run (the
    // browser waits on the app's server, the test-runner on the browser); together they took 356 s
    // where one after the other took 397 (docs/toolchain.md "The test suite's time").
    const env = { CHROME_PATH: chrome };
    /** @type {[string, string[], Record<string, string>][]} */
    const suites = [
      [STORYBOOK_SUITE, ['run', 'test:storybook'], env],
      [E2E_SUITE, ['run', 'test:e2e'], { ...env, E2E_TRACE: 'off' }],
    ];
    if ((process.env.TEST_BROWSER_SUITES ?? 'together') === 'apart')
      for (const suite of suites) await together([suite]);
    else await together(suites);
  }

  const total = ((Date.now() - started) / 1000).toFixed(1);
  /** The suites whose CPU leaves out the browser's page processes (see `childrenCpuSeconds`). */
  const browserSuites = new Set([STORYBOOK_SUITE, E2E_SUITE]);
  console.log('\nSuites:');
  for (const r of results) {
    const timedOut = r.timedOut ? `; ${r.timedOut} over a time limit` : '';
    const pages = browserSuites.has(r.name) ? ' without the pages in Chromium' : '';
    const cpu = r.cpu === undefined ? '' : `, CPU ${r.cpu.toFixed(0)} s${pages}`;
    console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds} s${cpu}${timedOut})`);
    if (r.slowest) console.log(`          ${r.slowest}`);
    // The failed tests by name: a long run's output is kept only from its end.
    const shown = (r.failures ?? []).slice(0, 8);
    for (const line of shown) console.log(`          ${line}`);
    if ((r.failures?.length ?? 0) > shown.length)
      console.log(`          and ${(r.failures?.length ?? 0) - shown.length} more failed tests`);
  }
  const failed = results.filter((r) => !r.ok);
  const overLimit = failed.filter((r) => r.timedOut);
  const cpuTotal = childrenCpuSeconds();
  const cpuNote =
    cpuTotal === null
      ? ''
      : `, CPU ${cpuTotal.toFixed(0)} s on ${availableParallelism()} cores (not counting Chromium's pages or PostgreSQL)`;
  console.log(
    `Total ${total} s${cpuNote} (time limits: TEST_TIME_SCALE=${timeScale}, scripts/test-time.cjs)`,
  );
  if (overLimit.length)
    console.log(
      `${overLimit.length} of the failed suites ran over a time limit: a machine slower than ${timeScale}x a quiet one, ` +
        'or a wait for something that never came. The lines above name each test.',
    );
  const timedOutNote = overLimit.length ? ` (${overLimit.length} by a time limit)` : '';
  console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed${timedOutNote}`);
  process.exit(failed.length === 0 ? 0 : 1);
}

/**
 * What a suite's output says about time and failures: how many of its tests or hooks ran over a
 * time limit (each runner's own words), its slowest test against its limit, and its failed tests
 * (scripts/reporters/slowest.cjs).
 */
function timeReport(output) {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const limitHits = [
    /Test timeout of \d+ms exceeded/g, // Playwright
    /(?:Test|Hook) timed out in \d+ms/g, // Vitest
    /Exceeded timeout of \d+ ms/g, // Jest (Storybook's test-runner)
  ].reduce((sum, pattern) => sum + (plain.match(pattern)?.length ?? 0), 0);
  // One line per runner (the unit tests run three, their lines prefixed by pnpm): the one that
  // used the largest share of its limit.
  const share = (line) => Number(/\((\d+) %\)/.exec(line)?.[1] ?? -1);
  const slowest = plain
    .split('\n')
    .filter((line) => line.includes(SLOWEST_PREFIX))
    .map((line) => line.slice(line.indexOf(SLOWEST_PREFIX)))
    .sort((a, b) => share(b) - share(a))[0];
  const failures = plain
    .split('\n')
    .filter((line) => line.includes(FAILED_PREFIX))
    .map((line) => line.slice(line.indexOf(FAILED_PREFIX)));
  return {
    ...(limitHits ? { timedOut: limitHits } : {}),
    ...(slowest ? { slowest } : {}),
    ...(failures.length ? { failures } : {}),
  };
}

/** Where the Storybook step leaves the screenshots that differ, and the report made of them. */
const visualResults = {
  baselines: join(root, 'design-system/visual-baselines'),
  received: join(root, 'test-results/visual-received'),
  diffs: join(root, 'test-results/visual-diffs'),
  out: join(root, 'test-results/visual-report'),
};

async function storybookTest() {
  // A report shows this run's changes only (design-system/REVIEWING.md).
  for (const dir of [visualResults.received, visualResults.diffs, visualResults.out])
    rmSync(dir, { recursive: true, force: true });
  const built = await runPnpm(['run', 'build-storybook']);
  if (built !== 0) return process.exit(built);
  const port = process.env.STORYBOOK_PORT ?? '6106';
  const server = spawn(
    process.execPath,
    [
      join(root, 'node_modules/http-server/bin/http-server'),
      'storybook-static',
      '-p',
      port,
      '-a',
      '127.0.0.1',
      '-s',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  let code = 1;
  try {
    await waitFor(`http://127.0.0.1:${port}/index.json`);
    // One pass: `.storybook/test-runner.ts` checks each story in the light theme, then remounts it
    // in the dark one (play function, axe and screenshot in each); `.storybook/docs-pages.test.ts`,
    // in the same run, checks every docs page (rendered, axe, screenshot).
    code = await runPnpm(['exec', 'test-storybook', '--url', `http://127.0.0.1:${port}`, '--maxWorkers=2']);
  } finally {
    server.kill();
  }
  const changed = writeVisualReport(visualResults);
  if (changed > 0) {
    console.log(
      `\n${changed} screenshot(s) differ from their baselines: open ${join(visualResults.out, 'index.html')}` +
        ' (before, after, difference; design-system/REVIEWING.md).',
    );
  }
  process.exit(code);
}

async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * `npm run test:slow-day`: the whole suite as a slow day runs it (issue 23), with busy processes
 * beside it (SLOW_DAY_PROCESSES, default 2), each spinning a core for at most SLOW_DAY_MINUTES
 * (default 45) and stopped when the suite ends. The suite must pass so, with its usual limits.
 */
async function slowDay() {
  const minutes = Number(process.env.SLOW_DAY_MINUTES) || 45;
  const count = Number(process.env.SLOW_DAY_PROCESSES) || 2;
  const spin = `const end = Date.now() + ${minutes * 60_000}; let n = 0; while (Date.now() < end) n++;`;
  const busy = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }),
  );
  console.log(`A slow day: ${busy.length} busy processes beside the suite, for at most ${minutes} min.`);
  process.on('exit', () => busy.forEach((child) => child.kill('SIGKILL')));
  await test();
}

const commands = { start, test, 'slow-day': slowDay, 'storybook-test': storybookTest };
if (!commands[command]) {
  console.error(`usage: node scripts/doorline.mjs <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}
await commands[command]();
