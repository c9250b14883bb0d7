// A clear start (issue 39; docs/decisions.md "Issue 39: a clear start"): a setting that cannot work
// stops the built server before any work (no migration, no seed) with one line that names the
// setting and what is wrong, and exit code 1; demo mode listens on this machine only and says so.
import { existsSync } from 'node:fs';
import net from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scaled } from '../../scripts/test-time.cjs';
import { dataFolder, postgresUrl, runServerToExit, startServerProcess, type CliRun } from './processes.js';

const folder = await dataFolder();
afterAll(() => folder.remove());

/** A data folder under the test's own that no process has used. */
let folders = 0;
const freshDataDir = () => path.join(folder.dir, `start-${++folders}`);

/** What a start that must fail quickly may take: no migration, no seed, no retry. */
const REFUSAL_SECONDS = scaled(5_000) / 1000;

/** The lines a refused start printed, after checking that it printed nothing else and exited 1. */
function refusal(run: CliRun): string[] {
  expect(run.code, run.stdout + run.stderr).toBe(1);
  expect(run.stdout).toBe('');
  const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
  for (const line of lines) expect(line).not.toMatch(/^\s+at |ENOTFOUND|Error:/);
  return lines;
}

/** The one line a refused start printed. */
function oneLine(run: CliRun): string {
  const lines = refusal(run);
  expect(lines, run.stderr).toHaveLength(1);
  return lines[0]!;
}

/** Nothing was created in the data folder: the embedded database was never opened. */
function untouched(dataDir: string) {
  expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
}

describe('a start that cannot work stops at once, naming the setting', () => {
  it('DATABASE_URL that is not a PostgreSQL URL', async () => {
    const line = oneLine(await runServerToExit({ DATABASE_URL: 'garbage' }, REFUSAL_SECONDS));
    expect(line).toBe(
      'Configuration error: DATABASE_URL must be a PostgreSQL URL, postgres://user:password@host:5432/database, got "garbage"',
    );
  });

  it('DATABASE_URL whose PostgreSQL cannot be reached', async () => {
    const line = oneLine(
      await runServerToExit({ DATABASE_URL: 'postgres://127.0.0.1:1/x' }, REFUSAL_SECONDS),
    );
    expect(line).toBe(
      'Configuration error: DATABASE_URL: cannot connect to PostgreSQL at 127.0.0.1:1: the connection was refused (is PostgreSQL running there?)',
    );
  });

  it.runIf(postgresUrl)('DATABASE_URL naming a database PostgreSQL does not have', async () => {
    const url = new URL(postgresUrl!);
    url.pathname = '/doorline_no_such_database';
    const line = oneLine(await runServerToExit({ DATABASE_URL: url.href }, REFUSAL_SECONDS));
    expect(line).toBe(
      `Configuration error: DATABASE_URL: cannot connect to PostgreSQL at ${url.hostname}:${url.port || 5432}: database "doorline_no_such_database" does not exist`,
    );
  });

  it('PORT in use, before the embedded database is opened, migrated or seeded', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    const dataDir = freshDataDir();
    try {
      const line = oneLine(
        await runServerToExit({ PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: '1' }, REFUSAL_SECONDS),
      );
      expect(line).toBe(
        `Configuration error: PORT ${port} on 127.0.0.1 is in use by another process: stop it, or set PORT to a free port`,
      );
      untouched(dataDir);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('PORT that is not a port number', async () => {
    const dataDir = freshDataDir();
    const line = oneLine(await runServerToExit({ PORT: 'abc', DATA_DIR: dataDir }, REFUSAL_SECONDS));
    expect(line).toBe('Configuration error: PORT must be an integer from 0 to 65535, got "abc"');
    untouched(dataDir);
  });

  it('every mistake of the settings at once, one line each', async () => {
    const dataDir = freshDataDir();
    const run = await runServerToExit(
      { PORT: 'abc', DATABASE_URL: 'garbage', DATA_DIR: dataDir },
      REFUSAL_SECONDS,
    );
    expect(refusal(run)).toEqual([
      'Configuration error: PORT must be an integer from 0 to 65535, got "abc"',
      'Configuration error: DATABASE_URL must be a PostgreSQL URL, postgres://user:password@host:5432/database, got "garbage"',
    ]);
    untouched(dataDir);
  });

  it('HOST that is not an address of this machine', async () => {
    const own = new Set(
      Object.values(networkInterfaces())
        .flat()
        .map((a) => a?.address),
    );
    const stranger = ['203.0.113.77', '198.51.100.77'].find((address) => !own.has(address))!;
    const dataDir = freshDataDir();
    const line = oneLine(await runServerToExit({ HOST: stranger, DATA_DIR: dataDir }, REFUSAL_SECONDS));
    expect(line).toBe(
      `Configuration error: HOST ${stranger} is not an address of this machine: set HOST to one of its addresses, 127.0.0.1 or 0.0.0.0`,
    );
    untouched(dataDir);
  });
});

describe('demo mode', () => {
  it('listens on 127.0.0.1 unless HOST is set, and its start line says where it listens', async () => {
    // HOST empty is HOST unset; the embedded database's default is demo mode.
    const server = await startServerProcess({ HOST: '', DEMO_DATA: '', DATA_DIR: freshDataDir() });
    try {
      const port = Number(new URL(server.url).port);
      expect(server.url).toBe(`http://127.0.0.1:${port}`);
      expect(server.output()).toContain(
        `Listening on 127.0.0.1:${port}, this machine only (demo mode); HOST=0.0.0.0 opens it to the network.`,
      );
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      // Another address of this machine, when it has one, is not listened on.
      const other = Object.values(networkInterfaces())
        .flat()
        .find((a) => a && !a.internal && a.family === 'IPv4');
      if (other) {
        const refused = await new Promise<string>((resolve) => {
          const socket = net.connect(port, other.address);
          socket.once('connect', () => {
            socket.destroy();
            resolve('connected');
          });
          socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        });
        expect(refused).toBe('ECONNREFUSED');
      }
    } finally {
      await server.stop();
    }
  });
});
