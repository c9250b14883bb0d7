// The development outbox: the latest messages, readable only in demo mode (else 404).
import type { Db } from '../../db/index.js';
import { attachmentNames, listOutbox } from '../../db/queries/outbox.js';
import { notFound } from '../errors.js';

export async function devOutbox(db: Db, enabled: boolean) {
  if (!enabled) throw notFound();
  const rows = await listOutbox(db, 100);
  const files = await attachmentNames(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => ({
      ...r,
      attachments: files
        .filter((f) => f.messageId === r.id)
        .map(({ fileName, contentType, size }) => ({ fileName, contentType, size })),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
