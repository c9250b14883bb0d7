import { superstructResolver } from '@hookform/resolvers/superstruct';
import { HttpError, NetworkError, type TwoFactorType } from '@doorline/api-client';
import { Button, InlineAlert, Link, TextField, toast } from '@doorline/design-system';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object, refine, string } from 'superstruct';
import { setTokens } from '@/lib/session';
import { useLogin } from '../api/login';
import * as styles from './auth-layout.css';

const TwoFactorCode = lazy(() => import('./two-factor-code'));
const GoogleSignIn = lazy(() =>
  import('./sign-in-extras').then((module) => ({ default: module.GoogleSignIn })),
);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Credentials {
  email: string;
  password: string;
}

/** Spec §4 "Login": step 1 e-mail and password; step 2 the one-time code when the server asks. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, i18n } = useTranslation();
  const login = useLogin();
  const [challenge, setChallenge] = useState<(Credentials & { twoFactorType: TwoFactorType }) | null>(null);
  const [rootError, setRootError] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      object({
        email: refine(string(), 'email', (value) => EMAIL.test(value.trim()) || t('auth.invalidEmail')),
        password: refine(string(), 'password', (value) => value.length >= 1 || t('auth.enterPassword')),
        code: string(),
      }),
    // The messages follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  const codeSchema = useMemo(
    () =>
      object({
        email: string(),
        password: string(),
        code: refine(string(), 'code', (value) => /^\d{6}$/.test(value) || t('auth.otpRequired')),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  const form = useForm({
    resolver: superstructResolver(challenge ? codeSchema : schema),
    defaultValues: { email: '', password: '', code: '' },
  });

  function explain(error: unknown): string {
    if (error instanceof HttpError) {
      if (error.status === 429 && error.retryAfter)
        return t('auth.tryAgainIn', { seconds: error.retryAfter });
      return error.message || t('auth.loginFailed');
    }
    if (error instanceof NetworkError) return t('auth.networkError');
    return t('auth.loginFailed');
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setRootError(null);
    // Only the e-mail and password go back to the server; the challenge's type is for the screen.
    const credentials = challenge
      ? { email: challenge.email, password: challenge.password }
      : { email: values.email.trim(), password: values.password };
    try {
      const answer = await login.login({
        ...credentials,
        ...(challenge ? { twoFactorToken: values.code } : {}),
      });
      const data = answer.data;
      if ('requiresTwoFactor' in data) {
        setChallenge({ ...credentials, twoFactorType: data.twoFactorType });
        form.reset({ email: '', password: '', code: '' });
        toast.info(t('auth.twoFactorRequired'));
        return;
      }
      setTokens(data.token, data.refreshToken);
      toast.success(t('auth.loginSuccessful'));
      onSignedIn();
    } catch (error) {
      const message = explain(error);
      setRootError(message);
      toast.error(message);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {challenge ? (
        <>
          <InlineAlert tone="info">{t('auth.twoFactorRequired')}</InlineAlert>
          <Suspense fallback={null}>
            <TwoFactorCode
              control={form.control}
              credentials={{ email: challenge.email, password: challenge.password }}
              twoFactorType={challenge.twoFactorType}
              resendClassName={styles.resend}
            />
          </Suspense>
        </>
      ) : (
        <>
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
              />
            )}
          />
          <Controller
            control={form.control}
            name="password"
            render={({ field, fieldState }) => (
              <TextField
                label={t('auth.password')}
                type="password"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                autoComplete="current-password"
                errorMessage={fieldState.error?.message}
                isRequired
              />
            )}
          />
        </>
      )}
      {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
      <Button type="submit" isPending={login.isPending}>
        {challenge ? t('auth.verify') : t('auth.submit')}
      </Button>
      <div className={styles.row}>
        {challenge ? (
          <Button variant="ghost" size="sm" onPress={() => setChallenge(null)}>
            {t('auth.backToLogin')}
          </Button>
        ) : (
          <Link href="/auth/forgot-password">{t('auth.forgotPassword')}</Link>
        )}
      </div>
      {challenge ? null : (
        <Suspense fallback={null}>
          <GoogleSignIn onSignedIn={onSignedIn} className={styles.actions} />
        </Suspense>
      )}
    </form>
  );
}
