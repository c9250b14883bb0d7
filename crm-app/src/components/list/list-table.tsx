import { listColumns, type ListKey, type ListSort } from '@doorline/api-client';
import {
  ColumnChooser,
  DataTable,
  type DataTableProps,
  type DataTableSorting,
} from '@doorline/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveListSetting, useSavedListSetting } from '@/lib/list-settings';
import type { ListPaging } from '@/lib/use-list-params';
import { ExportButton, type ListExportTarget } from '@/components/export-button';
import { defaultHiddenColumns } from './default-columns';
import { ListError, ListPager } from './list-frame';
import * as styles from './list.css';

/**
 * A list's sortable columns (issue 27): which column sorts by which of the list's sort fields, the
 * list's sort from the URL, and how to change it (`useListParams`'s `setSort`).
 */
export interface ListSorting<F extends string> {
  columns: Partial<Record<string, F>>;
  sort: ListSort<F> | undefined;
  /**
   * The list's order without a sort (the contract's `newestFirst`, `rolesInOrderMade`): its column's
   * header shows it (issue 40), so that a list always says how it is ordered.
   */
  byDefault: { field: F; order: ListSort<F>['order'] };
  onSortChange: (sort: ListSort<F> | undefined) => void;
}

/** The table's view of a list's sort: a column and a direction, and back. */
function tableSorting<F extends string>({
  columns,
  sort,
  byDefault,
  onSortChange,
}: ListSorting<F>): DataTableSorting {
  const ids = Object.keys(columns).filter((id) => columns[id] !== undefined);
  const shown = (of: ListSort<F> | undefined) => {
    const column = of ? ids.find((id) => columns[id] === of.field) : undefined;
    return of && column
      ? { column, direction: of.order === 'asc' ? ('ascending' as const) : ('descending' as const) }
      : null;
  };
  return {
    columns: ids,
    sort: shown(sort),
    defaultSort: shown(byDefault),
    onSortChange: (next) =>
      onSortChange(
        next
          ? { field: columns[next.column]!, order: next.direction === 'ascending' ? 'asc' : 'desc' }
          : undefined,
      ),
  };
}

export type ListTableProps<Row, F extends string = string> = Omit<
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
  /** The columns whose header sorts the list, and its sort (issue 27). */
  sorting?: ListSorting<F>;
  /** The list's CSV export (issue 28): "Export CSV" over the table, for the list's filters and sort. */
  exportTo?: ListExportTarget;
  /**
   * The list (issue 40): the columns its user hid (else the list's default hidden ones) stay out,
   * and "Columns" over the table shows and hides them. A table on a record's page has none.
   */
  list?: ListKey;
};

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
export function ListTable<Row extends { id: number }, F extends string = string>({
  query,
  paging,
  pager = 'always',
  skeletonRows,
  emptyText,
  sorting,
  exportTo,
  list,
  ...allColumns
}: ListTableProps<Row, F>) {
  const { t } = useTranslation('lists');
  const { shown, chooser } = useListColumns(list, allColumns.columns);
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
      {...(sorting ? { sorting: tableSorting(sorting) } : {})}
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
