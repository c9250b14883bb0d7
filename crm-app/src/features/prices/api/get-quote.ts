import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from '@/lib/order-keys';
import { recordQuery } from '@/lib/prefetch-record';

/**
 * The quote a door is configured for (`GET /orders/{id}`): its number and whether it may still be
 * changed. The record's own key, so the quote's page and the configurator share one answer.
 */
const quote = recordQuery(orderKeys.details, (args) => api.orderDetails(args));

export const useQuote = (id: number | null) => useQuery({ ...quote.options(id ?? 0), enabled: id !== null });
