import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionKeys } from './keys';

/** `DELETE /auth/sessions/:id`: signs one other device out. */
export const revokeSession = (id: string) => api.revokeSession({ params: { id } });

/** The list is asked again whatever the answer: a failure may mean the session is already gone. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
