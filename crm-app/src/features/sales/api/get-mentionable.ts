import type { PersonRef } from '@doorline/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from '@/lib/order-keys';

/**
 * Who a comment on the record may mention, matching what is typed after `@` (issue 40): the server
 * decides (the people who may see the record); nothing is asked while no mention is typed. The last
 * answer stays while the next loads, so the list does not flicker as the name is typed.
 */
export const useMentionable = (orderId: number, search: string | null) =>
  useQuery<PersonRef[]>({
    queryKey: orderKeys.mentionable(orderId, search ?? ''),
    queryFn: ({ signal }) =>
      api
        .mentionable({ params: { id: orderId }, query: search ? { search } : {}, signal })
        .then((answer) => answer.data),
    enabled: search !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
