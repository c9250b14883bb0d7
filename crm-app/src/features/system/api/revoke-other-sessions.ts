import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionKeys } from './keys';

/** `POST /auth/sessions/revoke-others`: signs every device but this one out. */
export const revokeOtherSessions = () => api.revokeOtherSessions();

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
