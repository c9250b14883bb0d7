import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from './keys';

/** `POST /orders/{id}/files` (multipart): attaches a file under its own name. */
export const uploadFile = ({ orderId, file }: { orderId: number; file: File }) =>
  api.addFile({ params: { id: orderId }, file, fileName: file.name });

/** Upload; the record's files are asked again. */
export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadFile,
    onSuccess: (_answer, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: orderKeys.files(orderId) }),
  });
}
