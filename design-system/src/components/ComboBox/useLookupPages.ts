import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface ComboBoxOption {
  id: string;
  label: string;
  description?: string;
  /** A picture before the label (a product's thumbnail), of a fixed size the caller gives it. */
  image?: ReactNode;
}

export interface ComboBoxPage {
  items: ComboBoxOption[];
  /** Whether the server has a next page for the same search. */
  hasMore: boolean;
}

/** Loads one page of options; pages count from 1. Abort the request when `signal` fires. */
export type ComboBoxLoadPage = (args: {
  search: string;
  page: number;
  signal: AbortSignal;
}) => Promise<ComboBoxPage>;

export type LookupStatus = 'idle' | 'loading' | 'loadingMore' | 'ready' | 'error';

export interface LookupState {
  /** The search the items belong to (or are being loaded for); null before the first load. */
  search: string | null;
  items: ComboBoxOption[];
  /** The last page loaded. */
  page: number;
  hasMore: boolean;
  status: LookupStatus;
}

const initialState: LookupState = { search: null, items: [], page: 0, hasMore: false, status: 'idle' };

function appendNew(items: ComboBoxOption[], more: ComboBoxOption[]): ComboBoxOption[] {
  // A record created between two page requests shifts the pages; never list an id twice.
  const seen = new Set(items.map((item) => item.id));
  return [...items, ...more.filter((item) => !seen.has(item.id))];
}

/**
 * Options of a server-side lookup, loaded page by page while the server says there is more.
 * Only one request runs at a time: a new search aborts the one in flight, and the answer of an
 * aborted request is dropped even if it arrives, so a stale answer never replaces a newer one.
 */
export function useLookupPages(loadPage: ComboBoxLoadPage) {
  const [state, setState] = useState<LookupState>(initialState);
  const loadPageRef = useRef(loadPage);
  const inFlight = useRef<AbortController | null>(null);

  useLayoutEffect(() => {
    loadPageRef.current = loadPage;
  });

  useEffect(() => () => inFlight.current?.abort(), []);

  const fetchPage = useCallback((search: string, page: number) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState((current) => ({
      ...current,
      search,
      ...(page === 1 && current.search !== search ? { hasMore: false } : {}),
      status: page === 1 ? 'loading' : 'loadingMore',
    }));
    loadPageRef.current({ search, page, signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setState((current) => ({
          search,
          items: page === 1 ? result.items : appendNew(current.items, result.items),
          page,
          hasMore: result.hasMore,
          status: 'ready',
        }));
      },
      () => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setState((current) => ({ ...current, status: 'error' }));
      },
    );
  }, []);

  /** Loads the first page for `search`, replacing the items when it arrives. */
  const load = useCallback((search: string) => fetchPage(search, 1), [fetchPage]);

  /** Loads the next page, if there is one and nothing else is loading. */
  const loadMore = useCallback(() => {
    if (inFlight.current || state.status !== 'ready' || !state.hasMore || state.search === null) return;
    fetchPage(state.search, state.page + 1);
  }, [fetchPage, state.status, state.hasMore, state.search, state.page]);

  return { ...state, load, loadMore };
}
