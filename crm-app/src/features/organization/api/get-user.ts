import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { recordQuery } from '@/lib/prefetch-record';
import { userKeys } from '@/lib/user-keys';

const user = recordQuery(userKeys.record, (args) => api.getUser(args));

/** A user with their role, its permissions, their dealer and contacts. */
export const userQueryOptions = user.options;

export const useUser = (id: number) => useQuery(userQueryOptions(id));

/** Starts a user's page data from its path parameter (the router's prefetch). */
export const prefetchUser = user.prefetch;
