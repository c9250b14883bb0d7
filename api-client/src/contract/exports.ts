// CSV export of every list (issue 28; docs/decisions.md "Issue 28: CSV export") and the download
// ticket that lets a browser open any file answer by a plain navigation, without the bearer token in
// its address (docs/architecture.md "Downloads").
import {
  enums,
  object,
  optional,
  refine,
  size,
  string,
  type,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';
import { documentLanguages, type DocumentLanguage } from '../texts/languages.js';

/** The languages a file the server writes may be in: the app's (the shared vocabulary's). */
export type ExportLanguage = DocumentLanguage;
export const ExportLanguage = enums(documentLanguages);

/**
 * The query of a list's export: the list's own query without its page and limit (every row that
 * matches is exported), plus `lang`, the language of the headings and status names (English by
 * default). One helper for every list, so that an export takes exactly the list's filters and sort.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- superstruct's own ObjectSchema
type ObjectSchema = Record<string, Struct<any, any>>;

export function exportQueryOf<T, S extends ObjectSchema>(list: Struct<T, S>) {
  const { page: _page, limit: _limit, ...filters } = list.schema as S & { page?: unknown; limit?: unknown };
  return object({ ...(filters as Omit<S, 'page' | 'limit'>), ...ExportQuery.schema });
}

/** What every export's query adds to its list's filters and sort. */
export const ExportQuery = object({
  /** The language of the file's headings and status names: `en` (the default), `uk` or `ru`. */
  lang: optional(ExportLanguage),
});

/** What an export answers: a CSV file's bytes (`fileAnswer`), not JSON. */
export const FileAnswer = unknown();

/** How long a download ticket may wait for its first (and only) use. */
export const DOWNLOAD_TICKET_SECONDS = 60;

/**
 * A path under the API's base with its query, as a ticket is asked for (`/orders/main-orders/export?dealerId=3`):
 * relative, no `ticket` of its own, at most 2,000 characters.
 */
export const DownloadPath = refine(size(string(), 1, 2000), 'path', (value) =>
  /^\/[^/\\]/.test(value) && !/[\s#]/.test(value) ? true : 'Must be a path under the API, like /users/export',
);

/** `POST /downloads`: a ticket for one `fileAnswer` GET of the caller's. */
export const DownloadTicketBody = object({
  /** The file answer's path under the API, with its query (`/users/export?status=active`). */
  path: DownloadPath,
});
export type DownloadTicketBody = Infer<typeof DownloadTicketBody>;

/** The path to open (relative to the API's base), with `ticket=` added: single use, for 60 s. */
export const DownloadTicketResponse = type({
  /** The ticket. */
  data: type({
    /** The path to open, with `ticket=` added. */
    url: string(),
  }),
});
export type DownloadTicketResponse = Infer<typeof DownloadTicketResponse>;

/** The query parameter that carries a download ticket in place of the bearer token. */
export const DOWNLOAD_TICKET_PARAM = 'ticket';
