import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type CodeChannel = 'sms' | 'email';

/** `POST /2fa/send-otp/:type`: a code by SMS or e-mail, to enable or disable 2FA. */
export const sendTwoFactorCode = (channel: CodeChannel) =>
  api.twoFactorSendOtp({ params: { type: channel } });

export const useSendTwoFactorCode = () => useMutation({ mutationFn: sendTwoFactorCode });
