import { useCallback, useState } from 'react';
import type { LoginBody, LoginResponse } from '@doorline/api-client';
import { publicApi } from '@/lib/public-api';

/** `POST /login`; posting the credentials again sends a new sign-in code (step 2's "Resend code"). */
export const login = (body: LoginBody): Promise<LoginResponse> => publicApi.login(body);

/**
 * Signing in is a plain call, not a TanStack mutation: the login page stays free of the query
 * cache, which only the signed-in shell loads (its JavaScript budget is checked by `npm run size`).
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const run = useCallback(async (body: LoginBody): Promise<LoginResponse> => {
    setPending(true);
    try {
      return await login(body);
    } finally {
      setPending(false);
    }
  }, []);
  return { login: run, isPending };
}
