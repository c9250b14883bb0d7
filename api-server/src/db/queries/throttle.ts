import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { authThrottle } from '../schema.js';

/** The latest `blocked_until` among `keys`, or null when none is blocked. */
export async function latestBlock(db: Queryable, keys: string[]): Promise<Date | null> {
  const rows = await db
    .select({ blockedUntil: authThrottle.blockedUntil })
    .from(authThrottle)
    .where(inArray(authThrottle.key, keys));
  let latest: Date | null = null;
  for (const r of rows) if (r.blockedUntil && (!latest || r.blockedUntil > latest)) latest = r.blockedUntil;
  return latest;
}

/**
 * Counts one failure for `key` in a window of `windowSeconds` (a new window starts once the old
 * one is over) and returns the count and the window's start. One statement, so concurrent
 * failures from several processes are all counted.
 */
export async function countFailure(db: Queryable, key: string, now: Date, windowSeconds: number) {
  const windowEnded = sql`${authThrottle.windowStartedAt} <= ${new Date(now.getTime() - windowSeconds * 1000)}`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${windowEnded} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${windowEnded} then ${now} else ${authThrottle.windowStartedAt} end`,
      },
    })
    .returning({ failures: authThrottle.failures, windowStartedAt: authThrottle.windowStartedAt });
  return row!;
}

export async function blockUntil(db: Queryable, key: string, until: Date) {
  await db
    .update(authThrottle)
    .set({ blockedUntil: sql`greatest(coalesce(${authThrottle.blockedUntil}, ${until}), ${until})` })
    .where(eq(authThrottle.key, key));
}

export async function clearThrottle(db: Queryable, key: string) {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** Deletes counters whose window and block are both over. */
export async function deleteStaleThrottles(db: Queryable, windowStartedBefore: Date, now: Date) {
  await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.windowStartedAt, windowStartedBefore),
        or(isNull(authThrottle.blockedUntil), lt(authThrottle.blockedUntil, now)),
      ),
    );
}
