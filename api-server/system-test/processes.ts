// Real server processes for the system tests: started from the build (`dist/main.js`) with the
// environment a test gives, stopped gracefully or killed with SIGKILL, restarted on the same data.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { scaled } from '../../scripts/test-time.cjs';
import { createPostgresDatabase, onAdmin } from '../test/postgres-database.js';

const execFileAsync = promisify(execFile);

const serverMain = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** How long a server process may take to print its address (a fresh embedded database seeds first). */
const START_SECONDS = scaled(60_000) / 1000;

/** The same secret for every process of a test, as an operator gives every process behind a balancer. */
export const SYSTEM_JWT_SECRET = 'system-test-secret-system-test-secret-0123';

export interface ServerProcess {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** `url + '/api'`, the API client's base URL (test/identity-helpers.ts `signedIn`). */
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed, for a failing test's message. */
  output(): string;
  /** SIGKILL: no shutdown hook runs. Resolves when the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful stop. Resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * The clock this test process runs on, handed to the processes it starts: under `faketime` (its
 * `LD_PRELOAD` and `FAKETIME*` variables) the servers and the CLI run on the same shifted clock as
 * the test and its stand-ins, so the suite can be run a year ahead (issue 38, docs/toolchain.md "A
 * year from now"). Empty otherwise.
 */
const clockEnv: Record<string, string> = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      (entry[0] === 'LD_PRELOAD' || entry[0].startsWith('FAKETIME')) && entry[1] !== undefined,
  ),
);

/** The quiet, fixed base of a server process's environment: no demo data, silent logs, the shared secret, the test's clock. */
const serverBase = (): Record<string, string> => ({
  PATH: process.env.PATH ?? '',
  ...clockEnv,
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  DEMO_DATA: '0',
  APP_DIR: '/nonexistent-doorline-app',
  JWT_SECRET: SYSTEM_JWT_SECRET,
});

/**
 * Starts `node dist/main.js` with the given environment on a free port and resolves once it prints
 * its address. The environment starts from a quiet, fixed base: no demo data unless asked, silent
 * logs, the shared secret, the test's clock.
 */
export async function startServerProcess(
  env: Record<string, string>,
  /** Another Node binary than this process's (system-test/node-versions.test.ts). */
  options: { node?: string } = {},
): Promise<ServerProcess> {
  const child = spawn(options.node ?? process.execPath, [serverMain], {
    env: {
      ...serverBase(),
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
    // Generous: a fresh embedded database migrates (and seeds the demo) before it listens, and the
    // system tests run beside other suites on a busy machine. A process that never starts is killed.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${START_SECONDS} s:\n${printed}`));
    }, START_SECONDS * 1000);
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
    baseUrl: `${url}/api`,
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

/**
 * Runs the server from the build (`node dist/main.js`) with the environment a test gives, on top of
 * the same quiet base as `startServerProcess`, until it exits: for a start that must fail (issue 39).
 * A process still running after `seconds` is killed and the promise rejects with what it printed.
 */
export function runServerToExit(env: Record<string, string>, seconds = START_SECONDS): Promise<CliRun> {
  return runToExit([serverMain], { ...serverBase(), ...env }, seconds);
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
  return createPostgresDatabase(postgresUrl, prefix);
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
  return runToExit([adminCli, ...args], {
    PATH: process.env.PATH ?? '',
    ...clockEnv,
    JWT_SECRET: SYSTEM_JWT_SECRET,
    ...env,
  });
}

/**
 * Runs `node <args>` with exactly `env` and resolves with its exit code and what it printed. One still
 * running after `seconds` (when given) is killed and the promise rejects with what it printed.
 */
function runToExit(args: string[], env: Record<string, string>, seconds?: number): Promise<CliRun> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer =
      seconds === undefined
        ? undefined
        : setTimeout(() => {
            child.kill('SIGKILL');
            reject(new Error(`the server still ran after ${seconds} s:\n${stdout}${stderr}`));
          }, seconds * 1000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust). */
  url: string;
  port: number;
  /** `pg_ctl start`; resolves once it accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop -m immediate`: every backend ends at once, as in a crash; recovery runs at start. */
  stopImmediately(): Promise<void>;
  /** A new database on this cluster; its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the cluster (if running) and removes its folder. */
  remove(): Promise<void>;
}

/** PG_BIN_DIR, or Debian's PostgreSQL programs (15 when there, else the newest installed). */
const postgresBinDir = process.env.PG_BIN_DIR || debianPostgresBinDir();

function debianPostgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const version = versions.includes('15') ? '15' : (versions[0] ?? '15');
  return path.join(root, version, 'bin');
}

/** Why `startPrivatePostgres` cannot run here (its programs are missing), or null when it can. */
export const privatePostgresMissing: string | null = existsSync(path.join(postgresBinDir, 'initdb'))
  ? null
  : `PostgreSQL's server programs are not in ${postgresBinDir} (apt-get install postgresql-15, or set PG_BIN_DIR)`;

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on `port`, that the test may stop
 * and start (the machine's shared server is never touched). initdb and pg_ctl refuse to run as root,
 * so as root they run as the `postgres` user (runuser).
 */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  if (privatePostgresMissing) throw new Error(privatePostgresMissing);
  const dir = await mkdtemp(path.join(tmpdir(), 'doorline-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = await userIds('postgres');
    await chown(dir, uid, gid);
  }
  const run = async (program: string, args: string[]) => {
    const file = path.join(postgresBinDir, program);
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', file, ...args]]
      : [file, args];
    try {
      await execFileAsync(command, commandArgs, { timeout: scaled(20_000) });
    } catch (error) {
      const e = error as { stderr?: string; stdout?: string };
      throw new Error(`${program} failed: ${e.stderr ?? ''}${e.stdout ?? ''}`, { cause: error });
    }
  };
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await run('pg_ctl', [
        'start',
        '-w',
        '-t',
        '60',
        '-D',
        data,
        '-l',
        path.join(dir, 'log'),
        '-o',
        options,
      ]);
      running = true;
    },
    async stopImmediately() {
      await run('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', data]);
      running = false;
    },
    async createDatabase(name: string) {
      await onAdmin(cluster.url, `CREATE DATABASE ${name}`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async remove() {
      if (running) await cluster.stopImmediately().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}

async function userIds(name: string): Promise<{ uid: number; gid: number }> {
  const { stdout } = await execFileAsync('id', ['-u', name]);
  const { stdout: group } = await execFileAsync('id', ['-g', name]);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}
