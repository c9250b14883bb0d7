import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { userKeys } from '@/lib/user-keys';

/** `PATCH /users/invite/approve`: a user pending approval becomes active (or, rejected, blocked). */
export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, approve }: { userId: number; approve: boolean }) =>
      api.approveUser({ body: { userId, approve } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
