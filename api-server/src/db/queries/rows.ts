// Helpers the query modules share: ISO dates, pages and ILIKE patterns.

/** Dates as the API sends them (ISO 8601): every top-level Date of a row becomes a string. */
export type Iso<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
export function iso<T extends object>(row: T): Iso<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Iso<T>;
}

export interface Page {
  page: number;
  limit: number;
}

/** `%term%` for ILIKE with the term's own `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
