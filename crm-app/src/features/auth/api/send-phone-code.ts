import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type SendPhoneCodeBody = Parameters<typeof api.phoneVerify>[0]['body'];

/** `POST /phone/verify`: the invite's phone code by SMS. */
export const sendPhoneCode = (body: SendPhoneCodeBody) => api.phoneVerify({ body });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
