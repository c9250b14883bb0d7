import type { CreateItemBody } from '@doorline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from './keys';

/** `POST /items`: an item of a quote. */
export const addItem = (body: CreateItemBody) => api.createItem({ body });

/** Add item; the record (items, totals) and the lists (items count) are asked again. */
export function useAddItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
