import { listColumns, type ListKey, type ListSort } from '@doorline/api-client';
import {
  ColumnChooser,
  DataTable,
  type DataTableProps,
  type DataTableSorting,
} from '@doorline/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useSaveListSetting, useSavedListSetting } from '@/lib/list-settings';
import type { DeclaredListState, ListPaging } from '@/lib/use-list-params';
import { ExportButton } from '@/components/export-button';
import { defaultHiddenColumns } from './default-columns';
import { ListError, ListPager } from './list-frame';
import * as styles from './list.css';
import { useTranslation } from '@/lib/i18n';

/**
 * The table's view of a declared list's sort (issue 27; issue 41): its columns that sort, each by the
 * field its declaration names, the sort from the URL, and its default order (the declaration's
 * `byDefault`, which its column's header shows while the URL has none: issue 40).
 */
function tableSorting({ list, sort, onSortChange }: DeclaredListState): DataTableSorting | undefined {
  const fields = Object.fromEntries(
    list.columnKeys.flatMap((id) => {
      const field = list.columns[id]?.sort;
      return field ? [[id, field] as const] : [];
    }),
  );
  const ids = Object.keys(fields);
  if (ids.length === 0) return undefined;
  const shown = (of: ListSort<string> | undefined) => {
    const column = of ? ids.find((id) => fields[id] === of.field) : undefined;
    return of && column
      ? { column, direction: of.order === 'asc' ? ('ascending' as const) : ('descending' as const) }
      : null;
  };
  return {
    columns: ids,
    sort: shown(sort),
    defaultSort: shown(list.byDefault),
    onSortChange: (next) =>
      onSortChange(
        next
          ? { field: fields[next.column]!, order: next.direction === 'ascending' ? 'asc' : 'desc' }
          : undefined,
      ),
  };
}

export type ListTableProps<Row> = Omit<
  DataTableProps<Row>,
  'data' | 'getRowId' | 'isLoading' | 'footer' | 'emptyText' | 'skeletonRows' | 'sorting'
> & {
  /** The list's query: its answer is a page of rows and the count of all of them. */
  query: UseQueryResult<{ data: Row[]; pagination: { count: number } }>;
  paging: ListPaging;
  /** `always` under a page's list; `several-pages` under a table on a record's page. */
  pager?: 'always' | 'several-pages';
  /** The skeleton while loading; a full page of rows unless said otherwise. */
  skeletonRows?: number;
  /** Lists' own "No data" unless the table says something of its own. */
  emptyText?: ReactNode;
  /**
   * The declared list it shows (issue 41; `useListQuery`'s `declared`): its headers sort by its
   * declaration (issue 27), "Export CSV" over it exports its filters and sort (issue 28) when it
   * exports, and its user's hidden columns stay out with "Columns" to choose them (issue 40). A
   * table on a record's page has none.
   */
  declared?: DeclaredListState;
};

/** The settings' key of a declared list: its view's, or its own (issue 40; `listColumns`). */
const settingsKeyOf = (declared: DeclaredListState | undefined): ListKey | undefined =>
  declared ? ((declared.view ?? declared.list.key) as ListKey) : undefined;

/**
 * The columns a list shows (issue 40 item 9): all but those its user hid, or those it hides by
 * default while its user has chosen nothing; and the chooser's choices, the columns it may hide.
 */
export function useListColumns<Row>(list: ListKey | undefined, columns: DataTableProps<Row>['columns']) {
  const { t } = useTranslation('lists');
  const setting = useSavedListSetting(list);
  const save = useSaveListSetting(list);
  return useMemo(() => {
    if (!list) return { shown: columns, chooser: null };
    const hideable: readonly string[] = listColumns[list];
    const hidden: readonly string[] = setting?.hiddenColumns ?? defaultHiddenColumns[list];
    const choices = columns
      .filter((column): column is typeof column & { id: string } => hideable.includes(column.id ?? ''))
      .map((column) => ({
        id: column.id,
        label: typeof column.header === 'string' ? column.header : column.id,
      }));
    return {
      shown: columns.filter((column) => !hidden.includes(column.id ?? '')),
      chooser:
        choices.length > 0 ? (
          <ColumnChooser
            label={t('list.columns')}
            columns={choices}
            hidden={hidden.filter((id) => choices.some((choice) => choice.id === id))}
            onHiddenChange={(next) =>
              // The columns this view does not offer (another area's) keep their choice.
              save({ hiddenColumns: [...hidden.filter((id) => !choices.some((c) => c.id === id)), ...next] })
            }
          />
        ) : null,
    };
  }, [list, columns, setting, save, t]);
}

/**
 * A list's table (spec §2 "Shared table"): a failed load with nothing to show offers to try again;
 * otherwise the rows of the page, a skeleton while loading, and the pager under them.
 */
export function ListTable<Row extends { id: number }>({
  query,
  paging,
  pager = 'always',
  skeletonRows,
  emptyText,
  declared,
  ...allColumns
}: ListTableProps<Row>) {
  const { t } = useTranslation('lists');
  const { shown, chooser } = useListColumns(settingsKeyOf(declared), allColumns.columns);
  const exportTo = declared?.list.endpoints.export
    ? { endpoint: declared.list.exportEndpoint, query: declared.query, params: declared.params }
    : undefined;
  const sorting = declared ? tableSorting(declared) : undefined;
  const table = { ...allColumns, columns: shown };
  const toolbar =
    exportTo || chooser ? (
      <div className={styles.listToolbar}>
        {chooser}
        {exportTo ? <ExportButton target={exportTo} /> : null}
      </div>
    ) : null;
  if (query.isError && !query.data) return <ListError onRetry={() => void query.refetch()} />;
  const rows = query.data?.data ?? [];
  const count = query.data?.pagination.count;
  const showPager = count !== undefined && (pager === 'always' || count > paging.limit);
  // The first column and the row's actions (when last) stay in view while a list wider than its
  // frame scrolls sideways: a phone, a long language (issue 24).
  const ids = table.columns.map((column) => column.id);
  const pinned = table.pinned ?? {
    ...(ids[0] ? { start: ids[0] } : {}),
    ...(ids.at(-1) === 'actions' ? { end: 'actions' } : {}),
  };
  const tableElement = (
    <DataTable
      {...table}
      pinned={pinned}
      {...(sorting ? { sorting } : {})}
      strings={{ sortBy: (column) => t('list.sortBy', { column }), ...table.strings }}
      data={rows}
      getRowId={(row) => String(row.id)}
      isLoading={query.isPending}
      skeletonRows={skeletonRows ?? paging.limit}
      emptyText={emptyText ?? t('list.empty')}
      footer={
        showPager ? (
          <ListPager
            page={paging.page}
            limit={paging.limit}
            count={count}
            rowsOnPage={rows.length}
            onPageChange={paging.setPage}
            onLimitChange={paging.setLimit}
          />
        ) : null
      }
    />
  );
  return toolbar ? (
    <>
      {toolbar}
      {tableElement}
    </>
  ) : (
    tableElement
  );
}
