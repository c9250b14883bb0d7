// Retention of notifications (docs/notifications.md "Retention"): older than
// NOTIFICATION_RETENTION_DAYS, deleted 1,000 at a time, at the server's start and every hour.
import { NOTIFICATION_RETENTION_DAYS } from '@doorline/api-client';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.js';
import { insertNotifications } from '../src/db/queries/notifications.js';
import { notifications } from '../src/db/schema.js';
import {
  createNotificationRetention,
  deleteExpiredNotifications,
  RETENTION_BATCH,
} from '../src/domain/notifications/retention.js';
import { prepareDatabase } from '../src/server.js';
import { createUser } from './fixtures.js';
import { openTestDatabase, testClock, testConfig } from './helpers.js';

const DAY = 24 * 3600_000;
const clock = testClock(Date.parse('2026-11-20T10:00:00.000Z'));
let database: Database;
let drop: () => Promise<void>;
let userId: number;
/** The DELETE statements run while counting; null otherwise. */
let deletes: string[] | null = null;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase((text) => {
    if (deletes && /^delete from "notifications"/i.test(text)) deletes.push(text);
  }));
  await prepareDatabase(database, testConfig({ now: clock.now }));
  userId = (await createUser(database.db, { roleKey: 'production_manager' })).id;
});
afterAll(async () => {
  await drop?.();
});

/** Writes `count` notifications `daysAgo` days before the clock, oldest first. */
async function notificationsAged(daysAgo: number, count: number) {
  const createdAt = new Date(clock.now().getTime() - daysAgo * DAY);
  return database.db.transaction((tx) =>
    insertNotifications(
      tx,
      Array.from({ length: count }, (_, i) => ({
        userId,
        message: 'delivered',
        params: { number: `R-${daysAgo}-${i}` },
        createdAt,
      })),
    ),
  );
}

const remaining = async () =>
  (
    await database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.id))
  ).map((row) => row.id);

describe('notification retention', () => {
  it(`deletes those older than ${NOTIFICATION_RETENTION_DAYS} days, ${RETENTION_BATCH} at a time, and keeps the others`, async () => {
    await notificationsAged(NOTIFICATION_RETENTION_DAYS + 30, 1500);
    await notificationsAged(NOTIFICATION_RETENTION_DAYS + 1, 1000);
    const kept = [
      ...(await notificationsAged(NOTIFICATION_RETENTION_DAYS - 1, 3)),
      ...(await notificationsAged(0, 2)),
    ];
    deletes = [];
    try {
      expect(await deleteExpiredNotifications(database.db, clock.now())).toBe(2500);
      // 1,000, 1,000, 500: a short batch ends it.
      expect(deletes).toHaveLength(3);
    } finally {
      deletes = null;
    }
    expect(await remaining()).toEqual(kept);
    expect(await deleteExpiredNotifications(database.db, clock.now())).toBe(0);
  });

  it("runs at the server's start (prepareDatabase)", async () => {
    const before = await remaining();
    await notificationsAged(NOTIFICATION_RETENTION_DAYS + 5, 4);
    await prepareDatabase(database, testConfig({ now: clock.now }));
    expect(await remaining()).toEqual(before);
  });

  it('runs again on its timer while the server runs, and stops when told', async () => {
    await database.db.delete(notifications);
    const ids = await notificationsAged(0, 3);
    // The notifications age past the retention; the next pass finds them.
    clock.advance((NOTIFICATION_RETENTION_DAYS + 1) * DAY);
    let passed: (deleted: number) => void = () => {};
    const pass = new Promise<number>((resolve) => (passed = resolve));
    const retention = createNotificationRetention(database.db, {
      now: clock.now,
      everyMs: 5,
      log: {
        info: (obj) => passed((obj as { deleted: number }).deleted),
        warn: (obj) => {
          throw new Error(`retention failed: ${JSON.stringify(obj)}`);
        },
      },
    });
    retention.start();
    try {
      expect(await pass).toBe(ids.length);
    } finally {
      await retention.stop();
    }
    expect(await remaining()).toEqual([]);
  });
});
