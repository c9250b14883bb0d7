import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type RequestEmailCodeBody = Parameters<typeof api.emailOtp>[0]['body'];

/** `POST /email/otp-verification`: a code to the new address, checked against the current password. */
export const requestEmailCode = (body: RequestEmailCodeBody) => api.emailOtp({ body });

export const useRequestEmailCode = () => useMutation({ mutationFn: requestEmailCode });
