import { superstructResolver } from '@hookform/resolvers/superstruct';
import { Button, Text, toast } from '@doorline/design-system';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormPasswordField } from '@/components/form/form-password-field';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { forgetResendWait, sendAndWait, useResendTimer } from '@/lib/resend-timer';
import { useChangeEmail } from '../api/change-email';
import { useRequestEmailCode } from '../api/request-email-code';
import { emailSchema, type EmailValues } from '../lib/schemas';
import { AccountCodeField, ResendButton } from './code-field';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';

/** The Email card's dialog (spec §4 "Change email"): the new address and password, then the code. */
export const EmailDialog = whileOpen(EmailForm);

type Step = { step: 1 } | { step: 2; email: string };

export function EmailForm({ onOpenChange }: DialogFormProps) {
  const { t } = useTranslation('account');
  const requestCode = useRequestEmailCode();
  const changeEmail = useChangeEmail();
  const [state, setState] = useState<Step>({ step: 1 });
  const schema = useLanguageMemo(() => emailSchema(t, state.step), [t, state.step]);
  const form = useForm<EmailValues>({
    resolver: superstructResolver(schema) as Resolver<EmailValues>,
    defaultValues: { email: '', password: '', code: '' },
  });
  const typedEmail = useWatch({ control: form.control, name: 'email' }).trim();
  // A code goes to one address at most once a minute; the wait outlives the dialog.
  const timer = useResendTimer(60, `email-change:${state.step === 2 ? state.email : typedEmail}`);

  function toCodeStep(email: string) {
    form.setValue('code', '');
    setState({ step: 2, email });
  }

  const submission = useFormSubmission(form, {
    submit: async ({ email, password, code }): Promise<'sent' | 'waiting' | 'changed'> => {
      const address = email.trim();
      if (state.step === 2) {
        await changeEmail.mutateAsync({ email: address, code });
        return 'changed';
      }
      // A code went to this address less than a minute ago: it is still good, ask for it.
      if (!timer.canResend) return 'waiting';
      await sendAndWait(timer, () => requestCode.mutateAsync({ email: address, password }));
      return 'sent';
    },
    fallback: t('security.failed'),
    explain: { sendsCode: state.step === 1 },
    success: (result) =>
      result === 'sent' ? t('security.codeSent') : result === 'changed' ? t('security.emailChanged') : null,
    // Two steps: the dialog closes only once the address has changed, not when the code is sent.
    onSuccess: (result, { email }) => {
      if (result !== 'changed') return toCodeStep(email.trim());
      // The code is used: the wait for this address is over.
      forgetResendWait(`email-change:${email.trim()}`);
      onOpenChange(false);
    },
  });
  const isSaving = submission.isSubmitting;

  const [isResending, setResending] = useState(false);
  async function resend() {
    submission.clearRootError();
    setResending(true);
    try {
      const { email, password } = form.getValues();
      await sendAndWait(timer, () => requestCode.mutateAsync({ email: email.trim(), password }));
      toast.success(t('security.codeResent'));
    } catch (error) {
      submission.fail(error, t('security.resendError'), { sendsCode: true });
    } finally {
      setResending(false);
    }
  }

  return (
    <FormDialog
      title={t('security.changeEmail')}
      submission={{ ...submission, onOpenChange }}
      submitLabel={state.step === 1 ? t('security.sendCode') : t('security.confirm')}
      footerStart={
        state.step === 2 ? (
          <Button
            variant="ghost"
            isDisabled={isSaving}
            onPress={() => {
              form.clearErrors();
              setState({ step: 1 });
            }}
          >
            {t('security.back')}
          </Button>
        ) : null
      }
    >
      {state.step === 1 ? (
        <>
          <FormTextField
            control={form.control}
            name="email"
            label={t('security.newEmail')}
            type="email"
            autoComplete="email"
            isRequired
          />
          <FormPasswordField
            control={form.control}
            name="password"
            label={t('security.currentPassword')}
            purpose="current"
          />
        </>
      ) : (
        <>
          <Text>{t('security.codeSentTo', { email: state.email })}</Text>
          <AccountCodeField control={form.control} name="code" label={t('security.code')} />
          <ResendButton
            secondsLeft={timer.secondsLeft}
            isPending={isResending}
            onPress={() => void resend()}
            label={t('security.resend')}
            waitLabel={t('security.resendIn', { seconds: timer.secondsLeft })}
          />
        </>
      )}
    </FormDialog>
  );
}
