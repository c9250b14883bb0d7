import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { storeMe } from './update-profile';

export type DisableTwoFactorBody = Parameters<typeof api.twoFactorDisable>[0]['body'];

/** `POST /2fa/disable`: the current method with a code from it. */
export const disableTwoFactor = (body: DisableTwoFactorBody) => api.twoFactorDisable({ body });

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => storeMe(queryClient) });
}
