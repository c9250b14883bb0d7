import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { storeMe } from './update-profile';

export type EnableTwoFactorBody = Parameters<typeof api.twoFactorEnable>[0]['body'];

/** `POST /2fa/enable`: the method with a code from it (and the app's secret). */
export const enableTwoFactor = (body: EnableTwoFactorBody) => api.twoFactorEnable({ body });

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableTwoFactor, onSuccess: () => storeMe(queryClient) });
}
