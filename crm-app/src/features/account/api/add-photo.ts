import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { storeMe } from './update-profile';

/** `POST /users/add-photo`: the user's new photo. */
export const addPhoto = (file: File) =>
  api.addPhoto({ file, fileName: file.name }).then((answer) => answer.data);

export function useAddPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPhoto, onSuccess: (user) => storeMe(queryClient, user) });
}
