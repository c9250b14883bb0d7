import { fileDownloadPath, HttpError, NetworkError } from '@doorline/api-client';
import type { ComboBoxLoadPage } from '@doorline/design-system';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api';
import { session } from '@/lib/session';

/* One query key per record part under ['orders', ...], so that a change invalidates the record
   and every sales list (whose keys start with 'orders' too) at once. */

export const orderKeys = {
  all: ['orders'] as const,
  record: (id: number) => ['orders', 'record', id] as const,
  details: (id: number) => ['orders', 'record', id, 'details'] as const,
  items: (id: number) => ['orders', 'record', id, 'items'] as const,
  comments: (id: number) => ['orders', 'record', id, 'comments'] as const,
  files: (id: number) => ['orders', 'record', id, 'files'] as const,
};

export const orderDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.details(id),
    queryFn: ({ signal }) => api.orders.details(id, signal).then((answer) => answer.data),
  });

export const useOrderDetails = (id: number) => useQuery(orderDetailsQueryOptions(id));

export const useOrderItems = (id: number) =>
  useQuery({
    queryKey: orderKeys.items(id),
    queryFn: ({ signal }) => api.orders.items(id, { page: 1, limit: 100 }, signal),
  });

export const useOrderComments = (id: number) =>
  useQuery({
    queryKey: orderKeys.comments(id),
    queryFn: ({ signal }) => api.orders.comments(id, signal).then((answer) => answer.data),
  });

export const useOrderFiles = (id: number) =>
  useQuery({
    queryKey: orderKeys.files(id),
    queryFn: ({ signal }) => api.orders.files(id, signal).then((answer) => answer.data),
  });

/** After a change: the record (details, items, ...) and every sales list are asked again. */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: orderKeys.all }), [queryClient]);
}

/** Dealers for a combo box: pages of 20 by name, while the server says there are more. */
export const loadDealerPage: ComboBoxLoadPage = async ({ search, page, signal }) => {
  const answer = await api.dealers.lookup({ page, limit: 20, search: search.trim() || undefined }, signal);
  return {
    items: answer.data.map((dealer) => ({ id: String(dealer.id), label: dealer.name })),
    hasMore: answer.hasMore,
  };
};

export const useDealerUsers = (dealerId: number | null) =>
  useQuery({
    queryKey: ['dealers', dealerId, 'users'],
    queryFn: ({ signal }) => api.dealers.users(dealerId ?? 0, signal).then((answer) => answer.data),
    enabled: dealerId !== null,
  });

/**
 * Downloads a record's file with the bearer token (a plain link cannot carry it) and saves it under
 * its own name. An expired access token is renewed once through the API client, then retried.
 */
export async function downloadFile(orderId: number, fileId: number, fileName: string) {
  const get = () =>
    fetch(`/api${fileDownloadPath(orderId, fileId)}`, {
      headers: { authorization: `Bearer ${session.auth.access_token}` },
    });
  let response: Response;
  try {
    response = await get();
    if (response.status === 401) {
      // Any call through the client refreshes the tokens when the access token has expired.
      await api.auth.getMe();
      response = await get();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new NetworkError('The file could not be downloaded', { cause: error });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new HttpError(response.status, body?.message ?? response.statusText, []);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
