import { superstructResolver } from '@hookform/resolvers/superstruct';
import { Button, InlineAlert, Link, OtpInput, TextField, toast } from '@doorline/design-system';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { object, refine, string } from 'superstruct';
import { FormPasswordField } from '@/components/form/form-password-field';
import { api } from '@/lib/api';
import { useResendTimer } from '@/lib/resend-timer';
import { errorText } from '../api/errors';
import { AuthLayout, focusAuthTitle } from '../components/auth-layout';
import * as styles from '../components/auth-layout.css';
import { ResendCode } from '../components/resend-code';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Step =
  | { step: 'email'; email: string; returned: boolean }
  | { step: 'code'; email: string }
  | { step: 'password'; email: string; token: string }
  | { step: 'done' };

/** Spec §4 "Forgot password": 1 e-mail, 2 code (60 s resend, Back), 3 new password, 4 success. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<Step>({ step: 'email', email: '', returned: false });
  const timer = useResendTimer();

  const subtitle = {
    email: t('recovery.emailStep'),
    code: t('recovery.codeStep'),
    password: t('recovery.passwordStep'),
    done: undefined,
  }[state.step];

  return (
    <AuthLayout
      title={state.step === 'done' ? t('recovery.doneTitle') : t('pages.forgotPassword')}
      subtitle={subtitle}
    >
      {state.step === 'email' ? (
        <EmailStep
          email={state.email}
          focusOnMount={state.returned}
          onSent={(email) => {
            timer.start();
            setState({ step: 'code', email });
          }}
        />
      ) : state.step === 'code' ? (
        <CodeStep
          email={state.email}
          timer={timer}
          onBack={() => setState({ step: 'email', email: state.email, returned: true })}
          onVerified={(token) => setState({ step: 'password', email: state.email, token })}
        />
      ) : state.step === 'password' ? (
        <PasswordStep email={state.email} token={state.token} onReset={() => setState({ step: 'done' })} />
      ) : (
        <DoneStep onLogin={() => void navigate('/auth/login')} />
      )}
      {state.step === 'done' ? null : (
        <div className={styles.row}>
          <Link href="/auth/login">{t('auth.backToLogin')}</Link>
        </div>
      )}
    </AuthLayout>
  );
}

function useRootError() {
  return useState<string | null>(null);
}

function EmailStep({
  email,
  focusOnMount,
  onSent,
}: {
  email: string;
  focusOnMount: boolean;
  onSent: (email: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [rootError, setRootError] = useRootError();
  const schema = useMemo(
    () =>
      object({
        email: refine(string(), 'email', (value) => EMAIL.test(value.trim()) || t('recovery.invalidEmail')),
      }),
    // The messages follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  const form = useForm({ resolver: superstructResolver(schema), defaultValues: { email } });
  const onSubmit = form.handleSubmit(async (values) => {
    setRootError(null);
    const address = values.email.trim();
    try {
      await api.auth.forgotPassword({ email: address });
      toast.success(t('recovery.codeSent'));
      onSent(address);
    } catch (error) {
      const message = errorText(error, t, t('errors.unexpected'));
      setRootError(message);
      toast.error(message);
    }
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Controller
        control={form.control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            label={t('auth.email')}
            type="email"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoComplete="username"
            errorMessage={fieldState.error?.message}
            isRequired
            // Back from step 2: focus returns to the field the user came from.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={focusOnMount}
          />
        )}
      />
      {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel={t('app.loading')}>
        {t('recovery.sendCode')}
      </Button>
    </form>
  );
}

function CodeStep({
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
  const { t, i18n } = useTranslation();
  const [rootError, setRootError] = useRootError();
  const schema = useMemo(
    () =>
      object({
        code: refine(string(), 'code', (value) => /^\d{6}$/.test(value) || t('recovery.codeRequired')),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  const form = useForm({ resolver: superstructResolver(schema), defaultValues: { code: '' } });

  async function resend() {
    try {
      await api.auth.forgotPassword({ email });
      timer.start();
      toast.success(t('recovery.codeResent'));
    } catch (error) {
      toast.error(errorText(error, t, t('auth.resendFailed')));
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setRootError(null);
    try {
      const answer = await api.auth.forgotPasswordVerify({ email, code: values.code });
      toast.success(t('recovery.codeVerified'));
      onVerified(answer.data.code);
    } catch (error) {
      const message = errorText(error, t, t('errors.unexpected'));
      setRootError(message);
      toast.error(message);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label={t('auth.email')} type="email" value={email} isReadOnly />
      <Controller
        control={form.control}
        name="code"
        render={({ field, fieldState }) => (
          <OtpInput
            label={t('recovery.code')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            errorMessage={fieldState.error?.message}
            strings={{ digitLabel: (n: number, total: number) => t('auth.otpDigit', { n, total }) }}
            // A new step: focus goes to its field.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
        )}
      />
      <ResendCode {...timer} onResend={resend} className={styles.resend} />
      {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel={t('app.loading')}>
        {t('auth.verify')}
      </Button>
      <Button variant="ghost" onPress={onBack}>
        {t('app.back')}
      </Button>
    </form>
  );
}

function passwordSchema(t: TFunction) {
  return object({
    password: refine(string(), 'password', (value) => {
      if (value.length < 8) return t('recovery.passwordTooShort');
      if (value.length > 128) return t('registration.passwordTooLong');
      return true;
    }),
    confirm: string(),
  });
}

function PasswordStep({ email, token, onReset }: { email: string; token: string; onReset: () => void }) {
  const { t, i18n } = useTranslation();
  const [rootError, setRootError] = useRootError();
  const schema = useMemo(
    () =>
      refine(passwordSchema(t), 'confirm', (value) => {
        if (!value.confirm) return { path: ['confirm'], message: t('recovery.confirmRequired') };
        if (value.confirm !== value.password) return { path: ['confirm'], message: t('recovery.mismatch') };
        return true;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  const form = useForm({
    resolver: superstructResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setRootError(null);
    try {
      await api.auth.resetPassword({ email, code: token, password: values.password });
      toast.success(t('recovery.done'));
      onReset();
    } catch (error) {
      const message = errorText(error, t, t('errors.unexpected'));
      setRootError(message);
      toast.error(message);
    }
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormPasswordField
        control={form.control}
        name="password"
        label={t('recovery.newPassword')}
        autoComplete="new-password"
        isRequired
        // A new step: focus goes to its first field.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <FormPasswordField
        control={form.control}
        name="confirm"
        label={t('recovery.confirmPassword')}
        autoComplete="new-password"
        isRequired
      />
      {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel={t('app.loading')}>
        {t('recovery.reset')}
      </Button>
    </form>
  );
}

function DoneStep({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  useEffect(focusAuthTitle, []);
  return (
    <>
      <InlineAlert tone="success" announce={false}>
        {t('recovery.done')}
      </InlineAlert>
      <Button onPress={onLogin}>{t('auth.backToLogin')}</Button>
    </>
  );
}

export { ForgotPasswordPage as Component };
