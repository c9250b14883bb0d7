import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type RegisterBody = Parameters<typeof api.register>[0]['body'];

/** `POST /register`: the invite completed; signed in, or waiting for approval. */
export const register = (body: RegisterBody) => api.register({ body }).then((answer) => answer.data);

export const useRegister = () => useMutation({ mutationFn: register });
