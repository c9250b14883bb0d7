/** The account feature's query keys (see `@/lib/auth` for the convention). */
export { meKeys, sessionKeys } from '@/lib/auth';

/** The authenticator app's secret and QR code while 2FA is being enabled (`GET /2fa/generate`). */
export const twoFactorKeys = {
  all: ['two-factor'] as const,
  setup: () => [...twoFactorKeys.all, 'setup'] as const,
};
