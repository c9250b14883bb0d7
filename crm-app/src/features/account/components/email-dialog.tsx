import { superstructResolver } from '@hookform/resolvers/superstruct';
import { Button, Dialog, InlineAlert, Text, toast } from '@doorline/design-system';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '@/components/form/form-password-field';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { retryAfterOf } from '@/lib/errors';
import { forgetResendWait, useResendTimer } from '@/lib/resend-timer';
import { useChangeEmail } from '../api/change-email';
import { useRequestEmailCode } from '../api/request-email-code';
import { emailSchema, type EmailValues } from '../lib/schemas';
import { CodeField, ResendButton } from './code-field';
import * as styles from '../account.css';

/** The Email card's dialog (spec §4 "Change email"): the new address and password, then the code. */
export function EmailDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return isOpen ? <EmailForm onOpenChange={onOpenChange} /> : null;
}

type Step = { step: 1 } | { step: 2; email: string };

export function EmailForm({ onOpenChange }: { onOpenChange: (isOpen: boolean) => void }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const formId = useId();
  const requestCode = useRequestEmailCode();
  const changeEmail = useChangeEmail();
  const [state, setState] = useState<Step>({ step: 1 });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the messages follow the language
  const schema = useMemo(() => emailSchema(t, state.step), [t, i18n.language, state.step]);
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
      try {
        await requestCode.mutateAsync({ email: address, password });
      } catch (error) {
        const wait = retryAfterOf(error);
        if (wait) timer.start(wait);
        throw error;
      }
      timer.start();
      return 'sent';
    },
    fallback: t('security.failed'),
    explain: { sendsCode: state.step === 1 },
    success: (result) =>
      result === 'sent' ? t('security.codeSent') : result === 'changed' ? t('security.emailChanged') : null,
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
      await requestCode.mutateAsync({ email: email.trim(), password });
      timer.start();
      toast.success(t('security.codeResent'));
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait) timer.start(wait);
      submission.fail(error, t('security.resendError'), { sendsCode: true });
    } finally {
      setResending(false);
    }
  }

  return (
    <Dialog
      title={t('security.changeEmail')}
      isOpen
      onOpenChange={(next) => {
        if (!isSaving) onOpenChange(next);
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={isSaving}
      isCloseDisabled={isSaving}
      closeLabel={t('common:app.close')}
      footer={
        <div className={styles.footer}>
          {state.step === 2 ? (
            <span className={styles.footerStart}>
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
            </span>
          ) : null}
          <Button variant="secondary" slot="close" isDisabled={isSaving}>
            {t('account.cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={isSaving} pendingLabel={t('account.saving')}>
            {state.step === 1 ? t('security.sendCode') : t('security.confirm')}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className={styles.form}
        onSubmit={(event) => void submission.onSubmit(event)}
        noValidate
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
              autoComplete="current-password"
              isRequired
            />
          </>
        ) : (
          <>
            <Text>{t('security.codeSentTo', { email: state.email })}</Text>
            <Controller
              control={form.control}
              name="code"
              render={({ field, fieldState }) => (
                <CodeField
                  label={t('security.code')}
                  value={field.value}
                  onChange={field.onChange}
                  inputRef={field.ref}
                  errorMessage={fieldState.error?.message}
                  focusOnMount
                />
              )}
            />
            <ResendButton
              secondsLeft={timer.secondsLeft}
              isPending={isResending}
              onPress={() => void resend()}
              label={t('security.resend')}
              waitLabel={t('security.resendIn', { seconds: timer.secondsLeft })}
            />
          </>
        )}
        {submission.rootError ? <InlineAlert tone="critical">{submission.rootError}</InlineAlert> : null}
      </form>
    </Dialog>
  );
}
