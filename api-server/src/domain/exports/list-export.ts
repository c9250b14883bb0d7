// CSV export of a list (issue 28; docs/decisions.md "Issue 28: CSV export"): what every list's export
// shares; what one list writes comes from its declaration and its serving (`http/serve-list.ts`). An
// export reads its list through the list's own domain function (the same query builder, filters, scope, sort and
// tie-breaker), page after page of `EXPORT_BATCH` rows, and turns each page into CSV lines as they are
// asked for: the rows equal the list's by construction, the file is never held in memory, and other
// requests run between two pages (PGlite runs one statement at a time).
import {
  type AnyList,
  documentTexts,
  type CsvColumn,
  type CsvTexts,
  calendarDay,
  type DocumentTexts,
  type ExportLanguage,
} from '@doorline/api-client';
import { setImmediate } from 'node:timers/promises';
import type { Db } from '../../db/index.js';
import { insertAuditEvent } from '../../db/queries/audit.js';
import type { AuthUser } from '../identity/sessions.js';
import { BOM, csvLine, csvLines, type CellOf } from './csv.js';

/**
 * Rows read per statement: the server's memory grows with it (two batches live at once, the one
 * written and the one read ahead), its speed a little: at 1M orders 500 rows gave 22,500 rows/s and
 * 55 MB of growth, 1,000 25,800 and 88 MB, 5,000 33,000 and 158 MB (docs/decisions.md "Issue 28:
 * CSV export", BENCHMARKS.md "export").
 */
export const EXPORT_BATCH = 500;

/** Pages asked for ahead of the one being written (docs/decisions.md "Issue 28: CSV export"). */
const READ_AHEAD = 2;

let turns: Promise<void> = Promise.resolve();
/**
 * The exports of a process write their pages one at a time, each in a turn of the event loop of its
 * own after the requests waiting on input have been served (`setImmediate`): however many exports run,
 * a request waits behind one page's worth of their work, not one page of each (issue 39;
 * docs/decisions.md "Issue 39: a clean stop and bounded exports").
 */
function exportTurn(): Promise<void> {
  const turn = turns.then(() => setImmediate());
  turns = turn;
  return turn;
}

/** The words a file is written with: the shared vocabulary's statuses and the exports' own. */
export interface Words extends CsvTexts {
  status: DocumentTexts;
}

/** A page of a list, as its export reads it: its rows only. */
export type PageReader<Row> = (page: number, limit: number) => Promise<{ data: Row[] }>;

/** One column of a file: its heading, its cell from a row, and whether its cells are amounts. */
export interface ExportColumn<Row> {
  heading: CsvColumn;
  cell: CellOf<Row, Words>;
  /** Its heading names the currency (`Price (UAH)`, issue 40 item 2); its cells stay plain decimals. */
  amount?: boolean | undefined;
}

/** What an export writes: its columns, how it reads a page, and the file's name. */
export interface ListExport<Row> {
  /** The list's key (its declaration's), as the audit trail records it. */
  list: string;
  /** The file's name stem, by the list's words (`orders`, `замовлення`). */
  file: keyof CsvTexts['files'];
  columns: ExportColumn<Row>[];
  read: PageReader<Row>;
  /** The filters and sort asked for (and the path's parameters), as the audit trail records them. */
  filters: Record<string, unknown>;
}

/** The words of a language: the exports' own and the shared vocabulary's. */
export const wordsOf = (lang: ExportLanguage = 'en'): Words => ({
  ...documentTexts[lang].csv,
  status: documentTexts[lang],
});

/** The file's name: the list's name in the reader's language and the day (`orders-2026-11-28.csv`). */
export const exportFileName = (
  exported: Pick<ListExport<unknown>, 'file'>,
  lang: ExportLanguage = 'en',
  now: Date,
) => `${wordsOf(lang).files[exported.file]}-${calendarDay(now)}.csv`;

export interface ExportOutcome {
  rows: number;
  completed: boolean;
}

/** How a file is written for its reader: the language of its words, the currency of its amounts. */
export interface CsvFormat {
  lang?: ExportLanguage | undefined;
  /** The organization's currency (CURRENCY), named in the headings of amounts. */
  currency: string;
}

/**
 * Opens an export: reads its first page now, so that a refusal (a record outside the caller's scope:
 * 404) is answered before the file starts, and gives the file's text chunk by chunk: the byte-order
 * mark and the headings with the first page, then one chunk per page of the list, each read only when
 * the previous chunk was taken (a consumer that stops reading stops the export). When it ends,
 * finished or cut (the client went away, a page failed), `done` is told how many rows went out and
 * whether that was all of them.
 */
export async function openCsv<Row>(
  exported: ListExport<Row>,
  { lang = 'en', currency }: CsvFormat,
  done: (outcome: ExportOutcome) => Promise<void>,
  batch = EXPORT_BATCH,
): Promise<AsyncGenerator<string>> {
  const words = wordsOf(lang);
  const cells = exported.columns.map(({ cell }) => cell);
  const headings = exported.columns.map(({ heading, amount }) =>
    amount ? `${words.columns[heading]} (${currency})` : words.columns[heading],
  );
  const lines = (rows: Row[]) => csvLines(rows, cells, words);
  const first = await exported.read(1, batch);
  async function* chunks(): AsyncGenerator<string> {
    const outcome: ExportOutcome = { rows: 0, completed: false };
    // The next pages are read while this one is written out (`READ_AHEAD` statements in flight, each
    // on its own connection of the pool): the database and the server work side by side.
    let last = 1;
    let ended = first.data.length < batch;
    const ahead: Promise<{ data: Row[] }>[] = [];
    const readNext = () => {
      if (!ended) ahead.push(exported.read(++last, batch));
    };
    for (let i = 0; i < READ_AHEAD; i++) readNext();
    try {
      // Counted as handed to the reply: a chunk is the reply's once yielded.
      outcome.rows += first.data.length;
      yield BOM + csvLine(headings) + lines(first.data);
      while (ahead.length > 0) {
        const { data } = await ahead.shift()!;
        // A short page is the last; the pages asked after it are empty.
        if (data.length < batch) ended = true;
        else readNext();
        await exportTurn();
        const text = lines(data);
        outcome.rows += data.length;
        if (text) yield text;
        if (ended) break;
      }
      outcome.completed = true;
    } finally {
      // Pages read ahead for a reply that went away or past the end: their failures are nobody's.
      for (const page of ahead) page.catch(() => {});
      await done(outcome);
    }
  }
  return chunks();
}

/** The audit trail's record of an export (issue 28): on the actor's own trail, written when it ends. */
export async function recordExport(
  db: Db,
  user: AuthUser,
  exported: Pick<ListExport<unknown>, 'list' | 'filters'>,
  outcome: ExportOutcome,
  at: Date,
) {
  await insertAuditEvent(db, {
    actorId: user.id,
    subjectType: 'user',
    subjectId: user.id,
    action: 'list.exported',
    before: null,
    after: {
      list: exported.list,
      filters: exported.filters,
      rows: outcome.rows,
      completed: outcome.completed,
    },
    createdAt: at,
  });
}

/**
 * Each column's cell in a list's file, by the column's key in the list's declaration: every column,
 * and no other (a column added to the declaration is a type error here until its cell is written).
 */
export type ListCells<L extends AnyList, Row> = {
  readonly [C in L['columnKeys'][number]]: CellOf<Row, Words>;
};
