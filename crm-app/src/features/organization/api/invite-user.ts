import type { InviteUserBody } from '@doorline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dealerKeys } from '@/lib/dealer-lookup';
import { userKeys } from '@/lib/user-keys';

/** `POST /users/invite`: a new user of the organization or of a dealer, sent an invite e-mail. */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteUserBody) => api.inviteUser({ body }),
    // A dealer user's invite changes the dealer too (its user count, an invited dealer's state).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: dealerKeys.all }),
      ]),
  });
}
