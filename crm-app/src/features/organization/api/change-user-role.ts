import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { roleKeys } from './keys';
import { userKeys } from '@/lib/user-keys';

/** `PATCH /users/{userId}/role/{roleId}`; the users and the roles' user counts are asked again. */
export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleId }: { userId: number; roleId: number }) =>
      api.changeUserRole({ params: { userId, roleId } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
      ]);
    },
  });
}
