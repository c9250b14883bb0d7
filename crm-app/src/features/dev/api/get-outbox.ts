import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { newestFirst } from '@/lib/newest-first';
import { outboxKeys } from './keys';

/** How often the list asks the server again while the page is open. */
export const OUTBOX_REFRESH_MS = 5_000;

/** `GET /dev/outbox`: what the server would have e-mailed or texted, newest first. */
export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: outboxKeys.list(),
    queryFn: ({ signal }) => api.devOutbox({ signal }).then((answer) => newestFirst(answer.data)),
  });

/** The outbox, asked again every 5 s; a failed ask shows at once and keeps the last list. */
export const useOutbox = () =>
  useQuery({
    ...outboxQueryOptions(),
    refetchInterval: OUTBOX_REFRESH_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
