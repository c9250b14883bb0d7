import { OTP_PATTERN } from '@doorline/api-client';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { Button, TextField, toast } from '@doorline/design-system';
import { useForm } from 'react-hook-form';
import { object, refine, string } from 'superstruct';
import { FormCodeField } from '@/components/form/form-code-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { explainError } from '@/lib/errors';
import { sendAndWait, type useResendTimer } from '@/lib/resend-timer';
import { useRequestResetCode } from '../api/request-reset-code';
import { useVerifyResetCode } from '../api/verify-reset-code';
import * as styles from './auth-layout.css';
import { AuthForm } from './auth-layout';
import { ResendCode } from './resend-code';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';

/** Step 2: the code from the e-mail, "Resend code" after 60 s, and Back to the address. */
export function CodeStep({
  email,
  timer,
  onBack,
  onVerified,
}: {
  email: string;
  timer: ReturnType<typeof useResendTimer>;
  onBack: () => void;
  onVerified: (token: string) => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const requestCode = useRequestResetCode();
  const verifyCode = useVerifyResetCode();
  const schema = useLanguageMemo(
    () =>
      object({
        code: refine(string(), 'code', (value) => OTP_PATTERN.test(value) || t('recovery.codeRequired')),
      }),
    [t],
  );
  const form = useForm({ resolver: superstructResolver(schema), defaultValues: { code: '' } });
  const submission = useFormSubmission(form, {
    submit: ({ code }) => verifyCode.mutateAsync({ email, code }),
    fallback: t('common:errors.unexpected'),
    success: t('recovery.codeVerified'),
    onSuccess: (token) => onVerified(token),
  });

  async function resend() {
    try {
      await sendAndWait(timer, () => requestCode.mutateAsync(email));
      toast.success(t('recovery.codeResent'));
    } catch (error) {
      toast.error(explainError(t, error, t('auth.resendFailed'), { sendsCode: true }));
    }
  }

  return (
    <AuthForm
      submission={submission}
      submitLabel={t('auth.verify')}
      pendingLabel={t('common:app.loading')}
      after={
        <Button variant="ghost" onPress={onBack}>
          {t('common:app.back')}
        </Button>
      }
    >
      <TextField label={t('auth.email')} type="email" value={email} isReadOnly />
      <FormCodeField
        control={form.control}
        name="code"
        label={t('recovery.code')}
        digitLabel={(n, total) => t('auth.otpDigit', { n, total })}
        focusOnMount
      />
      <ResendCode {...timer} onResend={resend} className={styles.resend} />
    </AuthForm>
  );
}
