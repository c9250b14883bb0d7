// CSV export of every list (issue 28; docs/decisions.md "Issue 28: CSV export"). An export reads its
// list through the list's own domain function (the same query builder, filters, scope, sort and
// tie-breaker), page after page of `EXPORT_BATCH` rows, and turns each page into CSV lines as they are
// asked for: the rows equal the list's by construction, the file is never held in memory, and other
// requests run between two pages (PGlite runs one statement at a time).
import type { DealerScope } from '../scope.js';
import {
  documentTexts,
  type CsvColumn,
  type CsvTexts,
  type Dealer,
  calendarDay,
  type DocumentTexts,
  type ExportLanguage,
  type ExportList,
  type Item,
  type OrderListQuery,
  type OrderStage,
  type Role,
  type User,
} from '@doorline/api-client';
import { setImmediate } from 'node:timers/promises';
import type { Db } from '../../db/index.js';
import { insertAuditEvent } from '../../db/queries/audit.js';
import { orderExportColumn as at, type OrderExportRow } from '../../db/queries/order-lists.js';
import { dealerList } from '../dealers/dealers.js';
import { roleList } from '../administration/roles.js';
import { userList } from '../administration/users.js';
import type { AuthUser } from '../identity/sessions.js';
import { itemsPage, mainOrderExport, subOrderExport } from '../orders/orders.js';
import { BOM, csvLine, csvLines, csvTimestamp, type CellOf } from './csv.js';

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
interface Words extends CsvTexts {
  status: DocumentTexts;
}

/**
 * One column of a list's file: its heading and its cell from a row; an amount's column says so
 * (`'amount'`), and its heading names the currency (`Price (UAH)`, issue 40 item 2) while its cells
 * stay plain decimals a spreadsheet can sum.
 */
type Column<Row> = [CsvColumn, CellOf<Row, Words>, 'amount'?];

/** A page of a list, read by the list's own domain function. */
type PageReader<Row> = (page: number, limit: number) => Promise<{ data: Row[] }>;

/** What an export writes: its columns, how it reads a page, and the file's name. */
export interface ListExport<Row> {
  list: ExportList;
  /** The file's name stem, by the list's words (`orders`, `замовлення`). */
  file: keyof CsvTexts['files'];
  columns: Column<Row>[];
  read: PageReader<Row>;
  /** The filters and sort asked for, as the audit trail records them. */
  filters: Record<string, unknown>;
}

const joined = (values: readonly string[]) => values.join('; ');

const partyAndDates: Column<OrderExportRow>[] = [
  ['dealer', (row) => row[at.dealer]],
  ['salesman', (row) => row[at.salesman]],
  ['requested', (row) => row[at.requestedDate]],
  ['created', (row) => row[at.createdAt]],
  ['updated', (row) => row[at.updatedAt]],
];

/**
 * A stage's main-order list, its columns as the app's list shows them (spec §2): quotes their id and
 * items, pre-orders and orders their sub-orders (by number), all of them the parties and dates.
 */
function mainOrderColumns(stage: OrderStage | undefined): Column<OrderExportRow>[] {
  const any = stage === undefined;
  return [
    ...(any || stage === 'quote' ? [['id', (row) => row[at.id]] as Column<OrderExportRow>] : []),
    ['transaction', (row) => row[at.orderNumber]],
    ['reference', (row) => row[at.referenceNumber]],
    ...(any || stage !== 'quote' ? [['orders', (row) => row[at.subOrders]] as Column<OrderExportRow>] : []),
    ['status', (row, words) => words.status.orderStatus[row[at.status]]],
    ...(stage === 'order' ? [] : [['items', (row) => row[at.itemsCount]] as Column<OrderExportRow>]),
    ...partyAndDates,
  ];
}

const subOrderColumns: Column<OrderExportRow>[] = [
  ['id', (row) => row[at.id]],
  ['orderNumber', (row) => row[at.orderNumber]],
  ['status', (row, words) => words.status.orderStatus[row[at.status]]],
  ...partyAndDates,
];

const itemColumns: Column<Item>[] = [
  ['id', (item) => item.id],
  ['description', (item) => item.description],
  ['price', (item) => item.price, 'amount'],
  ['created', (item) => csvTimestamp(item.createdAt)],
  ['updated', (item) => csvTimestamp(item.updatedAt)],
];

const userColumns: Column<User>[] = [
  ['personName', (user) => user.name],
  ['email', (user) => user.email],
  [
    'type',
    (user, words) =>
      user.type === 'dealer' && user.dealer ? `${words.dealer}: ${user.dealer.name}` : words[user.type],
  ],
  ['role', (user, words) => user.role?.name ?? words.noRole],
  ['permissions', (user) => (user.role?.isActive ? joined(user.role.permissions.map((p) => p.key)) : '')],
  ['status', (user, words) => words.status.userStatus[user.status]],
  ['created', (user) => csvTimestamp(user.createdAt)],
  ['updated', (user) => csvTimestamp(user.updatedAt)],
];

const dealerColumns: Column<Dealer>[] = [
  ['name', (dealer) => dealer.name],
  ['description', (dealer) => dealer.description],
  ['status', (dealer, words) => words.status.dealerStatus[dealer.status]],
  ['created', (dealer) => csvTimestamp(dealer.createdAt)],
  ['updated', (dealer) => csvTimestamp(dealer.updatedAt)],
];

const roleColumns: Column<Role>[] = [
  ['name', (role) => role.name],
  ['description', (role) => role.description],
  ['permissions', (role) => joined(role.permissions.map((p) => p.key))],
  ['isActive', (role, words) => (role.isActive ? words.active : words.inactive)],
  ['users', (role) => role.userCount],
  ['created', (role) => csvTimestamp(role.createdAt)],
  ['updated', (role) => csvTimestamp(role.updatedAt)],
];

/** A query's filters and sort without its language: what the audit trail keeps. */
function filtersOf(query: Record<string, unknown>): Record<string, unknown> {
  const { lang: _lang, ...rest } = query;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
}

type Query<T> = T & { lang?: ExportLanguage | undefined };

const stageFile = {
  quote: 'quotes',
  preorder: 'preorders',
  order: 'orders',
  production: 'production',
  warehouse: 'warehouse',
  hold: 'hold',
} as const satisfies Record<OrderStage, keyof CsvTexts['files']>;

/** Each list's export over its own domain function, for the caller, with the query's filters and sort. */
export const listExports = {
  mainOrders: (
    db: Db,
    scope: DealerScope,
    query: Query<OrderListQuery>,
    now: Date,
  ): ListExport<OrderExportRow> => ({
    list: 'mainOrders',
    file: query.stage ? stageFile[query.stage] : 'mainOrders',
    columns: mainOrderColumns(query.stage),
    read: mainOrderExport(db, scope, query, now),
    filters: filtersOf(query),
  }),
  subOrders: (
    db: Db,
    scope: DealerScope,
    query: Query<OrderListQuery>,
    now: Date,
  ): ListExport<OrderExportRow> => ({
    list: 'subOrders',
    file: query.stage ? stageFile[query.stage] : 'subOrders',
    columns: subOrderColumns,
    read: subOrderExport(db, scope, query, now),
    filters: filtersOf(query),
  }),
  items: (db: Db, scope: DealerScope, orderId: number, query: Query<object>): ListExport<Item> => ({
    list: 'items',
    file: 'items',
    columns: itemColumns,
    read: (page, limit) => itemsPage(db, scope, orderId, { page, limit }),
    filters: { orderId, ...filtersOf(query as Record<string, unknown>) },
  }),
  users: (db: Db, scope: DealerScope, query: Query<Parameters<typeof userList>[2]>): ListExport<User> => ({
    list: 'users',
    file: 'users',
    columns: userColumns,
    read: (page, limit) => userList(db, scope, { ...query, page, limit }),
    filters: filtersOf(query),
  }),
  dealers: (
    db: Db,
    scope: DealerScope,
    query: Query<Parameters<typeof dealerList>[2]>,
  ): ListExport<Dealer> => ({
    list: 'dealers',
    file: 'dealers',
    columns: dealerColumns,
    read: (page, limit) => dealerList(db, scope, { ...query, page, limit }),
    filters: filtersOf(query),
  }),
  roles: (db: Db, scope: DealerScope, query: Query<Parameters<typeof roleList>[2]>): ListExport<Role> => ({
    list: 'roles',
    file: 'roles',
    columns: roleColumns,
    read: (page, limit) => roleList(db, scope, { ...query, page, limit }),
    filters: filtersOf(query),
  }),
};

/** The words of a language: the exports' own and the shared vocabulary's. */
export const wordsOf = (lang: ExportLanguage = 'en'): Words => ({
  ...documentTexts[lang].csv,
  status: documentTexts[lang],
});

/** The file's name: the list's name in the reader's language and the day (`orders-2026-11-28.csv`). */
export const exportFileName = (exported: ListExport<unknown>, lang: ExportLanguage = 'en', now: Date) =>
  `${wordsOf(lang).files[exported.file]}-${calendarDay(now)}.csv`;

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
  const cells = exported.columns.map(([, cell]) => cell);
  const headings = exported.columns.map(([heading, , kind]) =>
    kind === 'amount' ? `${words.columns[heading]} (${currency})` : words.columns[heading],
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
  exported: ListExport<unknown>,
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
