import { api } from '@/lib/api';
import { customerKeys } from '@/lib/customer-keys';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';

/** `POST /customers/{id}/files` (multipart, issue 42): attaches a file under its own name. */
export const uploadCustomerFile = ({ customerId, file }: { customerId: number; file: File }) =>
  api.uploadCustomerFile({ params: { id: customerId }, file, fileName: file.name });

/** Upload; the customer's files are asked again. */
export const useUploadCustomerFile = () =>
  useInvalidatingMutation(uploadCustomerFile, ({ customerId }) => customerKeys.files(customerId));
