import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ResetPasswordBody = Parameters<typeof api.auth.resetPassword>[0];

/** `POST /password/reset` with the token of the verified code. */
export const resetPassword = (body: ResetPasswordBody) => api.auth.resetPassword(body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
