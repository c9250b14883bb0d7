import { superstructResolver } from '@hookform/resolvers/superstruct';
import { OTP_PATTERN, type TwoFactorType } from '@doorline/api-client';
import { Button, InlineAlert, Link, toast } from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { object, refine, string } from 'superstruct';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { setTokens } from '@/lib/session';
import { useLogin } from '../api/login';
import { AccountEmailField, accountEmail, AuthForm } from './auth-layout';
import * as styles from './auth-layout.css';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';

const TwoFactorCode = lazy(() => import('./two-factor-code'));
const GoogleSignIn = lazy(() =>
  import('./sign-in-extras').then((module) => ({ default: module.GoogleSignIn })),
);

interface Credentials {
  email: string;
  password: string;
}

/** Spec §4 "Login": step 1 e-mail and password; step 2 the one-time code when the server asks. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [challenge, setChallenge] = useState<(Credentials & { twoFactorType: TwoFactorType }) | null>(null);

  const schema = useLanguageMemo(
    () =>
      object({
        email: accountEmail(t('auth.invalidEmail')),
        password: refine(string(), 'password', (value) => value.length >= 1 || t('auth.enterPassword')),
        code: string(),
      }),
    [t],
  );
  const codeSchema = useLanguageMemo(
    () =>
      object({
        email: string(),
        password: string(),
        code: refine(string(), 'code', (value) => OTP_PATTERN.test(value) || t('auth.otpRequired')),
      }),
    [t],
  );

  const form = useForm({
    resolver: superstructResolver(challenge ? codeSchema : schema),
    defaultValues: { email: '', password: '', code: '' },
  });

  const submission = useFormSubmission(form, {
    submit: async (values) => {
      // Only the e-mail and password go back to the server; the challenge's type is for the screen.
      const credentials = challenge
        ? { email: challenge.email, password: challenge.password }
        : { email: values.email.trim(), password: values.password };
      const answer = await login.login({
        ...credentials,
        ...(challenge ? { twoFactorToken: values.code } : {}),
      });
      return { credentials, data: answer.data };
    },
    // Spec §8: 'Login failed. Please try again.' whenever the server gives no reason, offline too.
    fallback: t('auth.loginFailed'),
    explain: { fallbackWhenOffline: true },
    onSuccess: ({ credentials, data }) => {
      if ('requiresTwoFactor' in data) {
        setChallenge({ ...credentials, twoFactorType: data.twoFactorType });
        form.reset({ email: '', password: '', code: '' });
        toast.info(t('auth.twoFactorRequired'));
        return;
      }
      setTokens(data.token, data.refreshToken);
      toast.success(t('auth.loginSuccessful'));
      onSignedIn();
    },
  });

  return (
    <AuthForm
      submission={submission}
      submitLabel={challenge ? t('auth.verify') : t('auth.submit')}
      isPending={login.isPending}
      after={
        <>
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
        </>
      }
    >
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
          <AccountEmailField control={form.control} />
          <FormTextField
            control={form.control}
            name="password"
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            isRequired
          />
        </>
      )}
    </AuthForm>
  );
}
