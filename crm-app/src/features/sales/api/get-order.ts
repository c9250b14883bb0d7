import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { recordQuery } from '@/lib/prefetch-record';
import { orderKeys } from '@/lib/order-keys';

const order = recordQuery(orderKeys.details, (args) => api.orderDetails(args));

/** A quote or an order with its sub-orders, dealer, customer, totals and history. */
export const orderQueryOptions = order.options;

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));

/** Starts a record's details from its path parameter (the router's prefetch). */
export const prefetchOrder = order.prefetch;
