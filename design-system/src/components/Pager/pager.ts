export const defaultLimitOptions = [5, 10, 25, 50, 100] as const;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Every page is listed up to this many pages; beyond it the list is shortened with ellipses. */
const MAX_PAGES_LISTED = 5;

/** Number of pages for `count` rows at `limit` per page; at least 1, so an empty list still has a page 1. */
export function pageCountOf(count: number, limit: number): number {
  if (limit <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, count) / limit));
}

/**
 * The page buttons to show: every page when there are five or fewer, otherwise the first page,
 * the neighbours of the current page and the last, with an ellipsis wherever pages are skipped.
 * A `page` outside 1..pageCount is clamped into it.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const last = Math.max(1, Math.floor(pageCount));
  if (last <= MAX_PAGES_LISTED) return Array.from({ length: last }, (_, index) => index + 1);

  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const pages = [...new Set([1, current - 1, current, current + 1, last])]
    .filter((n) => n >= 1 && n <= last)
    .sort((a, b) => a - b);

  const items: PageItem[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous > 1) {
      items.push(n === last ? 'ellipsis-end' : 'ellipsis-start');
    }
    items.push(n);
  });
  return items;
}

/** Rows on `page`: a full page, or what is left of `count` on the last one. */
export function rowsOnPageOf(page: number, limit: number, count: number): number {
  return Math.max(0, Math.min(limit, count - (page - 1) * limit));
}

/** Next is offered only when the current page is full and rows remain after it. */
export function hasNextPage(page: number, limit: number, count: number, rowsOnPage?: number): boolean {
  const rows = rowsOnPage ?? rowsOnPageOf(page, limit, count);
  return rows >= limit && page * limit < count;
}
