import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type SendPhoneCodeBody = Parameters<typeof api.auth.phoneVerify>[0];

/** `POST /phone/verify`: the invite's phone code by SMS. */
export const sendPhoneCode = (body: SendPhoneCodeBody) => api.auth.phoneVerify(body);

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
