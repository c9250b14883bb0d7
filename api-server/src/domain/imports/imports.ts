// A list's import (issue 42; docs/decisions.md "Issue 42: an import declared once"): the upload read
// into a table and kept, a check that answers every row's problems and writes nothing, and a run that
// writes every row or none. What a row is and how it is written is the list's own (`ImportServing`);
// the mapping, the fixes, the skipped lines, the refusals and the history are the same for every list.
import {
  type AnyImport,
  type ImportBody,
  type ImportRowError,
  type ImportRowProblem,
  IMPORT_PREVIEW_ROWS,
  serverMessage,
} from '@doorline/api-client';
import { type Struct, type StructError, validate } from 'superstruct';
import type { Db, Queryable } from '../../db/index.js';
import {
  deleteImportsBefore,
  findImport,
  insertImport,
  markImported,
  type StoredImport,
} from '../../db/queries/imports.js';
import { recordAudit } from '../administration/audit.js';
import { invalidField, notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import type { DealerScope } from '../scope.js';
import { readTable } from './read-table.js';

/** One row as an import sees it: its line and each field's value (trimmed; empty when not mapped). */
export interface ImportRecord<Field extends string = string> {
  line: number;
  values: Record<Field, string>;
}

/** Who imports: the caller and their scope. */
export interface Importer {
  user: AuthUser;
  scope: DealerScope;
}

/** What a list's import does of its own: guess its columns, check its rows, and write them. */
export interface ImportServing<I extends AnyImport> {
  /**
   * The headings that name each field in a file, in English, Ukrainian and Russian, compared in
   * lower case without spaces, dots, dashes, underscores and apostrophes: the upload's guess of each
   * column's field (the server's: it reads the file, the app shows the guess).
   */
  headings: { readonly [F in I['fieldKeys'][number]]: readonly string[] };
  /** Every problem of the rows, in the caller's scope (another dealer's rows are refused row by row). */
  check: (
    db: Queryable,
    records: ImportRecord<I['fieldKeys'][number]>[],
    body: ImportBody<I>,
    importer: Importer,
  ) => Promise<ImportRowError[]>;
  /** Writes the rows, every one valid, in the run's transaction; answers how many it wrote. */
  write: (
    tx: Queryable,
    records: ImportRecord<I['fieldKeys'][number]>[],
    body: ImportBody<I>,
    importer: Importer,
    run: { at: Date; fileName: string; importId: number },
  ) => Promise<number>;
}

type Failure = ReturnType<StructError['failures']>[number];

/**
 * What a failure of the contract's rules is, as a row's problem: empty where a value is required
 * (`missing`), a length out of its range (`tooLong`: superstruct's `size`, or the contract's `text()`
 * saying "Must be at most…"; else `tooShort`), not an e-mail, or any other value the field does not
 * take (`invalid`).
 */
function problemOf(failure: Failure): ImportRowProblem {
  if (failure.refinement === 'email') return 'invalidEmail';
  if (failure.message === 'REQUIRED' || failure.value === '') return 'missing';
  if ((failure.refinement === 'length' || failure.refinement === 'size') && typeof failure.value === 'string')
    return failure.refinement === 'size' || failure.message.startsWith('Must be at most')
      ? 'tooLong'
      : 'tooShort';
  return 'invalid';
}

/**
 * A row's problems by the contract's own rules for a new row of its list, one per field (its first
 * failure's): `body` is the row as the list's struct (`rule`: the body `POST` of the list takes)
 * reads it, `fieldOf` names the import's field of a failure's path (a nested part's own field).
 */
export function contractProblems<Field extends string>(
  record: ImportRecord<Field>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any contract struct
  rule: Struct<any, any>,
  body: unknown,
  fieldOf: (path: readonly unknown[]) => string,
): ImportRowError[] {
  const [error] = validate(body, rule);
  if (!error) return [];
  const seen = new Set<string>();
  const problems: ImportRowError[] = [];
  for (const failure of error.failures()) {
    const field = fieldOf(failure.path);
    if (seen.has(field)) continue;
    seen.add(field);
    const values: Record<string, string> = record.values;
    const value = field in values ? values[field]! : String(failure.value ?? '');
    problems.push({ line: record.line, field, problem: problemOf(failure), value });
  }
  return problems;
}

/** A row a check found repeating a row already in the list (`existing`) or an earlier line of the file. */
export interface FoundDuplicate {
  line: number;
  field: string;
  existing: { id: number; name: string } | null;
  otherLine: number | null;
}

/** Each found duplicate as its row's problem: `duplicateOfExisting` or `duplicateOfRow`, with what it repeats. */
export function duplicateProblems(
  records: readonly ImportRecord[],
  found: readonly FoundDuplicate[],
): ImportRowError[] {
  return found.map((duplicate) => ({
    line: duplicate.line,
    field: duplicate.field,
    problem: duplicate.existing ? 'duplicateOfExisting' : 'duplicateOfRow',
    value: records.find((one) => one.line === duplicate.line)?.values[duplicate.field] ?? '',
    duplicateOf: duplicate.existing ?? { line: duplicate.otherLine ?? 0 },
  }));
}

/** How long an upload is kept for its checks and run. */
const KEPT_MS = 24 * 60 * 60 * 1000;

/** A heading as compared with a field's (`ImportServing.headings`): lower case, without spaces, dots, dashes, underscores, apostrophes. */
const headingKey = (heading: string) => heading.toLocaleLowerCase().replace(/[\s._\-'’ʼ]/g, '');

/** Each field's column as its heading names it (the first column a field's headings name, each column once). */
export function guessMapping(
  declaration: AnyImport,
  named: { readonly [field: string]: readonly string[] },
  headings: readonly string[],
): Record<string, number | null> {
  const keys = headings.map(headingKey);
  const used = new Set<number>();
  const mapping: Record<string, number | null> = {};
  for (const field of declaration.fieldKeys) {
    const names = new Set((named[field] ?? []).map(headingKey));
    const column = keys.findIndex((key, index) => !used.has(index) && names.has(key));
    mapping[field] = column === -1 ? null : column;
    if (column !== -1) used.add(column);
  }
  return mapping;
}

/** An upload: the file read (or refused), kept for the user, with its first rows and guessed mapping. */
export async function uploadImport(
  db: Queryable,
  declaration: AnyImport,
  serving: Pick<ImportServing<AnyImport>, 'headings'>,
  user: AuthUser,
  file: { name: string; content: Buffer },
  at: Date,
) {
  const table = await readTable(file.name, file.content);
  await deleteImportsBefore(db, new Date(at.getTime() - KEPT_MS));
  const id = await insertImport(db, {
    userId: user.id,
    listKey: declaration.key,
    fileName: file.name,
    headings: table.headings,
    rows: table.rows,
    createdAt: at,
  });
  return {
    id,
    fileName: file.name,
    rows: table.rows.length,
    headings: table.headings,
    preview: table.rows.slice(0, IMPORT_PREVIEW_ROWS),
    mapping: guessMapping(declaration, serving.headings, table.headings),
  };
}

/** The caller's upload, not yet imported: else 404 (gone, or another user's) or 400 (already imported). */
async function storedImport(db: Queryable, declaration: AnyImport, user: AuthUser, id: number, lock = false) {
  const stored = await findImport(db, { userId: user.id, listKey: declaration.key, id }, lock);
  if (!stored) throw notFound(serverMessage('importNotFound'));
  if (stored.importedAt) throw invalidField('id', serverMessage('importDone'));
  return stored;
}

/** The rows the body asks for: the mapping's columns, the fixes over them, the skipped lines left out. */
function recordsOf(declaration: AnyImport, stored: StoredImport, body: ImportBody<AnyImport>) {
  const mapping = body.mapping as Record<string, number | null | undefined>;
  for (const [field, column] of Object.entries(mapping)) {
    if (!declaration.fieldKeys.includes(field))
      throw invalidField(`mapping.${field}`, serverMessage('importUnknownField', { field }));
    if (column !== null && column !== undefined && (column < 0 || column >= stored.headings.length))
      throw invalidField(`mapping.${field}`, serverMessage('importColumnMissing', { column: column + 1 }));
  }
  const fixes = new Map<number, Map<string, string>>();
  for (const [index, fix] of (body.fixes ?? []).entries()) {
    if (!declaration.fieldKeys.includes(fix.field))
      throw invalidField(`fixes.${index}.field`, serverMessage('importUnknownField', { field: fix.field }));
    const line = fixes.get(fix.line) ?? new Map<string, string>();
    line.set(fix.field, fix.value);
    fixes.set(fix.line, line);
  }
  const skipped = new Set(body.skip ?? []);
  const records: ImportRecord[] = [];
  for (const row of stored.rows) {
    if (skipped.has(row.line)) continue;
    const fixed = fixes.get(row.line);
    const values: Record<string, string> = {};
    for (const field of declaration.fieldKeys) {
      const column = mapping[field];
      const cell = column === null || column === undefined ? '' : (row.cells[column] ?? '');
      values[field] = (fixed?.get(field) ?? cell).trim();
    }
    records.push({ line: row.line, values });
  }
  return { records, skipped: stored.rows.length - records.length };
}

const byLine = (a: ImportRowError, b: ImportRowError) => a.line - b.line;

/**
 * One problem per line and field, the first the list's check answers (a value both not an e-mail and
 * repeated is said to be not an e-mail): the app corrects a cell by its line and field.
 */
function oncePerField(errors: readonly ImportRowError[]) {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.line}:${error.field}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A check (the dry run): every row's problems, nothing written. */
export async function checkImport<I extends AnyImport>(
  db: Queryable,
  declaration: I,
  serving: ImportServing<I>,
  importer: Importer,
  id: number,
  body: ImportBody<I>,
) {
  const started = performance.now();
  const stored = await storedImport(db, declaration, importer.user, id);
  const { records, skipped } = recordsOf(declaration, stored, body);
  const errors = oncePerField(await serving.check(db, records, body, importer)).sort(byLine);
  const failing = new Set(errors.map((error) => error.line)).size;
  return {
    rows: stored.rows.length,
    valid: records.length - failing,
    skipped,
    errors,
    tookMs: Math.round(performance.now() - started),
  };
}

/**
 * A run: the upload locked, its rows checked again in the transaction, and written only when none
 * fails (else 400, nothing written); the import in the importer's history with the file and rows.
 */
export async function runImport<I extends AnyImport>(
  db: Db,
  declaration: I,
  serving: ImportServing<I>,
  importer: Importer,
  id: number,
  body: ImportBody<I>,
  at: Date,
) {
  return db.transaction(async (tx) => {
    const stored = await storedImport(tx, declaration, importer.user, id, true);
    const { records, skipped } = recordsOf(declaration, stored, body);
    const errors = await serving.check(tx, records, body, importer);
    if (errors.length > 0) {
      throw invalidField(
        'rows',
        serverMessage('importRowsFail', { rows: new Set(errors.map((error) => error.line)).size }),
      );
    }
    const created = await serving.write(tx, records, body, importer, {
      at,
      fileName: stored.fileName,
      importId: id,
    });
    await markImported(tx, id, at);
    await recordAudit(tx, {
      actorId: importer.user.id,
      subject: 'user',
      subjectId: importer.user.id,
      action: 'list.imported',
      after: { list: declaration.key, file: stored.fileName, rows: created, skipped },
      at,
    });
    return { created, skipped };
  });
}
