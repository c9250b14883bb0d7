import { toast } from '@doorline/design-system';
import { useState } from 'react';
import type { ExplainOptions } from '@/lib/errors';
import { forgetResendWait, sendAndWait, useResendTimer } from '@/lib/resend-timer';
import { useSendTwoFactorCode, type CodeChannel } from '../api/send-two-factor-code';
import { useTranslation } from '@/lib/i18n';

/**
 * Sending a 2FA code by SMS or e-mail (spec §4), with the 60 s wait before another: the wait
 * belongs to the channel and outlives the dialog, so a code sent a moment ago still counts as sent
 * when the dialog is opened again (the server would refuse a new one, docs/identity.md "Codes").
 * `channel` is null for the authenticator app, which needs no code sent.
 */
export function useCodeSender(
  channel: CodeChannel | null,
  fail: (error: unknown, fallback: string, explain: ExplainOptions) => void,
) {
  const { t } = useTranslation('account');
  const sendCode = useSendTwoFactorCode();
  const timer = useResendTimer(60, channel ? `2fa:${channel}` : undefined);
  const [sentTo, setSentTo] = useState<CodeChannel | null>(null);
  const sent = channel !== null && (sentTo === channel || !timer.canResend);

  async function send() {
    if (!channel) return;
    try {
      await sendAndWait(timer, () => sendCode.mutateAsync(channel));
      toast.success(t('twoFactor.otpSentVia', { method: t(`twoFactor.methodNames.${channel}`) }));
      setSentTo(channel);
    } catch (error) {
      fail(error, sent ? t('twoFactor.resendError') : t('twoFactor.sendFailed'), { sendsCode: true });
    }
  }

  /** The code was used (2FA turned on or off): the next exchange may send one at once. */
  function used() {
    if (channel) forgetResendWait(`2fa:${channel}`);
  }

  return { send, sent, used, isSending: sendCode.isPending, secondsLeft: timer.secondsLeft };
}
