import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { orderKeys } from '@/lib/order-keys';

/** `PATCH /orders/{id}/dealer`: the quote's dealer. */
export const assignDealer = ({ orderId, dealerId }: { orderId: number; dealerId: number }) =>
  api.assignDealer({ params: { id: orderId }, body: { dealerId } });

/** Assign dealer; the record (dealer, discount, totals) and the lists are asked again. */
export const useAssignDealer = () => useInvalidatingMutation(assignDealer, orderKeys.all);
