import type { SendOrderBody } from '@doorline/api-client';
import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { orderKeys } from '@/lib/order-keys';

/** `POST /orders/{id}/send`: the quote's PDF to the customer by e-mail (issue 28). */
export const sendOrder = ({ id, body }: { id: number; body: SendOrderBody }) =>
  api.sendOrder({ params: { id }, body });

/** Send to customer; the record is asked again (its history gained the sending). */
export const useSendOrder = () => useInvalidatingMutation(sendOrder, orderKeys.all);
