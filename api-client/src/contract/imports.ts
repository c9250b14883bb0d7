// A list's import from a spreadsheet (issue 42; docs/decisions.md "Issue 42: an import declared
// once"): what a list's import is, in one value of the contract beside the list's declaration
// (`defineImport`), and everything derived from it: its three endpoints (upload, check, run), the
// fields a file's columns map to, and the row problems a check
// answers. The customers are its first user (customer-tools.ts), the dealers its second
// (dealer-tools.ts).
import {
  array,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  record,
  size,
  string,
  type,
  type Infer,
  type Struct,
} from 'superstruct';
import { recordOf } from './common.js';
import { endpoint, type AnyEndpoint } from './endpoint.js';
import type { AnyList } from './lists.js';
import { Id } from './params.js';
import type { AccessRule } from './permissions.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- superstruct's own ObjectSchema
type ObjectSchema = Record<string, Struct<any, any>>;

/** The most data rows one file may hold (the heading row aside). */
export const IMPORT_MAX_ROWS = 10_000;
/** The largest file an import takes, in bytes. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The rows of the file an upload's answer shows as its preview. */
export const IMPORT_PREVIEW_ROWS = 10;
/** The longest a cell may be, in characters (no field of an import is longer). */
export const IMPORT_MAX_CELL = 2000;

/** One field a file's column can fill. */
export interface ImportFieldDeclaration {
  /** A row without it fails ("missing"). */
  required?: true;
}

export interface ImportDeclarationInput<
  List extends AnyList,
  Field extends string,
  Body,
  UploadName extends string,
  CheckName extends string,
  RunName extends string,
> {
  /** The list it fills: its rows are what an import creates. */
  list: List;
  /** The names of its three endpoints in the contract. */
  endpoints: { upload: UploadName; check: CheckName; run: RunName };
  /** The fields, in the order the mapping screen shows them. */
  fields: { readonly [F in Field]: ImportFieldDeclaration };
  /**
   * A check's and a run's body when the list's import takes options of its own besides
   * `importRequestFields` (the customers': whose customers they are); else `ImportRequest`.
   */
  body?: Body;
  /** Who may import. */
  access: AccessRule;
}

/** What may be wrong with a row, by field (a check's answer; the app words each). */
export const importRowProblems = [
  /** A required field is empty. */
  'missing',
  /** Longer than the field takes. */
  'tooLong',
  /** Shorter than the field takes (a dealer's name: 2 characters at least). */
  'tooShort',
  /** Not an e-mail address. */
  'invalidEmail',
  /** Not a value the field takes (a number, a discount out of its range). */
  'invalid',
  /**
   * The same as a row already in the list (`duplicateOf.id`), by the list's rule: a customer's e-mail
   * or phone of its dealer, a dealer's name or contact's e-mail.
   */
  'duplicateOfExisting',
  /** The same, by that rule, as an earlier row of the file (`duplicateOf.line`). */
  'duplicateOfRow',
  /** A dealer the importer cannot see, or none by that name. */
  'unknownDealer',
] as const;
export type ImportRowProblem = (typeof importRowProblems)[number];

/** One problem of one row. */
export const ImportRowError = type({
  /** The row's line in the file (the heading row is line 1). */
  line: integer(),
  /** The field at fault. */
  field: string(),
  /** What is wrong. */
  problem: enums(importRowProblems),
  /** The value as the file (or a fix) gives it. */
  value: string(),
  /** What it duplicates: a row already in the list, or an earlier line of the file. */
  duplicateOf: optional(
    type({
      /** The existing row's id. */
      id: optional(integer()),
      /** Its name. */
      name: optional(string()),
      /** The earlier line of the file. */
      line: optional(integer()),
    }),
  ),
});
export type ImportRowError = Infer<typeof ImportRowError>;

/** One cell changed before the import: the row's line, the field, the new value. */
export const ImportFix = object({
  /** The row's line in the file. */
  line: integer(),
  /** The field it fills. */
  field: string(),
  /** The value to use instead of the file's. */
  value: size(string(), 0, IMPORT_MAX_CELL),
});
export type ImportFix = Infer<typeof ImportFix>;

/**
 * What a check and a run take, for every list: the mapping, the fixes and the skipped lines. A list's
 * import adds its own options (`defineImport`'s `body`).
 */
export const importRequestFields = {
  /**
   * Each field's column in the file, from 0, by the field's name (the import's `fields`); null or
   * absent: the field stays empty.
   */
  mapping: record(string(), nullable(integer())),
  /** Cells changed before the import, applied over the file's. */
  fixes: optional(size(array(ImportFix), 0, IMPORT_MAX_ROWS)),
  /** Lines to leave out. */
  skip: optional(size(array(integer()), 0, IMPORT_MAX_ROWS)),
};

/** A check's or a run's body for a list whose import has no options of its own. */
export const ImportRequest = object(importRequestFields);

/** An uploaded file, read: its headings, the first rows and the guessed mapping. */
export const ImportFile = type({
  /** The upload's id: a check and a run name it. */
  id: integer(),
  /** The file's name as uploaded. */
  fileName: string(),
  /** Its data rows (the heading row aside). */
  rows: integer(),
  /** The heading row's cells. */
  headings: array(string()),
  /** The first rows (`IMPORT_PREVIEW_ROWS`), each a line and its cells. */
  preview: array(
    type({
      /** The row's line in the file (the heading row is line 1). */
      line: integer(),
      /** Its cells as text, by column. */
      cells: array(string()),
    }),
  ),
  /** Each field's column (from 0) as guessed from the headings; null: no heading names it. */
  mapping: record(string(), nullable(integer())),
});

export const ImportFileResponse = recordOf(ImportFile);

/** A check's answer: how many rows would be written, and what is wrong with the others. */
export const ImportCheck = type({
  /** The file's data rows. */
  rows: integer(),
  /** The rows that would be written. */
  valid: integer(),
  /** The rows left out by the importer. */
  skipped: integer(),
  /** Every problem, by line then field. */
  errors: array(ImportRowError),
  /** How long the check took, in milliseconds. */
  tookMs: number(),
});
export type ImportCheck = Infer<typeof ImportCheck>;

export const ImportCheckResponse = recordOf(ImportCheck);

/** A run's answer: how many rows it wrote. */
export const ImportRun = type({
  /** The rows written. */
  created: integer(),
  /** The rows left out by the importer. */
  skipped: integer(),
});
export const ImportRunResponse = recordOf(ImportRun);

/** Declares a list's import: its fields, its options, its access, and its three endpoints. */
export function defineImport<
  List extends AnyList,
  const Field extends string,
  const UploadName extends string,
  const CheckName extends string,
  const RunName extends string,
  BodyValue extends Infer<typeof ImportRequest> = Infer<typeof ImportRequest>,
>(
  input: ImportDeclarationInput<List, Field, Struct<BodyValue, ObjectSchema>, UploadName, CheckName, RunName>,
) {
  const fieldKeys = Object.keys(input.fields) as Field[];
  const body = (input.body ?? ImportRequest) as unknown as Struct<BodyValue, ObjectSchema>;
  const params = object({
    /** The upload's id. */
    id: Id,
  });
  const path = `${input.list.path}/imports`;
  const upload = endpoint<FormData, Infer<typeof ImportFileResponse>>({
    method: 'POST',
    path,
    response: ImportFileResponse,
    access: input.access,
    multipart: true,
  });
  const check = endpoint({
    method: 'POST',
    path: `${path}/:id/check`,
    params,
    body,
    response: ImportCheckResponse,
    access: input.access,
  });
  const run = endpoint({
    method: 'POST',
    path: `${path}/:id/run`,
    params,
    body,
    response: ImportRunResponse,
    access: input.access,
  });
  const entries = {
    [input.endpoints.upload]: upload,
    [input.endpoints.check]: check,
    [input.endpoints.run]: run,
  } as { readonly [N in UploadName]: typeof upload } & { readonly [N in CheckName]: typeof check } & {
    readonly [N in RunName]: typeof run;
  };
  return {
    key: input.list.key as List['key'],
    list: input.list,
    fields: input.fields,
    fieldKeys,
    access: input.access,
    body,
    entries,
    endpoints: input.endpoints,
    uploadEndpoint: upload,
    checkEndpoint: check,
    runEndpoint: run,
  };
}

/** Any list's import, for what serves every import (the server's `serveImport`, the app's wizard). */
/* eslint-disable @typescript-eslint/no-explicit-any -- the widest declaration */
export interface AnyImport {
  readonly key: string;
  readonly list: AnyList;
  readonly fields: { readonly [field: string]: ImportFieldDeclaration };
  readonly fieldKeys: readonly string[];
  readonly access: AccessRule;
  readonly body: Struct<any, any>;
  readonly entries: { readonly [name: string]: AnyEndpoint };
  readonly endpoints: { readonly upload: string; readonly check: string; readonly run: string };
  readonly uploadEndpoint: AnyEndpoint;
  readonly checkEndpoint: AnyEndpoint;
  readonly runEndpoint: AnyEndpoint;
}
/* eslint-enable @typescript-eslint/no-explicit-any */
/** The body of a check or a run. */
export type ImportBody<I extends AnyImport> = Infer<I['body']>;
