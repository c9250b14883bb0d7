import type { CurrentUser } from '@doorline/api-client';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { meKeys } from './keys';

export type UpdateProfileBody = Parameters<typeof api.updateMe>[0]['body'];

/** `PATCH /users/me`: name, phone, public contacts. */
export const updateProfile = (body: UpdateProfileBody) =>
  api.updateMe({ body }).then((answer) => answer.data);

/**
 * Puts the user an answer carries into the cache at once, then asks again so the top bar and every
 * card agree (the account feature's writes all answer with the user or change it).
 */
export function storeMe(queryClient: QueryClient, user?: CurrentUser) {
  if (user) queryClient.setQueryData(meKeys.current(), user);
  return queryClient.invalidateQueries({ queryKey: meKeys.all });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => storeMe(queryClient, user) });
}
