import { DataTable, type DataTableProps } from '@doorline/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPaging } from '@/lib/use-list-params';
import { ListError, ListPager } from './list-frame';

export type ListTableProps<Row> = Omit<
  DataTableProps<Row>,
  'data' | 'getRowId' | 'isLoading' | 'footer' | 'emptyText' | 'skeletonRows'
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
};

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
  ...table
}: ListTableProps<Row>) {
  const { t } = useTranslation('lists');
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
  return (
    <DataTable
      {...table}
      pinned={pinned}
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
}
