// What an operator's probes read (docs/architecture.md "How it runs"): the migrations this build
// carries against those the database has applied, and the outbox's backlog.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, min, sql } from 'drizzle-orm';
import { migrationsFolder } from '../../paths.js';
import type { Queryable } from '../index.js';
import { outbox } from '../schema.js';

interface JournalEntry {
  tag: string;
  when: number;
}

let journal: JournalEntry[] | undefined;

/** This build's migrations, from drizzle-kit's journal (read once: the build does not change). */
export function knownMigrations(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries.map(({ tag, when }) => ({ tag, when }));
  return journal;
}

/**
 * The tags of this build's migrations the database has not applied: Drizzle's migrator records each
 * applied one in `drizzle.__drizzle_migrations` by its journal time (`created_at`). No such table
 * means none is applied.
 */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const exists = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  )) as unknown as { rows: { found: boolean }[] };
  const applied = new Set<number>();
  if (exists.rows[0]?.found) {
    // bigint: a string from node-postgres, a number from PGlite
    const rows = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { created_at: string | number }[];
    };
    for (const row of rows.rows) applied.add(Number(row.created_at));
  }
  return knownMigrations()
    .filter((migration) => !applied.has(migration.when))
    .map((migration) => migration.tag);
}

/** The messages waiting to be sent, and when the oldest of them was queued (null: none waits). */
export async function outboxBacklog(db: Queryable): Promise<{ pending: number; oldest: Date | null }> {
  const [row] = await db
    .select({ pending: count(), oldest: min(outbox.createdAt) })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  return { pending: Number(row?.pending ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}
