import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { storeMe } from './update-profile';
import { verifyEmailChangeCode } from './verify-email-change-code';

export type ChangeEmailBody = Parameters<typeof api.changeEmail>[0]['body'];

/** `PATCH /email/change`: the new address with the token its verified code was traded for. */
export const changeEmail = (body: ChangeEmailBody) => api.changeEmail({ body });

/**
 * The code step of Change email (spec §4): the code sent to the new address is verified, then its
 * token makes the address the account's (docs/identity.md "Changing the e-mail").
 */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, code }: { email: string; code: string }) =>
      changeEmail({ email, code: await verifyEmailChangeCode({ email, code }) }),
    onSuccess: () => storeMe(queryClient),
  });
}
