import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type RequestEmailCodeBody = Parameters<typeof api.auth.emailOtp>[0];

/** `POST /email/otp-verification`: a code to the new address, checked against the current password. */
export const requestEmailCode = (body: RequestEmailCodeBody) => api.auth.emailOtp(body);

export const useRequestEmailCode = () => useMutation({ mutationFn: requestEmailCode });
