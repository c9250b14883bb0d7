import type { CurrentUser } from '@doorline/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQueryOptions } from '@/lib/auth';

/**
 * Keeps the signed-in user fresh after a change: the answer (when the call returns the user) goes
 * into the cache at once, then the query is asked again so the top bar and every card agree.
 */
export function useRefreshMe() {
  const queryClient = useQueryClient();
  return useCallback(
    async (user?: CurrentUser) => {
      const { queryKey } = meQueryOptions();
      if (user) queryClient.setQueryData(queryKey, user);
      await queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );
}
