import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { roleKeys } from './keys';

/** `PATCH /roles/{id}/line-discount` (issue 43, part 4): the most the role's users give on a line by hand. */
export function useSetRoleLineDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, maxLineDiscount }: { id: number; maxLineDiscount: number }) =>
      api.setRoleLineDiscount({ params: { id }, body: { maxLineDiscount } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
