import { api } from '@/lib/api';
import { customerKeys } from '@/lib/customer-keys';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation';

/** `POST /customers/{id}/comments` (issue 42): a comment that mentions nobody. */
export const addCustomerComment = ({ customerId, body }: { customerId: number; body: string }) =>
  api.addCustomerComment({ params: { id: customerId }, body: { body } });

/** A new comment; the customer's comments are asked again. */
export const useAddCustomerComment = () =>
  useInvalidatingMutation(addCustomerComment, ({ customerId }) => customerKeys.comments(customerId));
