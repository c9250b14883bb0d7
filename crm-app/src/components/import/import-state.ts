import type { ImportCheck, ImportFix, ImportRowError } from '@doorline/api-client';

// What the import wizard keeps between its steps and checks (issue 42; docs/decisions.md "Issue 42:
// an import declared once"): pure, so that the rules are tested without a screen. The server checks
// and writes; the app only remembers what the importer chose (the mapping, the fixes, the skipped
// lines) and sends it with every check and the run.

/** Each field's column in the file (from 0), or null: the field stays empty. */
export type ImportMapping = Record<string, number | null>;

/** What every check and run of any list's import takes (the list's options aside). */
export interface ImportBodyBase {
  mapping: ImportMapping;
  fixes?: ImportFix[];
  skip?: number[];
}

/** A cell of the file as the importer corrected it, and the value it had when first corrected. */
export interface KeptFix extends ImportFix {
  original: string;
}

/** One problem's place: its line and field. */
export const problemKey = (line: number, field: string) => `${line}:${field}`;

/** The fixes as a body sends them, in the order of their lines and fields. */
export const fixesOf = (fixes: ReadonlyMap<string, KeptFix>, fieldOrder: readonly string[]): ImportFix[] =>
  [...fixes.values()]
    .sort((a, b) => a.line - b.line || fieldOrder.indexOf(a.field) - fieldOrder.indexOf(b.field))
    .map(({ line, field, value }) => ({ line, field, value }));

/**
 * A check's or a run's body: the mapping (every field, null where no column fills it), the fixes
 * and the skipped lines when there are any, and the list's own options. Its text (`bodyText`) says
 * whether the last check was made with what the importer has chosen since.
 */
export function importBody<Options extends object>(
  fieldOrder: readonly string[],
  mapping: ImportMapping,
  fixes: ReadonlyMap<string, KeptFix>,
  skip: ReadonlySet<number>,
  options: Options,
): ImportBodyBase & Options {
  const sentFixes = fixesOf(fixes, fieldOrder);
  const skipped = [...skip].sort((a, b) => a - b);
  return {
    ...options,
    mapping: Object.fromEntries(fieldOrder.map((field) => [field, mapping[field] ?? null])),
    ...(sentFixes.length > 0 ? { fixes: sentFixes } : {}),
    ...(skipped.length > 0 ? { skip: skipped } : {}),
  };
}

/** A body as text, to tell whether two are the same. */
export const bodyText = (body: object) => JSON.stringify(body);

/** Sets (or, back at the value it had, drops) the fix of one cell. */
export function withFix(
  fixes: ReadonlyMap<string, KeptFix>,
  problem: Pick<ImportRowError, 'line' | 'field' | 'value'>,
  value: string,
): Map<string, KeptFix> {
  const key = problemKey(problem.line, problem.field);
  const next = new Map(fixes);
  const original = fixes.get(key)?.original ?? problem.value;
  if (value === original) next.delete(key);
  else next.set(key, { line: problem.line, field: problem.field, value, original });
  return next;
}

/** A row of the problems' table: a problem of the last check, or one the importer fixed or skipped. */
export interface ProblemRow {
  key: string;
  line: number;
  field: string;
  /** The problem as the last check answered it; null when it answered none (fixed, or the line skipped). */
  current: ImportRowError | null;
  /** The problem as it was last seen, for its value and its words once it is gone. */
  seen: ImportRowError;
}

/**
 * The problems' table: every problem of the last check, and those of earlier checks that the
 * importer fixed or whose line they skipped (so that a fix or a skip stays in view, and can be
 * undone, after the check that no longer answers it), by line, then in the fields' order.
 */
export function problemRows(
  check: ImportCheck | null,
  seen: ReadonlyMap<string, ImportRowError>,
  fixes: ReadonlyMap<string, KeptFix>,
  skip: ReadonlySet<number>,
  fieldOrder: readonly string[],
): ProblemRow[] {
  const rows = new Map<string, ProblemRow>();
  for (const error of check?.errors ?? []) {
    const key = problemKey(error.line, error.field);
    rows.set(key, { key, line: error.line, field: error.field, current: error, seen: error });
  }
  for (const [key, error] of seen) {
    if (rows.has(key) || !(fixes.has(key) || skip.has(error.line))) continue;
    rows.set(key, { key, line: error.line, field: error.field, current: null, seen: error });
  }
  return [...rows.values()].sort(
    (a, b) => a.line - b.line || fieldOrder.indexOf(a.field) - fieldOrder.indexOf(b.field),
  );
}

/** Every problem seen so far, by its place, with those of a new check. */
export function withSeen(
  seen: ReadonlyMap<string, ImportRowError>,
  check: ImportCheck,
): Map<string, ImportRowError> {
  const next = new Map(seen);
  for (const error of check.errors) next.set(problemKey(error.line, error.field), error);
  return next;
}

/** The lines of a check's problems that its body did not skip: what stands in the way of the run. */
export const unresolvedLines = (check: ImportCheck, skipped: ReadonlySet<number>) =>
  new Set(check.errors.map((error) => error.line).filter((line) => !skipped.has(line)));
