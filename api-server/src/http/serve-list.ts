// Serves a declared list (issue 41; docs/conventions.md "How to add a list"): its page and its CSV
// export, both from the list's declaration in the contract (`defineList`) and one serving of the
// list's own: how a page is read (the list's domain function, the one query builder both use) and
// how each column's cell is written in a file. No list knows another's columns.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import {
  csvColumns,
  type AnyList,
  type CsvColumn,
  type ExportLanguage,
  type QueryOf,
  type ResponseOf,
} from '@doorline/api-client';
import type { CellOf } from '../domain/exports/csv.js';
import {
  exportFileName,
  openCsv,
  recordExport,
  type ExportOutcome,
  type ListCells,
  type ListExport,
  type PageReader,
  type Words,
} from '../domain/exports/list-export.js';
import type { AuthUser } from '../domain/identity/sessions.js';
import { contentDisposition } from '../domain/orders/files.js';
import type { Handler } from './bind.js';
import type { AppContext } from './context.js';
import type { HandlerInput } from './route.js';

type ListEndpointOf<L extends AnyList> = L['listEndpoint'];
type ExportEndpointOf<L extends AnyList> = L['exportEndpoint'];
/** A row of the list, as its page answers it. */
export type RowOf<L extends AnyList> =
  ResponseOf<ListEndpointOf<L>> extends { data: (infer Row)[] } ? Row : never;

/** How one list is served: its page, and (when it has an export) its file's rows and cells. */
export type ListServing<L extends AnyList, ExportRow> = {
  /** A page of the list for the caller: the list's domain function, in the caller's scope. */
  page: (input: HandlerInput<ListEndpointOf<L>>) => Promise<ResponseOf<ListEndpointOf<L>>>;
} & ([NonNullable<L['endpoints']['export']>] extends [never]
  ? { exportRows?: never; cells?: never }
  : {
      /**
       * How the export reads its rows when not by `page`: the same conditions as the page, written
       * into rows shaped for the file (the sales lists' SQL rows, for speed at a million records).
       */
      exportRows?: (input: HandlerInput<ExportEndpointOf<L>>) => PageReader<ExportRow>;
      /** Each column's cell in a file, by the column's key in the declaration. */
      cells: ListCells<L, ExportRow>;
    });

/** The handlers of a list's entries (`list.entries`), keyed by their names. */
export type ListHandlers<L extends AnyList> = {
  readonly [N in keyof L['entries']]: L['entries'][N] extends ListEndpointOf<L>
    ? Handler<ListEndpointOf<L>>
    : Handler<ExportEndpointOf<L>>;
};

/**
 * The view an export's query asks for: the view whose fixed filters the query holds, the one fixing
 * the most of them (the quotes at `stage=quote`; the order items, which fix none, at no stage);
 * none when no view matches (the main orders at no stage: every column).
 */
function viewOf(list: AnyList, query: Record<string, unknown>): string | undefined {
  const matching = Object.entries(list.views ?? {})
    .filter(([, view]) => Object.entries(view.filters).every(([name, value]) => query[name] === value))
    .sort(([, a], [, b]) => Object.keys(b.filters).length - Object.keys(a.filters).length);
  return matching[0]?.[0];
}

const isCsvColumn = (name: string): name is CsvColumn => (csvColumns as readonly string[]).includes(name);

/** The file's name stem: its view's, else the list's. */
function fileOf(list: AnyList, view: string | undefined) {
  const file = (view ? list.views?.[view]?.file : undefined) ?? list.file;
  if (!file) throw new Error(`${list.key} is exported but names no file`);
  return file;
}

/** A query's filters and sort without its language: what the audit trail keeps. */
function filtersOf(query: Record<string, unknown>): Record<string, unknown> {
  const { lang: _lang, ...rest } = query;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
}

/** The export of a list for one request: the view's columns, its file, its reader. */
export function listExportOf<L extends AnyList, ExportRow>(
  list: L,
  serving: ListServing<L, ExportRow>,
  input: HandlerInput<ExportEndpointOf<L>>,
): ListExport<ExportRow> {
  const { query, params } = input as { query: Record<string, unknown>; params?: Record<string, unknown> };
  const view = viewOf(list, query);
  const cells = serving.cells as Record<string, CellOf<ExportRow, Words>> | undefined;
  if (!cells) throw new Error(`${list.key} has no export`);
  const read: PageReader<ExportRow> =
    (
      serving.exportRows as ((input: HandlerInput<ExportEndpointOf<L>>) => PageReader<ExportRow>) | undefined
    )?.(input) ??
    (async (page, limit) =>
      (await serving.page({ ...input, query: { ...query, page, limit } } as never)) as { data: ExportRow[] });
  return {
    list: list.key,
    file: fileOf(list, view),
    columns: list.columnKeys
      .filter((key) => {
        const views = list.columns[key]!.views;
        return view === undefined ? true : !views || views.includes(view);
      })
      .map((key) => {
        const { heading = key, amount } = list.columns[key]!;
        if (!isCsvColumn(heading)) throw new Error(`${list.key}.${key} has no heading of the exports' words`);
        return { heading, cell: cells[key]!, amount };
      }),
    read,
    filters: { ...params, ...filtersOf(query) },
  };
}

/**
 * The handlers of a declared list's entries: its page, and its export, which streams the file into
 * the reply holding one of the process's export slots (issue 39: `exportSlots`, which a stop waits
 * on; one more answers 503); when it ends (finished, cut, or its client gone) the audit trail records
 * it and the slot is free again. Spread into the list's area: `bindArea(…, { ...serveList(…), … })`.
 */
export function serveList<L extends AnyList, ExportRow = RowOf<L>>(
  { database, config, exportSlots: slots }: AppContext,
  list: L,
  serving: ListServing<L, ExportRow>,
): ListHandlers<L> {
  const db = database.db;
  async function send(
    reply: FastifyReply,
    user: AuthUser,
    exported: ListExport<ExportRow>,
    lang?: ExportLanguage,
  ) {
    const slot = slots.take();
    let ended = false;
    const end = async (outcome: ExportOutcome) => {
      if (ended) return;
      ended = true;
      try {
        await recordExport(db, user, exported, outcome, config.now());
      } catch (error) {
        reply.log.error({ err: error }, 'the audit record of an export could not be written');
      } finally {
        slot.release();
      }
    };
    let chunks: AsyncGenerator<string>;
    try {
      chunks = await openCsv(exported, { lang, currency: config.company.currency }, end);
    } catch (error) {
      slot.release();
      throw error;
    }
    // A generator never started runs no `finally`: an answer closed before its first chunk was asked
    // for (the client gone at once) ends the export here.
    let started = false;
    reply.raw.once('close', () => {
      if (!started) void end({ rows: 0, completed: false });
    });
    async function* file() {
      started = true;
      yield* chunks;
    }
    // A stream with backpressure: the next page is read when the socket has taken the last one;
    // a client that goes away destroys it, which ends the generator (and records the cut export).
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition(exportFileName(exported, lang, config.now())))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(Readable.from(file(), { objectMode: false }));
  }
  const exportHandler = async (input: HandlerInput<ExportEndpointOf<L>>) => {
    const { user, reply, query } = input as unknown as {
      user: AuthUser;
      reply: FastifyReply;
      query: QueryOf<ExportEndpointOf<L>> & { lang?: ExportLanguage };
    };
    return (await send(reply, user, listExportOf(list, serving, input), query.lang)) as never;
  };
  return {
    [list.endpoints.list]: serving.page,
    ...(list.endpoints.export ? { [list.endpoints.export]: exportHandler } : {}),
  } as unknown as ListHandlers<L>;
}
