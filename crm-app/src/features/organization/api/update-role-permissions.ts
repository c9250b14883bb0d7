import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { roleKeys } from './keys';
import { userKeys } from '@/lib/user-keys';

/** `POST /roles/{roleId}/permissions`: the role's whole permission set (at least one). */
export function useUpdateRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, permissionIds }: { roleId: number; permissionIds: number[] }) =>
      api.updateRolePermissions({ params: { roleId }, body: { permissionIds } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]);
    },
  });
}
