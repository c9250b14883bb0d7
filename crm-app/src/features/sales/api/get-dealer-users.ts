import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dealerKeys } from '@/lib/dealer-lookup';

/** A dealer's users, the salesmen Create Quote offers once a dealer is chosen. */
export const dealerUsersQueryOptions = (dealerId: number) =>
  queryOptions({
    queryKey: dealerKeys.users(dealerId),
    queryFn: ({ signal }) =>
      api.dealerUsers({ params: { id: dealerId }, signal }).then((answer) => answer.data),
  });

/** Nothing is asked until a dealer is chosen. */
export const useDealerUsers = (dealerId: number | null) =>
  useQuery({ ...dealerUsersQueryOptions(dealerId ?? 0), enabled: dealerId !== null });
