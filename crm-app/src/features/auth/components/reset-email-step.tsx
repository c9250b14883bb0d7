import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useForm, useWatch } from 'react-hook-form';
import { object } from 'superstruct';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { sendAndWait, useResendTimer } from '@/lib/resend-timer';
import { useRequestResetCode } from '../api/request-reset-code';
import { AccountEmailField, accountEmail, AuthForm } from './auth-layout';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';

/**
 * Step 1: the e-mail the code goes to. Within a minute of a code to the same address (the user
 * came Back), the code already sent still counts: the next step opens without sending another.
 */
export function EmailStep({
  email,
  focusOnMount,
  onSent,
}: {
  email: string;
  focusOnMount: boolean;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const requestCode = useRequestResetCode();
  const schema = useLanguageMemo(
    () =>
      object({
        email: accountEmail(t('recovery.invalidEmail')),
      }),
    [t],
  );
  const form = useForm({ resolver: superstructResolver(schema), defaultValues: { email } });
  const address = useWatch({ control: form.control, name: 'email' }).trim();
  const timer = useResendTimer(60, `password-reset:${address}`);
  const submission = useFormSubmission(form, {
    submit: async (values): Promise<boolean> => {
      if (!timer.canResend) return false;
      await sendAndWait(timer, () => requestCode.mutateAsync(values.email.trim()));
      return true;
    },
    fallback: t('common:errors.unexpected'),
    explain: { sendsCode: true },
    success: (sent) => (sent ? t('recovery.codeSent') : null),
    onSuccess: (_sent, values) => onSent(values.email.trim()),
  });
  return (
    <AuthForm
      submission={submission}
      submitLabel={t('recovery.sendCode')}
      pendingLabel={t('common:app.loading')}
    >
      {/* Back from step 2: focus returns to the field the user came from. */}
      <AccountEmailField control={form.control} focusOnMount={focusOnMount} />
    </AuthForm>
  );
}
