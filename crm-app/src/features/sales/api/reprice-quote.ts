import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from '@/lib/order-keys';
import { priceKeys } from '@/lib/price-reads';

/** The preview's key: a part of the record, so that any change of the record asks it again. */
const previewKey = (orderId: number) => [...orderKeys.record(orderId), 'reprice'] as const;

/**
 * `GET /orders/{id}/reprice` (issue 43, part 5): each line at its price now and at today's list price,
 * the totals' difference and the version in force. Asked each time the dialog opens.
 */
export const useRepricePreview = (orderId: number) =>
  useQuery({
    queryKey: previewKey(orderId),
    queryFn: ({ signal }) =>
      api.repricePreview({ params: { id: orderId }, signal }).then((answer) => answer.data),
    staleTime: 0,
    gcTime: 0,
  });

/** `POST /orders/{id}/reprice` from the version the preview showed. */
export const repriceQuote = ({ orderId, versionId }: { orderId: number; versionId: number }) =>
  api.repriceQuote({ params: { id: orderId }, body: { versionId } });

/**
 * Apply new prices; the record (items, totals, history) is asked again, and the doors' stored
 * breakdowns ("Why this price"), which re-pricing changed.
 */
export function useRepriceQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: repriceQuote,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: priceKeys.itemDoors() }),
      ]),
  });
}
