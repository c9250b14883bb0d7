import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { userKeys } from '@/lib/user-keys';

/** `POST /users/{id}/reinvite`: a new invite code for an invited user (the old one stops working). */
export function useReinviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.reinvite({ params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
