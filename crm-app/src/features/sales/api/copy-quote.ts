import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { orderKeys } from '@/lib/order-keys';

/** `POST /orders/{id}/copy` (issue 43, part 5): a new quote with the record's items at today's prices. */
export const copyQuote = (id: number) => api.copyQuote({ params: { id } });

/** Copy quote; the lists are asked again (a new quote in them). */
export const useCopyQuote = () => useInvalidatingMutation(copyQuote, orderKeys.all);
