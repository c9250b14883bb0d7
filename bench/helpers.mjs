// What the benchmarks share: the built server started two ways (server.mjs forked with its database,
// or api-server's dist/main.js spawned with the environment given), signing in, the server
// process's memory, and the one percentile every report uses.
import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_PASSWORD } from './constants.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.join(here, '..', 'api-server', 'dist', 'main.js');

/** The value at percentile `p` (0 to 100) of `values`, nearest rank; NaN when there are none. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * server.mjs forked on the seeded database (`BENCH_DATABASE_URL`), with `env` and `execArgv`
 * added; `waitFor(type)` resolves with its next message of that type (its address first, `ready`)
 * and rejects if it exits first.
 */
export function forkBenchServer({ env = {}, execArgv = [] } = {}) {
  const child = fork(path.join(here, 'server.mjs'), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv,
  });
  const waitFor = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code) => reject(new Error(`the server exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return waitFor('ready').then(({ url: baseUrl }) => ({ child, baseUrl, waitFor }));
}

/** A seeded user's access token (the bench password), from the server at `baseUrl`. */
export async function signIn(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = await response.json();
  if (!response.ok || !body.data?.token)
    throw new Error(`sign-in of ${email}: ${response.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

/** A process's resident memory now, in MB (/proc/<pid>/status). */
export function rssMbOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * `node dist/main.js` with `env` over a quiet default (127.0.0.1, warnings only, no app folder),
 * resolved (`url`) once it prints its address; keeps the last `keep` characters of its output.
 * `stop()` ends it with SIGTERM, and SIGKILL after 5 s: aborted clients can leave connections the
 * graceful close would wait for.
 */
export function spawnBuiltServer(env, { name = 'the server', keep = 200_000 } = {}) {
  const child = spawn(process.execPath, [serverMain], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_DIR: '/nonexistent-doorline-app',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      printed = (printed + chunk.toString()).slice(-keep);
      const match = /running at (http:\/\/[^\s]+)/.exec(printed);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`${name} exited with ${code}:\n${printed}`)));
  });
  return {
    name,
    child,
    url,
    output: () => printed,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
