import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLookupPages, type ComboBoxLoadPage, type ComboBoxPage } from './useLookupPages';

afterEach(cleanup);

interface Call {
  search: string;
  page: number;
  signal: AbortSignal;
  resolve: (page: ComboBoxPage) => void;
  reject: (error: unknown) => void;
}

/** A loadPage whose answers the test hands out by hand, in any order. */
function manualServer() {
  const calls: Call[] = [];
  const loadPage: ComboBoxLoadPage = ({ search, page, signal }) =>
    new Promise((resolve, reject) => calls.push({ search, page, signal, resolve, reject }));
  return { calls, loadPage };
}

const option = (id: string) => ({ id, label: `Dealer ${id}` });

describe('useLookupPages', () => {
  it('loads the first page, then the next ones while the server says there is more', async () => {
    const server = manualServer();
    const { result } = renderHook(() => useLookupPages(server.loadPage));
    act(() => result.current.load(''));
    expect(result.current.status).toBe('loading');
    await act(async () => server.calls[0]!.resolve({ items: [option('1'), option('2')], hasMore: true }));
    expect(result.current).toMatchObject({ status: 'ready', page: 1, hasMore: true });

    act(() => result.current.loadMore());
    expect(result.current.status).toBe('loadingMore');
    expect(server.calls[1]).toMatchObject({ search: '', page: 2 });
    await act(async () => server.calls[1]!.resolve({ items: [option('2'), option('3')], hasMore: false }));
    // A repeated id (the pages shifted between requests) is listed once.
    expect(result.current.items.map((item) => item.id)).toEqual(['1', '2', '3']);
    expect(result.current).toMatchObject({ status: 'ready', page: 2, hasMore: false });

    act(() => result.current.loadMore());
    expect(server.calls).toHaveLength(2);
  });

  it('asks for one next page at a time', async () => {
    const server = manualServer();
    const { result } = renderHook(() => useLookupPages(server.loadPage));
    act(() => result.current.load(''));
    await act(async () => server.calls[0]!.resolve({ items: [option('1')], hasMore: true }));
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    expect(server.calls).toHaveLength(2);
  });

  it('aborts the request in flight and never lets a stale answer replace a newer one', async () => {
    const server = manualServer();
    const { result } = renderHook(() => useLookupPages(server.loadPage));
    act(() => result.current.load('ky'));
    act(() => result.current.load('kyiv'));
    expect(server.calls[0]!.signal.aborted).toBe(true);
    expect(server.calls[1]!.signal.aborted).toBe(false);

    await act(async () => server.calls[1]!.resolve({ items: [option('kyiv')], hasMore: false }));
    // The older request answers late, ignoring its signal.
    await act(async () => server.calls[0]!.resolve({ items: [option('stale')], hasMore: true }));
    expect(result.current.items.map((item) => item.id)).toEqual(['kyiv']);
    expect(result.current).toMatchObject({ search: 'kyiv', hasMore: false, status: 'ready' });
  });

  it('drops a next page that was still loading when a new search started', async () => {
    const server = manualServer();
    const { result } = renderHook(() => useLookupPages(server.loadPage));
    act(() => result.current.load(''));
    await act(async () => server.calls[0]!.resolve({ items: [option('1')], hasMore: true }));
    act(() => result.current.loadMore());
    act(() => result.current.load('od'));
    expect(server.calls[1]!.signal.aborted).toBe(true);
    await act(async () => server.calls[1]!.resolve({ items: [option('2')], hasMore: true }));
    await act(async () => server.calls[2]!.resolve({ items: [option('odesa')], hasMore: false }));
    expect(result.current.items.map((item) => item.id)).toEqual(['odesa']);
  });

  it('reports a failure, keeping what was loaded', async () => {
    const server = manualServer();
    const { result } = renderHook(() => useLookupPages(server.loadPage));
    act(() => result.current.load(''));
    await act(async () => server.calls[0]!.resolve({ items: [option('1')], hasMore: true }));
    act(() => result.current.loadMore());
    await act(async () => server.calls[1]!.reject(new Error('offline')));
    expect(result.current.status).toBe('error');
    expect(result.current.items.map((item) => item.id)).toEqual(['1']);
  });

  it('aborts the request in flight on unmount', () => {
    const server = manualServer();
    const { result, unmount } = renderHook(() => useLookupPages(server.loadPage));
    act(() => result.current.load(''));
    unmount();
    expect(server.calls[0]!.signal.aborted).toBe(true);
  });
});
