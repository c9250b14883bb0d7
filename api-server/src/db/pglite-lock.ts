// Who holds the embedded database (issue 29; docs/architecture.md "Backup and restore"). PGlite is one
// process's database: a second process that opens its folder, or a backup that reads it while a
// server writes, gets a damaged or inconsistent copy. So whoever opens the folder (the server, the
// admin CLI) writes a lock file beside it (`<folder>.lock`, e.g. DATA_DIR/db.lock) with its process
// id, and removes it when it closes; another process refuses while that process is alive. A lock
// whose process is gone (a crash, SIGKILL; a zombie not yet reaped, issue 39) is stale: it is
// cleared and taken.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export interface LockHolder {
  pid: number;
  host: string;
  /** What holds it, for the message: "the server", "doorline-admin backup"… */
  holder: string;
  since: string;
}

/** The lock file of an embedded database folder. */
export const lockFileOf = (pgliteDir: string) => `${path.resolve(pgliteDir)}.lock`;

/**
 * A process's state in /proc (Linux): 'Z' (a zombie: exited, not yet reaped by its parent) or 'X'
 * (being removed) mean it is gone though its id still answers a signal; null without /proc.
 */
export function procState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "<pid> (<command, which may hold spaces and parentheses>) <state> ..."
    return stat.slice(stat.lastIndexOf(')') + 2)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether a process with this id runs on this machine (one we may not signal runs too). A zombie
 * does not (issue 39): a server killed with -9 whose parent has not reaped it yet still answers
 * kill(pid, 0), and its lock would refuse the restart.
 */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = procState(pid);
  return state !== 'Z' && state !== 'X';
}

/** The holder written in a lock file, or null when there is none or it is unreadable. */
export function readLock(file: string): LockHolder | null {
  try {
    const lock = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof lock.pid === 'number' ? (lock as LockHolder) : null;
  } catch {
    return null;
  }
}

/**
 * Whether a lock still holds: its process runs on this machine. A lock of another machine (a folder
 * shared over the network) cannot be checked here, so it holds. Not this process's own lock.
 */
export function lockHolds(lock: LockHolder | null): lock is LockHolder {
  if (!lock) return false;
  if (lock.host !== hostname()) return true;
  return lock.pid !== process.pid && processAlive(lock.pid);
}

/** Refused: another live process holds the embedded database. */
export class DatabaseInUse extends Error {
  constructor(
    readonly pgliteDir: string,
    readonly lock: LockHolder,
  ) {
    super(
      `The embedded database in ${pgliteDir} is in use by ${lock.holder} (process ${lock.pid} on ` +
        `${lock.host}, since ${lock.since}). Stop that process first (Ctrl+C where it runs, or ` +
        `kill ${lock.pid}), then try again. A server that must keep running while it is backed up ` +
        `belongs on PostgreSQL (DATABASE_URL), which doorline-admin backs up while it runs. If no such ` +
        `process runs, delete ${lockFileOf(pgliteDir)}.`,
    );
  }
}

/**
 * Takes the lock of `pgliteDir` for this process, clearing a stale one; throws `DatabaseInUse` while
 * a live process holds it. Answers the release, which removes the file if it is still ours.
 */
export function lockPgliteDir(pgliteDir: string, holder: string): () => void {
  const file = lockFileOf(pgliteDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const mine: LockHolder = { pid: process.pid, host: hostname(), holder, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      // `wx`: created only if absent, so two processes starting together cannot both take it.
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, JSON.stringify(mine) + '\n');
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const lock = readLock(file);
      if (lockHolds(lock)) throw new DatabaseInUse(pgliteDir, lock);
      // Stale (its process is gone) or half-written by a process that just took it: one retry, after
      // which a still-present file is someone else's fresh lock.
      if (attempt > 0)
        throw new DatabaseInUse(pgliteDir, lock ?? { ...mine, pid: 0, holder: 'another process' });
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const lock = readLock(file);
    if (lock?.pid === process.pid && lock.host === mine.host) unlinkSync(file);
  };
}
