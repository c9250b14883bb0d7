import type { Configuration } from '@doorline/api-client';
import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { orderKeys } from '@/lib/order-keys';

/** `POST /orders/{id}/doors` (issue 43, part 3): a configured door added to a quote. */
export const addDoor = ({ quoteId, configuration }: { quoteId: number; configuration: Configuration }) =>
  api.addDoor({ params: { id: quoteId }, body: { configuration } });

/** Add to quote; the record (items, totals) and the lists (items count) are asked again. */
export const useAddDoor = () => useInvalidatingMutation(addDoor, orderKeys.all);
