import { useCallback, useState } from 'react';
import type { LoginBody, LoginResponse } from '@doorline/api-client';
import { publicApi } from '@/lib/public-api';

/**
 * Signing in is a plain call, not cached server state: the login page stays free of the query
 * cache, which only the signed-in shell loads.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const login = useCallback(async (body: LoginBody): Promise<LoginResponse> => {
    setPending(true);
    try {
      return await publicApi.login(body);
    } finally {
      setPending(false);
    }
  }, []);
  return { login, isPending };
}
