// An operator's probes (docs/architecture.md "How it runs"): whether this process may take traffic,
// and what its metrics read at a scrape.
import { serverMessage } from '@doorline/api-client';
import type { Queryable } from '../db/index.js';
import { outboxBacklog, pendingMigrations } from '../db/queries/operations.js';
import { unavailable } from './errors.js';

/**
 * Ready: the database answers and holds every migration of this build. Throws `unavailable`
 * (`migrationsPending`, naming them) when one is missing; a database that cannot be reached fails
 * the statement itself, which the caller answers as `databaseUnavailable`.
 */
export async function checkReadiness(db: Queryable): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length > 0)
    throw unavailable(serverMessage('migrationsPending', { migrations: pending.join(', ') }));
}

/** The outbox's messages waiting to be sent, and the age in seconds of the oldest (0: none waits). */
export async function outboxQueue(
  db: Queryable,
  now: Date,
): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const { pending, oldest } = await outboxBacklog(db);
  return { pending, oldestAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0 };
}
