import { api } from '@/lib/api';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';
import { orderKeys } from '@/lib/order-keys';

/** `POST /orders/{id}/files` (multipart): attaches a file under its own name. */
export const uploadFile = ({ orderId, file }: { orderId: number; file: File }) =>
  api.addFile({ params: { id: orderId }, file, fileName: file.name });

/** Upload; the record's files are asked again. */
export const useUploadFile = () =>
  useInvalidatingMutation(uploadFile, ({ orderId }) => orderKeys.files(orderId));
