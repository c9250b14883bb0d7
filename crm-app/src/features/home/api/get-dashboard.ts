import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

/* Home's one query (`GET /dashboard`, docs/dashboard.md) and its key (see `@/lib/auth` for the convention). */
export const dashboardKeys = { all: ['dashboard'] as const };

/**
 * The caller's Home. Asked again whenever the page opens (`staleTime` 0): its numbers follow every
 * sales action, which invalidates the records' own keys, not this one.
 */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => api.dashboard({ signal }).then((answer) => answer.data),
    staleTime: 0,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());

/** Starts Home's data when its path matches (the router's prefetch), beside the page's code. */
export const prefetchDashboard = () => queryClient.prefetchQuery(dashboardQueryOptions());
