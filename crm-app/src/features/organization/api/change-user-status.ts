import type { SettableUserStatus } from '@doorline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { userKeys } from '@/lib/user-keys';

/** `PATCH /users/{id}/status`: suspend, block, deactivate or reactivate. */
export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: SettableUserStatus }) =>
      api.changeUserStatus({ params: { id }, body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
