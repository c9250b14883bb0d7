import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { roleKeys } from './keys';
import { userKeys } from '@/lib/user-keys';

/** `PATCH /roles/{id}/status`: activate or deactivate a role. */
export function useSetRoleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      api.setRoleStatus({ params: { id }, body: { isActive } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]);
    },
  });
}
