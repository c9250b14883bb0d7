import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { orderKeys } from '@/lib/order-keys';

/** `DELETE /orders/{id}/files/{fileId}`. */
export const deleteFile = ({ orderId, fileId }: { orderId: number; fileId: number }) =>
  api.deleteFile({ params: { id: orderId, fileId } });

/** Delete a file; the record's files are asked again. */
export const useDeleteFile = () =>
  useInvalidatingMutation(deleteFile, ({ orderId }) => orderKeys.files(orderId));
