import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ResetPasswordBody = Parameters<typeof api.resetPassword>[0]['body'];

/** `POST /password/reset` with the token of the verified code. */
export const resetPassword = (body: ResetPasswordBody) => api.resetPassword({ body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
