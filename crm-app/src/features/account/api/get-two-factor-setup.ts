import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { twoFactorKeys } from './keys';

export interface TwoFactorSetup {
  secret: string;
  qrCodeDataURL: string;
}

/**
 * `GET /2fa/generate`: a secret and its QR code for the authenticator app. Fetched when the app is
 * chosen, never reused once the dialog is gone (`gcTime: 0`), never retried on its own.
 */
export const twoFactorSetupQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorKeys.setup(),
    queryFn: () => api.twoFactorGenerate().then((answer): TwoFactorSetup => answer.data),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useTwoFactorSetup = (enabled: boolean) => useQuery({ ...twoFactorSetupQueryOptions(), enabled });
