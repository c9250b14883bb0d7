// A list declared once (issue 41; docs/decisions.md "Issue 41: a list declared once"): what a list
// is, in one value of the contract, and everything the server, the client and the app derive from it:
// its list and export endpoints, the OpenAPI operations, the settings' hideable columns, the app's
// sortable headers, export button and URL parsing.
import { array, object, type, type Infer, type Struct } from 'superstruct';
import type { CsvColumn, CsvTexts } from '../texts/csv.js';
import { Pagination, sortQuery, type ListSort } from './common.js';
import { pageQuery } from './params.js';
import { endpoint, type AnyEndpoint } from './endpoint.js';
import { exportQueryOf, FileAnswer } from './exports.js';
import type { AccessRule } from './permissions.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- superstruct's own ObjectSchema
type ObjectSchema = Record<string, Struct<any, any>>;

/** One column of a list, in the order the screen shows it and the file writes it. */
export interface ListColumnDeclaration<SortField extends string = string, View extends string = string> {
  /**
   * Its heading in a CSV file (the exports' words, `csvColumns`) when that is not its key: a list that
   * exports writes every column of its view, each under `heading ?? key`.
   */
  heading?: CsvColumn;
  /** The field its header sorts by (one of the list's `sortFields`); none: the column does not sort. */
  sort?: SortField;
  /**
   * Always shown, a person cannot hide it: the column that names the row (its link), everywhere
   * (`true`), or in these views only (the orders' sub-orders, which unfold under the row).
   */
  fixed?: true | readonly View[];
  /** Its cells are amounts: the file's heading names the currency, the cells stay plain decimals. */
  amount?: true;
  /** Shown and exported in these views only (a quote's id, a pre-order's orders); absent: in every one. */
  views?: readonly View[];
}

/**
 * A view of a list: a page of the app that shows the list with some filters fixed (the quotes are the
 * main orders at the stage `quote`), with its own settings and its own file name.
 */
export interface ListView<Filters> {
  /** The filters the view fixes; the list's query carries them. */
  filters: Partial<Filters>;
  /** The file's name stem of its export, by the exports' words. */
  file: keyof CsvTexts['files'];
}

/**
 * Whose rows a list holds (docs/permissions.md "Account types"): a dealer's rows, by the dealer column
 * its query builder applies the caller's scope to (`dealerColumn`); rows no dealer owns, the same for
 * every caller its access lets in (`shared`: the roles); or the caller's own rows (`own`: their
 * notifications).
 */
export type ListScope = { readonly dealerColumn: string } | 'shared' | 'own';

export interface ListDeclarationInput<
  Key extends string,
  Row,
  Filters extends ObjectSchema,
  SortField extends string,
  Column extends string,
  View extends string,
  ListName extends string,
  ExportName extends string,
  Params,
  Answer extends ObjectSchema,
> {
  /** The list's name: the audit trail's, and its settings' when it has no views. */
  key: Key;
  /** The names of its endpoints in the contract's table (the client's methods, the API's operations). */
  endpoints: { list: ListName; export?: ExportName };
  /** Relative to the API base, with `:name` parameters; its export is at `<path>/export`. */
  path: string;
  /** The path's parameters (a record's items). */
  params?: Struct<Params, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A row as the list answers it. */
  row: Struct<Row, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** What the answer holds besides its rows and pagination (the dealers' `hasMore`, for a look-up). */
  answer?: Answer;
  /** What the query may filter by, besides its page, page size and sort. */
  filters: Filters;
  /** The fields its `search` matches, as the API's description says them. */
  search?: readonly string[];
  /** The fields it sorts by (`sort`), and its order without one (`byDefault`); none: it does not sort. */
  sortFields?: readonly SortField[];
  byDefault?: ListSort<NoInfer<SortField>>;
  scope: ListScope;
  /** Who may read it (and export it): a row of an access table, or `self` (the caller's own rows). */
  access: AccessRule | 'self';
  /** Its columns, in the screen's order. */
  columns: { readonly [C in Column]: ListColumnDeclaration<NoInfer<SortField>, NoInfer<View>> };
  /** The file's name stem of its export when no view applies. */
  file?: keyof CsvTexts['files'];
  /** Its views, each a page of the app with its own settings (the quotes, pre-orders and orders). */
  views?: { readonly [V in View]: ListView<Infer<Struct<ObjectOf<Filters>>>> };
}

/** The value an object struct of these filters checks. */
type ObjectOf<S extends ObjectSchema> = { [K in keyof S]: Infer<S[K]> };

/**
 * Declares a list (docs/conventions.md "How to add a list"): its query, its answer, its endpoints and
 * its columns come from this one value.
 */
export function defineList<
  const Key extends string,
  Row,
  Filters extends ObjectSchema,
  const Column extends string,
  const ListName extends string,
  const SortField extends string = never,
  Params = undefined,
  const View extends string = never,
  const ExportName extends string = never,
  Answer extends ObjectSchema = Record<never, never>,
>(
  input: ListDeclarationInput<
    Key,
    Row,
    Filters,
    SortField,
    Column,
    View,
    ListName,
    ExportName,
    Params,
    Answer
  >,
) {
  const sort = (input.sortFields ? sortQuery(input.sortFields) : {}) as ReturnType<
    typeof sortQuery<SortField>
  >;
  const query = object({ ...pageQuery, ...input.filters, ...sort });
  const response = type({
    /** The page's rows, in the list's order. */
    data: array(input.row),
    /** Which page this is, its size, and how many rows match in all. */
    pagination: Pagination,
    ...(input.answer as Answer),
  });
  const exportQuery = exportQueryOf(query);
  const listEndpoint = endpoint({
    method: 'GET',
    path: input.path,
    params: input.params,
    query,
    response,
    access: input.access,
  });
  const exportEndpoint = endpoint({
    method: 'GET',
    path: `${input.path}/export`,
    params: input.params,
    query: exportQuery,
    response: FileAnswer,
    access: input.access,
    fileAnswer: true,
  });
  const entries = {
    [input.endpoints.list]: listEndpoint,
    ...(input.endpoints.export ? { [input.endpoints.export]: exportEndpoint } : {}),
  } as { readonly [N in ListName]: typeof listEndpoint } & {
    readonly [N in ExportName]: typeof exportEndpoint;
  };
  return {
    ...input,
    /** The list endpoint's query: page, page size, the filters and the sort. */
    query,
    /** The list endpoint's answer: a page of rows and its pagination. */
    response,
    /** The export's query: the list's without page and page size, and the file's language. */
    exportQuery,
    /** The column keys in the screen's order. */
    columnKeys: Object.keys(input.columns) as Column[],
    /** `GET <path>`: a page of the list. */
    listEndpoint,
    /** `GET <path>/export`: every row of the list's filters and sort, as a CSV file (issue 28). */
    exportEndpoint,
    /**
     * The list's entries of the contract's table, keyed by their names (`endpoints`): its list and,
     * when it has one, its export. An area spreads them (`...dealerList.entries`); the server binds
     * them with `serveList`.
     */
    entries,
  };
}

/** Any list's declaration, for what serves every list (the settings, the export, the app's table). */
/* eslint-disable @typescript-eslint/no-explicit-any -- the widest declaration */
export interface AnyList {
  readonly key: string;
  readonly endpoints: { readonly list: string; readonly export?: string };
  readonly path: string;
  readonly params?: Struct<any, any> | undefined;
  readonly row: Struct<any, any>;
  readonly filters: ObjectSchema;
  readonly search?: readonly string[] | undefined;
  readonly sortFields?: readonly string[] | undefined;
  readonly byDefault?: ListSort<string> | undefined;
  readonly scope: ListScope;
  readonly access: AccessRule | 'self';
  readonly columns: { readonly [column: string]: ListColumnDeclaration };
  readonly columnKeys: readonly string[];
  readonly file?: keyof CsvTexts['files'] | undefined;
  readonly views?: { readonly [view: string]: ListView<any> } | undefined;
  readonly query: Struct<any, any>;
  readonly response: Struct<any, any>;
  readonly exportQuery: Struct<any, any>;
  readonly listEndpoint: AnyEndpoint;
  readonly exportEndpoint: AnyEndpoint;
  readonly entries: { readonly [name: string]: AnyEndpoint };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The settings' key of a list's view, or of the list itself when it has none. */
export type ListViewKey<L extends AnyList> = [keyof NonNullable<L['views']>] extends [never]
  ? L['key']
  : keyof NonNullable<L['views']> & string;

/** The columns a view shows (or a list without views), in the screen's order. */
export function columnsOf<L extends AnyList>(list: L, view?: string): L['columnKeys'] {
  return list.columnKeys.filter((column) => {
    const views = columnOf(list, column).views;
    return view === undefined || !views || views.includes(view);
  });
}

const columnOf = (list: AnyList, column: string): ListColumnDeclaration => list.columns[column]!;

/** Whether a person may hide the column in the view (issue 40 item 9): all but its fixed ones. */
export function isHideable(list: AnyList, column: string, view?: string): boolean {
  const { fixed } = columnOf(list, column);
  return !(fixed === true || (view !== undefined && fixed?.includes(view)));
}

/** A column of a list (the type does not tell its fixed ones apart: `isHideable` does). */
export type ColumnOf<L extends AnyList> = L['columnKeys'][number];

/**
 * The settings' lists of some declarations: each view of a list with views (`quotes`, `production`),
 * each list without (`dealers`), with the columns a person may hide in it.
 */
export function settingsListsOf<const Ls extends readonly AnyList[]>(lists: Ls) {
  const entries = lists.flatMap((list) =>
    list.views
      ? Object.keys(list.views).map((view) => [view, hideableIn(list, view)] as const)
      : [[list.key, hideableIn(list)] as const],
  );
  return Object.fromEntries(entries) as unknown as {
    [L in Ls[number] as ListViewKey<L>]: readonly ColumnOf<L>[];
  };
}

const hideableIn = (list: AnyList, view?: string) =>
  columnsOf(list, view).filter((column) => isHideable(list, column, view));
