// Retention (docs/notifications.md "Retention"): notifications older than
// NOTIFICATION_RETENTION_DAYS are deleted, a batch at a time so that no statement holds many rows
// locked, at the server's start (server.ts) and every hour while it runs.
import { NOTIFICATION_RETENTION_DAYS } from '@doorline/api-client';
import type { Queryable } from '../../db/index.js';
import { deleteNotificationsBefore } from '../../db/queries/notifications.js';

export const RETENTION_BATCH = 1000;
export const RETENTION_EVERY_MS = 3600_000;
const DAY_MS = 24 * 3600_000;

/** Deletes every notification older than the retention, `RETENTION_BATCH` at a time; answers how many. */
export async function deleteExpiredNotifications(db: Queryable, now: Date): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * DAY_MS);
  let deleted = 0;
  for (;;) {
    const batch = await deleteNotificationsBefore(db, before, RETENTION_BATCH);
    deleted += batch;
    if (batch < RETENTION_BATCH) return deleted;
  }
}

export interface RetentionSettings {
  now: () => Date;
  /** The time between two passes (ms); an hour unless a test says otherwise. */
  everyMs?: number;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * The hourly pass while the server runs, like the message worker: started when the server is ready,
 * stopped when it closes (waiting for a pass under way). Its timer is unref'd, so it never keeps a
 * process (or a test) alive; a pass that fails (the database down) is logged and the next one tries.
 */
export function createNotificationRetention(db: Queryable, settings: RetentionSettings) {
  const everyMs = settings.everyMs ?? RETENTION_EVERY_MS;
  let log = settings.log;
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<unknown> = Promise.resolve();

  const schedule = () => {
    if (!running) return;
    timer = setTimeout(() => {
      timer = null;
      pass = deleteExpiredNotifications(db, settings.now())
        .then((deleted) => {
          if (deleted > 0) log?.info({ deleted }, 'notifications past their retention deleted');
        })
        .catch((error: unknown) =>
          log?.warn(
            { err: error instanceof Error ? error.message : String(error) },
            'notification retention',
          ),
        )
        .finally(schedule);
    }, everyMs);
    timer.unref();
  };

  return {
    /** Where passes are logged (the server's logger). */
    useLogger(logger: NonNullable<RetentionSettings['log']>) {
      log = logger;
    },
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    /** Stops the timer and waits for a pass under way. */
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await pass;
    },
  };
}

export type NotificationRetention = ReturnType<typeof createNotificationRetention>;
