import { sql } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { rateLimitHits } from '../schema.js';

/**
 * Counts one request for `key` in a fixed window of `windowMs` that starts at the key's first request
 * and starts again once it is over (docs/identity.md "Per-address limit"). One statement, on the
 * database's clock, so requests to every process are counted together and agree on the window.
 * Answers the count so far and the milliseconds left in the window.
 */
export async function countHit(db: Queryable, key: string, windowMs: number) {
  const window = sql`make_interval(secs => ${windowMs / 1000}::float8)`;
  const ended = sql`${rateLimitHits.windowStartedAt} + ${window} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowStartedAt: sql`case when ${ended} then now() else ${rateLimitHits.windowStartedAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttlMs: sql<number>`ceil(extract(epoch from ${rateLimitHits.windowStartedAt} + ${window} - now()) * 1000)::int`,
    });
  return { hits: row!.hits, ttlMs: Number(row!.ttlMs) };
}

/** Deletes the counts whose window of `windowMs` is over. */
export async function deleteEndedHits(db: Queryable, windowMs: number): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(sql`${rateLimitHits.windowStartedAt} < now() - make_interval(secs => ${windowMs / 1000}::float8)`);
}
