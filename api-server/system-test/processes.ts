// Real server processes for the system tests: started from the build (`dist/main.js`) with the
// environment a test gives, stopped gracefully or killed with SIGKILL, restarted on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverMain = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** The same secret for every process of a test, as an operator gives every process behind a balancer. */
export const SYSTEM_JWT_SECRET = 'system-test-secret-system-test-secret-0123';

export interface ServerProcess {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for a failing test's message. */
  output(): string;
  /** SIGKILL: no shutdown hook runs. Resolves when the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful stop. Resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `node dist/main.js` with the given environment on a free port and resolves once it prints
 * its address. The environment starts from a quiet, fixed base: no demo data unless asked, silent
 * logs, the shared secret.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [serverMain], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DEMO_DATA: '0',
      APP_DIR: '/nonexistent-doorline-app',
      JWT_SECRET: SYSTEM_JWT_SECRET,
      // The tests sign in from one address far more often than a person does; the per-address
      // limit has tests of its own (test/abuse.test.ts).
      AUTH_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${printed}`)), 60_000);
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      const match = /running at (http:\/\/[^\s]+)/.exec(printed);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it started:\n${printed}`));
    });
  });
  return {
    url,
    child,
    output: () => printed,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A data folder of the test's own (embedded database, secret, uploads), removed by `remove`. */
export async function dataFolder(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'doorline-system-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The PostgreSQL the system tests may use, or null when `TEST_DATABASE_URL` is unset. */
export const postgresUrl = process.env.TEST_DATABASE_URL || null;

/** A new empty PostgreSQL database on `TEST_DATABASE_URL`'s server, dropped by `drop`. */
export async function postgresDatabase(
  prefix = 'doorline_sys',
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: postgresUrl! });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

const adminCli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the admin CLI from the build (`node dist/cli.js <args>`, as `doorline-admin` does) with the
 * given environment on top of the same quiet base as `startServerProcess`, and resolves when it exits.
 */
export function runAdminCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  const child = spawn(process.execPath, [adminCli, ...args], {
    env: { PATH: process.env.PATH ?? '', JWT_SECRET: SYSTEM_JWT_SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
