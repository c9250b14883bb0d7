import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { recordQuery } from '@/lib/prefetch-record';
import { roleKeys } from './keys';

const role = recordQuery(roleKeys.record, (args) => api.getRole(args));

/** A role with its permissions and how many users hold it. */
export const roleQueryOptions = role.options;

export const useRole = (id: number) => useQuery(roleQueryOptions(id));

/** Starts a role's page data from its path parameter (the router's prefetch). */
export const prefetchRole = role.prefetch;
