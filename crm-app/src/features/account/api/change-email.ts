import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { storeMe } from './update-profile';

export type ChangeEmailBody = Parameters<typeof api.changeEmail>[0]['body'];

/** `PATCH /email/change`: the new address with the code sent to it. */
export const changeEmail = (body: ChangeEmailBody) => api.changeEmail({ body });

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeEmail, onSuccess: () => storeMe(queryClient) });
}
