import { api } from '@/lib/api';
import { customerKeys } from '@/lib/customer-keys';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';

/** `DELETE /customers/{id}/files/{fileId}` (issue 42). */
export const deleteCustomerFile = ({ customerId, fileId }: { customerId: number; fileId: number }) =>
  api.deleteCustomerFile({ params: { id: customerId, fileId } });

/** Delete a file; the customer's files are asked again. */
export const useDeleteCustomerFile = () =>
  useInvalidatingMutation(deleteCustomerFile, ({ customerId }) => customerKeys.files(customerId));
