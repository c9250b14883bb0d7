// The development outbox: the latest messages, readable only in demo mode (else 404).
import type { Db } from '../../db/index.js';
import { listOutbox } from '../../db/queries/outbox.js';
import { notFound } from '../errors.js';

export async function devOutbox(db: Db, enabled: boolean) {
  if (!enabled) throw notFound();
  const rows = await listOutbox(db, 100);
  return { data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}
