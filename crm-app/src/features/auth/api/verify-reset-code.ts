import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type VerifyResetCodeBody = Parameters<typeof api.forgotPasswordVerify>[0]['body'];

/** `POST /password/forgot/verify`: the code for a reset token (the answer's `code`). */
export const verifyResetCode = (body: VerifyResetCodeBody) =>
  api.forgotPasswordVerify({ body }).then((answer) => answer.data.code);

export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });
