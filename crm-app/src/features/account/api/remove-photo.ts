import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { storeMe } from './update-profile';

/** `DELETE /users/remove-photo`. */
export const removePhoto = () => api.removePhoto().then((answer) => answer.data);

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePhoto, onSuccess: (user) => storeMe(queryClient, user) });
}
