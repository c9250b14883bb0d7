// For stories only (a harness that holds a Pager's state); nothing here is exported from the package.
import { useState } from 'react';
import type { PagerProps } from '../Pager/Pager';

/**
 * A Pager's page and page size as a list holds them (the app's URL search params): a new page size
 * goes back to page 1. Each change is also told to `report` (a story's actions), as the Pager tells it.
 * Spread the answer into the Pager.
 */
export function usePagerState(
  initial: { page?: number; limit: number },
  report: Partial<Pick<PagerProps, 'onPageChange' | 'onLimitChange'>> = {},
) {
  const [page, setPage] = useState(initial.page ?? 1);
  const [limit, setLimit] = useState(initial.limit);
  return {
    page,
    limit,
    onPageChange: (next: number) => {
      setPage(next);
      report.onPageChange?.(next);
    },
    onLimitChange: (next: number) => {
      setLimit(next);
      setPage(1);
      report.onLimitChange?.(next);
    },
  };
}
