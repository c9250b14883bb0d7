// The embedded database's lock (db/pglite-lock.ts): a live holder refuses, a dead one is stale and
// cleared, the release removes only this process's own lock.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scaled } from '../../../scripts/test-time.cjs';
import {
  DatabaseInUse,
  lockFileOf,
  lockPgliteDir,
  processAlive,
  procState,
  readLock,
} from './pglite-lock.js';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));
const dbDir = () => path.join((folder = mkdtempSync(path.join(tmpdir(), 'doorline-lock-'))), 'db');
const writeLock = (dir: string, lock: object) => writeFileSync(lockFileOf(dir), JSON.stringify(lock));

/** The id of a process that has exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '0']);
  expect(processAlive(pid!)).toBe(false);
  return pid!;
}

/**
 * A process killed with SIGKILL and not yet reaped: a zombie. Its parent is a shell that started it
 * in the background and then became `sleep`, which never waits for a child (issue 39: a server killed
 * with -9 whose parent has not reaped it yet still answers kill(pid, 0)). Answers its pid and the end.
 */
async function zombie(): Promise<{ pid: number; end(): void }> {
  const parent = spawn('sh', ['-c', 'sleep 600 & echo $!; exec sleep 600'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const pid = await new Promise<number>((resolve) =>
    parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  // Killed before the shell has become `sleep`, the child would be reaped by the shell at once (a
  // busy machine showed it): wait for the `exec` first.
  await vi.waitFor(() => expect(readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim()).toBe('sleep'), {
    timeout: scaled(2_000),
    interval: 10,
  });
  process.kill(pid, 'SIGKILL');
  await vi.waitFor(() => expect(procState(pid)).toBe('Z'), { timeout: scaled(2_000), interval: 10 });
  return { pid, end: () => parent.kill('SIGKILL') };
}

describe('the embedded database lock', () => {
  it('writes this process beside the folder and removes it on release', () => {
    const dir = dbDir();
    const release = lockPgliteDir(dir, 'a Doorline CRM server');
    expect(lockFileOf(dir)).toBe(`${dir}.lock`);
    expect(readLock(lockFileOf(dir))).toMatchObject({ pid: process.pid, host: hostname() });
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });

  it('refuses while a live process holds it, naming it, and leaves its lock alone', () => {
    const dir = dbDir();
    // Our parent (vitest's main process) is alive and is not us.
    const lock = { pid: process.ppid, host: hostname(), holder: 'a Doorline CRM server', since: 'now' };
    writeLock(dir, lock);
    const refused = (() => {
      try {
        lockPgliteDir(dir, 'doorline-admin backup');
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(DatabaseInUse);
    expect((refused as Error).message).toContain(
      `in use by a Doorline CRM server (process ${process.ppid} on ${hostname()}`,
    );
    expect((refused as Error).message).toContain(`kill ${process.ppid}`);
    expect((refused as Error).message).toContain('PostgreSQL (DATABASE_URL)');
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8'))).toEqual(lock);
  });

  it('clears and takes a stale lock, whose process is gone', () => {
    const dir = dbDir();
    writeLock(dir, { pid: deadPid(), host: hostname(), holder: 'a Doorline CRM server', since: 'then' });
    const release = lockPgliteDir(dir, 'doorline-admin backup');
    expect(readLock(lockFileOf(dir))).toMatchObject({ pid: process.pid, holder: 'doorline-admin backup' });
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'clears and takes a lock whose process was killed and not yet reaped (a zombie)',
    async () => {
      const dir = dbDir();
      const dead = await zombie();
      try {
        // The zombie still answers kill(pid, 0): the lock must not take that for a live holder.
        expect(() => process.kill(dead.pid, 0)).not.toThrow();
        expect(processAlive(dead.pid)).toBe(false);
        writeLock(dir, { pid: dead.pid, host: hostname(), holder: 'a Doorline CRM server', since: 'then' });
        const release = lockPgliteDir(dir, 'a Doorline CRM server');
        expect(readLock(lockFileOf(dir))).toMatchObject({ pid: process.pid });
        release();
      } finally {
        dead.end();
      }
    },
  );

  it("holds a lock of another machine (it cannot be checked) and never removes another's lock", () => {
    const dir = dbDir();
    writeLock(dir, {
      pid: deadPid(),
      host: `not-${hostname()}`,
      holder: 'a Doorline CRM server',
      since: 'x',
    });
    expect(() => lockPgliteDir(dir, 'doorline-admin restore')).toThrow(DatabaseInUse);

    rmSync(lockFileOf(dir));
    const release = lockPgliteDir(dir, 'a Doorline CRM server');
    const other = { pid: process.ppid, host: hostname(), holder: 'someone else', since: 'y' };
    writeLock(dir, other);
    release();
    expect(readLock(lockFileOf(dir))).toEqual(other);
  });
});
