import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from './keys';

/** `DELETE /orders/{id}/files/{fileId}`. */
export const deleteFile = ({ orderId, fileId }: { orderId: number; fileId: number }) =>
  api.deleteFile({ params: { id: orderId, fileId } });

/** Delete a file; the record's files are asked again. */
export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: (_answer, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: orderKeys.files(orderId) }),
  });
}
