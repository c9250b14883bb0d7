// The files of a record or of a customer (issue 42): their rows; the bytes are in the file store.
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { recordFiles, users } from '../schema.js';
import { iso } from './rows.js';
import { ofSubject, subjectColumns, type Subject } from './subjects.js';

const fileColumns = {
  id: recordFiles.id,
  name: recordFiles.name,
  mime: recordFiles.mime,
  size: recordFiles.size,
  storageKey: recordFiles.storageKey,
  authorId: users.id,
  authorName: users.name,
  createdAt: recordFiles.createdAt,
};

function fileInfo(row: {
  id: number;
  name: string;
  mime: string;
  size: number;
  authorId: number | null;
  authorName: string | null;
  createdAt: Date;
}) {
  return iso({
    id: row.id,
    name: row.name,
    mime: row.mime,
    size: row.size,
    author: row.authorId === null ? null : { id: row.authorId, name: row.authorName! },
    createdAt: row.createdAt,
  });
}

/** The subject's files, newest first. */
export async function listFiles(db: Queryable, subject: Subject) {
  const rows = await db
    .select(fileColumns)
    .from(recordFiles)
    .leftJoin(users, eq(users.id, recordFiles.authorId))
    .where(ofSubject(recordFiles, subject))
    .orderBy(desc(recordFiles.createdAt), desc(recordFiles.id));
  return rows.map(fileInfo);
}

/** One of the subject's files, with its storage key; null when the subject has no such file. */
export async function findFile(db: Queryable, subject: Subject, fileId: number) {
  const [row] = await db
    .select(fileColumns)
    .from(recordFiles)
    .leftJoin(users, eq(users.id, recordFiles.authorId))
    .where(and(eq(recordFiles.id, fileId), ofSubject(recordFiles, subject)))
    .limit(1);
  return row ? { ...fileInfo(row), storageKey: row.storageKey } : null;
}

export async function insertFile(
  db: Queryable,
  subject: Subject,
  values: {
    authorId: number;
    name: string;
    mime: string;
    size: number;
    storageKey: string;
    at: Date;
  },
) {
  const [row] = await db
    .insert(recordFiles)
    .values({
      ...subjectColumns(subject),
      authorId: values.authorId,
      name: values.name,
      mime: values.mime,
      size: values.size,
      storageKey: values.storageKey,
      createdAt: values.at,
    })
    .returning({ id: recordFiles.id });
  const { storageKey: _key, ...info } = (await findFile(db, subject, row!.id))!;
  return info;
}

/** Removes one of the subject's files' row; its storage key, or null when the subject has no such file. */
export async function deleteFileRow(db: Queryable, subject: Subject, fileId: number) {
  const rows = await db
    .delete(recordFiles)
    .where(and(eq(recordFiles.id, fileId), ofSubject(recordFiles, subject)))
    .returning({ storageKey: recordFiles.storageKey });
  return rows[0]?.storageKey ?? null;
}

/** The declared type of the record's or customer's file stored under `storageKey`, or null when no row names it. */
export async function fileMimeByKey(db: Queryable, storageKey: string): Promise<string | null> {
  const [row] = await db
    .select({ mime: recordFiles.mime })
    .from(recordFiles)
    .where(eq(recordFiles.storageKey, storageKey))
    .limit(1);
  return row?.mime ?? null;
}
