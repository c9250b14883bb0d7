import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardKeys } from '@/lib/dashboard-keys';
import { queryClient } from '@/lib/query-client';

/**
 * Home's one query (`GET /dashboard`, docs/dashboard.md): the caller's Home. Asked again whenever the page opens (`staleTime` 0): its numbers follow every
 * sales action, which invalidates the records' own keys, not this one; while it is open, a live
 * event about a record asks it again (`@/lib/live-keys`).
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
