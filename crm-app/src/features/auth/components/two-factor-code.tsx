import type { TwoFactorType } from '@doorline/api-client';
import { Text, toast } from '@doorline/design-system';
import { useEffect } from 'react';
import type { Control } from 'react-hook-form';
import { FormCodeField } from '@/components/form/form-code-field';
import { explainError } from '@/lib/errors';
import { useResendTimer } from '@/lib/resend-timer';
import { login } from '../api/login';
import { ResendCode } from './resend-code';
import { useTranslation } from '@/lib/i18n';

interface Credentials {
  email: string;
  password: string;
}

/**
 * Step 2 of the login: the one-time code. Loaded only when the server asks for it. For SMS and
 * e-mail the code can be sent again after 60 s by posting the credentials once more.
 */
export default function TwoFactorCode({
  control,
  credentials,
  twoFactorType,
  resendClassName,
}: {
  control: Control<{ email: string; password: string; code: string }>;
  credentials: Credentials;
  twoFactorType: TwoFactorType;
  /** See `ResendCode`'s `className`. */
  resendClassName: string;
}) {
  const { t } = useTranslation('auth');
  const timer = useResendTimer();
  const sent = twoFactorType === 'sms' || twoFactorType === 'email';
  const { start } = timer;

  // The first POST /login has just sent the code.
  useEffect(() => {
    if (sent) start();
  }, [sent, start]);

  async function resend() {
    try {
      await login(credentials);
      timer.start();
      toast.success(t('auth.otpResent'));
    } catch (error) {
      // The sign-in page has no network text of its own: offline, the spec's fallback (§8).
      toast.error(explainError(t, error, t('auth.resendFailed'), { fallbackWhenOffline: true }));
    }
  }

  return (
    <>
      <Text tone="muted">
        {twoFactorType === 'sms'
          ? t('auth.codeSentSms')
          : twoFactorType === 'email'
            ? t('auth.codeSentEmail')
            : t('auth.codeFromApp')}
      </Text>
      <FormCodeField
        control={control}
        name="code"
        label={t('auth.otp')}
        digitLabel={(n, total) => t('auth.otpDigit', { n, total })}
        focusOnMount
      />
      {sent ? <ResendCode {...timer} onResend={resend} className={resendClassName} /> : null}
    </>
  );
}
