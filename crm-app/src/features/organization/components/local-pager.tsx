import { useState } from 'react';
import { ListPager } from '@/components/list/list-frame';

/** Page and limit of a table kept in the component (a table on a record's page, not in the URL). */
export function useLocalPaging(initialLimit = 10) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(initialLimit);
  return {
    page,
    limit,
    setPage,
    /** A new page size starts again at page 1. */
    setLimit: (next: number) => {
      setLimit(next);
      setPage(1);
    },
  };
}

export type LocalPaging = ReturnType<typeof useLocalPaging>;

/** The pager of such a table, shown only when there is more than one page. */
export function LocalPager({
  paging,
  count,
  rowsOnPage,
}: {
  paging: LocalPaging;
  count: number | undefined;
  rowsOnPage: number;
}) {
  if (count === undefined || count <= paging.limit) return null;
  return (
    <ListPager
      page={paging.page}
      limit={paging.limit}
      count={count}
      rowsOnPage={rowsOnPage}
      onPageChange={paging.setPage}
      onLimitChange={paging.setLimit}
    />
  );
}
