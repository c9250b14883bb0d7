import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { orderKeys } from '@/lib/order-keys';

/** `PATCH /items/{id}/discount` (issue 43, part 4): a line's discount by hand, in percent. */
export const setItemDiscount = ({ itemId, discountPercent }: { itemId: number; discountPercent: number }) =>
  api.setItemDiscount({ params: { id: itemId }, body: { discountPercent } });

/** Line discount; the record (items, totals, its approval notice, history) is asked again. */
export const useSetItemDiscount = () => useInvalidatingMutation(setItemDiscount, orderKeys.all);
