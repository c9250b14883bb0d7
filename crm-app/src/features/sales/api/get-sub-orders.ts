import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listQueryOptions } from '@/lib/list-query';
import { orderKeys, type SubOrdersQuery } from '@/lib/order-keys';

/** A page of sub-orders (the order items, production, warehouse and hold lists). */
export const subOrdersQueryOptions = listQueryOptions(orderKeys.subList, (args) => api.subOrders(args));

export const useSubOrders = (query: SubOrdersQuery) => useQuery(subOrdersQueryOptions(query));
