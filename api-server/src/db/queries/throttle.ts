import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { authThrottle } from '../schema.js';

/**
 * How a key's tries are bounded (docs/identity.md "Brute force"): at most `max` in a window of
 * `windowSeconds` that starts at the first try and starts again once it is over. The try that reaches
 * `max` blocks the key: for `schedule`, `seconds[0]` at the max-th try, `seconds[1]` at the next and
 * so on, the last for every further one; for `restOfWindow`, until the window is over.
 */
export interface TryBound {
  max: number;
  windowSeconds: number;
  block: { kind: 'schedule'; seconds: readonly number[] } | { kind: 'restOfWindow' };
}

/** A try that was counted: the key's count with it, its window and the block it set, if any. */
export interface CountedTry {
  key: string;
  failures: number;
  windowStartedAt: Date;
  blockedUntil: Date | null;
}

const seconds = (value: SQL | number) => sql`make_interval(secs => (${value})::float8)`;

/** The block a key's n-th try sets (none below the bound's `max`). */
function blockAfter(bound: TryBound, count: SQL, windowStart: SQL, at: Date): SQL {
  let until: SQL;
  if (bound.block.kind === 'schedule') {
    const steps = bound.block.seconds.map((s) => Math.trunc(s));
    const schedule = sql.raw(`(array[${steps.join(',')}]::integer[])`);
    until = sql`${at}::timestamptz + ${seconds(sql`${schedule}[least(${count} - ${bound.max} + 1, ${steps.length})]`)}`;
  } else until = sql`${windowStart} + ${seconds(bound.windowSeconds)}`;
  return sql`case when ${count} >= ${bound.max} then ${until} end`;
}

/**
 * Counts a try for `key` before its secret is checked (issue 39), in one statement, so that tries
 * racing in from every process are counted one after another by the database: the try that reaches
 * the bound's `max` blocks the key at once. While the key is blocked nothing is counted and null is
 * answered: refuse the try unchecked. A try may be given back (`giveBackTry`) when it was no failure.
 */
export async function countTry(
  db: Queryable,
  key: string,
  at: Date,
  bound: TryBound,
): Promise<CountedTry | null> {
  const windowEnded = sql`${authThrottle.windowStartedAt} <= ${new Date(at.getTime() - bound.windowSeconds * 1000)}`;
  const count = sql`(case when ${windowEnded} then 1 else ${authThrottle.failures} + 1 end)`;
  const windowStart = sql`(case when ${windowEnded} then ${at}::timestamptz else ${authThrottle.windowStartedAt} end)`;
  const rows = await db
    .insert(authThrottle)
    .values({
      key,
      failures: 1,
      windowStartedAt: at,
      blockedUntil: sql`${blockAfter(bound, sql`1`, sql`${at}::timestamptz`, at)}`,
    })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: count,
        windowStartedAt: windowStart,
        blockedUntil: blockAfter(bound, count, windowStart, at),
      },
      setWhere: sql`${authThrottle.blockedUntil} is null or ${authThrottle.blockedUntil} <= ${at}`,
    })
    .returning({
      failures: authThrottle.failures,
      windowStartedAt: authThrottle.windowStartedAt,
      blockedUntil: authThrottle.blockedUntil,
    });
  const row = rows[0];
  return row ? { key, ...row } : null;
}

/** When `key`'s block ends, or null when it is not blocked (any more). */
export async function blockedUntilOf(db: Queryable, key: string, at: Date): Promise<Date | null> {
  const [row] = await db
    .select({ blockedUntil: authThrottle.blockedUntil })
    .from(authThrottle)
    .where(and(eq(authThrottle.key, key), gt(authThrottle.blockedUntil, at)));
  return row?.blockedUntil ?? null;
}

/**
 * Gives back a counted try that was no failure (its secret was right, or it was never checked):
 * one less in its window, and the block it set, or any block its count no longer reaches, lifted. A
 * window that started again since is left alone.
 */
export async function giveBackTry(db: Queryable, counted: CountedTry, bound: TryBound): Promise<void> {
  const mine = counted.blockedUntil ? sql` or ${authThrottle.blockedUntil} = ${counted.blockedUntil}` : sql``;
  await db
    .update(authThrottle)
    .set({
      failures: sql`${authThrottle.failures} - 1`,
      blockedUntil: sql`case when ${authThrottle.failures} - 1 < ${bound.max}${mine} then null else ${authThrottle.blockedUntil} end`,
    })
    .where(
      and(
        eq(authThrottle.key, counted.key),
        eq(authThrottle.windowStartedAt, counted.windowStartedAt),
        gt(authThrottle.failures, 0),
      ),
    );
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
