import { superstructResolver } from '@hookform/resolvers/superstruct';
import { Button, Dialog, InlineAlert, Text, TextField, toast } from '@doorline/design-system';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '@/components/form/form-password-field';
import { api } from '@/lib/api';
import { useResendTimer } from '@/lib/resend-timer';
import { useRefreshMe } from '../api/me';
import { explainError, fieldErrorsOf } from '../lib/errors';
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

export function EmailForm({ onOpenChange }: { onOpenChange: (isOpen: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const refreshMe = useRefreshMe();
  const timer = useResendTimer(60);
  const [step, setStep] = useState<1 | 2>(1);
  const [rootError, setRootError] = useState<string | null>(null);
  const [isResending, setResending] = useState(false);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the messages follow the language
  const schema = useMemo(() => emailSchema(t, step), [t, i18n.language, step]);
  const form = useForm<EmailValues>({
    resolver: superstructResolver(schema) as Resolver<EmailValues>,
    defaultValues: { email: '', password: '', code: '' },
  });
  const isSaving = form.formState.isSubmitting;

  function fail(error: unknown, fallback: string) {
    for (const { field, message } of fieldErrorsOf(error, ['email', 'password', 'code'] as const))
      form.setError(field, { message });
    const message = explainError(t, error, fallback);
    setRootError(message);
    toast.error(message);
  }

  const onSubmit = form.handleSubmit(async ({ email, password, code }) => {
    setRootError(null);
    if (step === 1) {
      try {
        await api.auth.emailOtp({ email: email.trim(), password });
        timer.start();
        form.setValue('code', '');
        setStep(2);
        toast.success(t('security.codeSent'));
      } catch (error) {
        fail(error, t('security.failed'));
      }
      return;
    }
    try {
      await api.auth.changeEmail({ email: email.trim(), code });
      toast.success(t('security.emailChanged'));
      await refreshMe();
      onOpenChange(false);
    } catch (error) {
      fail(error, t('security.failed'));
    }
  });

  async function resend() {
    setRootError(null);
    setResending(true);
    try {
      const { email, password } = form.getValues();
      await api.auth.emailOtp({ email: email.trim(), password });
      timer.start();
      toast.success(t('security.codeResent'));
    } catch (error) {
      fail(error, t('security.resendError'));
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
      closeLabel={t('app.close')}
      footer={
        <div className={styles.footer}>
          {step === 2 ? (
            <span className={styles.footerStart}>
              <Button
                variant="ghost"
                isDisabled={isSaving}
                onPress={() => {
                  setRootError(null);
                  form.clearErrors();
                  setStep(1);
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
            {step === 1 ? t('security.sendCode') : t('security.confirm')}
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {step === 1 ? (
          <>
            <Controller
              control={form.control}
              name="email"
              render={({ field, fieldState }) => (
                <TextField
                  label={t('security.newEmail')}
                  type="email"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  autoComplete="email"
                  errorMessage={fieldState.error?.message}
                  isRequired
                />
              )}
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
            <Text>{t('security.codeSentTo', { email: form.getValues('email').trim() })}</Text>
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
        {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
      </form>
    </Dialog>
  );
}
