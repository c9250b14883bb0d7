import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { roleKeys, type PermissionsQuery } from './keys';

/** The permissions of a type (the permissions page, the role forms' choices). */
export const permissionsQueryOptions = (query: PermissionsQuery) =>
  queryOptions({
    queryKey: roleKeys.permissions(query),
    queryFn: ({ signal }) => api.listPermissions({ query, signal }).then((answer) => answer.data),
    // The catalog changes only with a release.
    staleTime: 5 * 60_000,
  });

export const usePermissions = (query: PermissionsQuery, enabled = true) =>
  useQuery({ ...permissionsQueryOptions(query), enabled });
