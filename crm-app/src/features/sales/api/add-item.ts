import type { CreateItemBody } from '@doorline/api-client';
import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { orderKeys } from '@/lib/order-keys';

/** `POST /items`: an item of a quote. */
export const addItem = (body: CreateItemBody) => api.createItem({ body });

/** Add item; the record (items, totals) and the lists (items count) are asked again. */
export const useAddItem = () => useInvalidatingMutation(addItem, orderKeys.all);
