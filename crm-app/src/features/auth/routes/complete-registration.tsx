import { superstructResolver } from '@hookform/resolvers/superstruct';
import { Button, InlineAlert, Link, OtpInput, Text, TextField, toast } from '@doorline/design-system';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { object, refine, string } from 'superstruct';
import { FormPasswordField } from '@/components/form/form-password-field';
import { api } from '@/lib/api';
import { useResendTimer } from '@/lib/resend-timer';
import { setTokens } from '@/lib/session';
import { errorText } from '../api/errors';
import { parseRegistrationLink, type RegistrationLink } from '../api/registration-link';
import { AuthLayout, focusAuthTitle } from '../components/auth-layout';
import * as styles from '../components/auth-layout.css';
import { ResendCode } from '../components/resend-code';

/** Spec §2 "/auth/complete-registration": the invite link's page. */
export function CompleteRegistrationPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const link = useMemo(() => parseRegistrationLink(search), [search]);
  const [pending, setPending] = useState(false);

  if (pending)
    return (
      <AuthLayout title={t('registration.pendingTitle')}>
        <Focus />
        <Text>{t('registration.pendingText')}</Text>
        <Link href="/auth/login">{t('auth.backToLogin')}</Link>
      </AuthLayout>
    );
  if (!link)
    return (
      <AuthLayout title={t('registration.invalidTitle')}>
        <InlineAlert tone="critical">{t('registration.invalidText')}</InlineAlert>
        <Link href="/auth/login">{t('auth.backToLogin')}</Link>
      </AuthLayout>
    );
  return (
    <AuthLayout title={t('pages.completeRegistration')} subtitle={t('registration.subtitle')}>
      <RegistrationForm link={link} onPendingApproval={() => setPending(true)} />
    </AuthLayout>
  );
}

/** Focus goes to the title of a screen that replaced a form. */
function Focus() {
  useEffect(focusAuthTitle, []);
  return null;
}

function RegistrationForm({
  link,
  onPendingApproval,
}: {
  link: RegistrationLink;
  onPendingApproval: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const timer = useResendTimer();
  const [sent, setSent] = useState(false);
  const [rootError, setRootError] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      object({
        phoneCode: refine(
          string(),
          'phoneCode',
          (value) => /^\d{6}$/.test(value) || t('registration.phoneCodeRequired'),
        ),
        password: refine(string(), 'password', (value) => {
          if (value.length < 6) return t('registration.passwordTooShort');
          if (value.length > 128) return t('registration.passwordTooLong');
          return true;
        }),
      }),
    // The messages follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  const form = useForm({
    resolver: superstructResolver(schema),
    defaultValues: { phoneCode: '', password: '' },
  });

  async function sendCode() {
    if (!link.phone) {
      toast.error(t('registration.phoneMissing'));
      return;
    }
    try {
      await api.auth.phoneVerify({ phone: link.phone, email: link.email, code: link.code });
      timer.start();
      setSent(true);
      toast.success(t('registration.codeSent'));
    } catch (error) {
      toast.error(errorText(error, t, t('registration.sendFailed')));
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setRootError(null);
    try {
      const answer = await api.auth.register({ ...link, ...values });
      toast.success(t('registration.completed'));
      const data = answer.data;
      if ('pendingApproval' in data) {
        onPendingApproval();
        return;
      }
      setTokens(data.token, data.refreshToken);
      void navigate('/', { replace: true });
    } catch (error) {
      const message = errorText(error, t, t('errors.unexpected'));
      setRootError(message);
      toast.error(message);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label={t('auth.email')} type="email" value={link.email} isReadOnly autoComplete="username" />
      <TextField
        label={t('registration.phone')}
        type="tel"
        value={link.phone}
        isReadOnly
        description={link.phone ? undefined : t('registration.phoneMissing')}
      />
      <ResendCode
        {...timer}
        className={styles.resend}
        label={sent ? t('auth.resendCode') : t('registration.sendCode')}
        onResend={sendCode}
      />
      <Controller
        control={form.control}
        name="phoneCode"
        render={({ field, fieldState }) => (
          <OtpInput
            label={t('registration.phoneCode')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            errorMessage={fieldState.error?.message}
            strings={{ digitLabel: (n: number, total: number) => t('auth.otpDigit', { n, total }) }}
          />
        )}
      />
      <FormPasswordField
        control={form.control}
        name="password"
        label={t('auth.password')}
        autoComplete="new-password"
        isRequired
      />
      {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
      <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel={t('app.loading')}>
        {t('registration.submit')}
      </Button>
      <div className={styles.row}>
        <Link href="/auth/login">{t('auth.backToLogin')}</Link>
      </div>
    </form>
  );
}

export { CompleteRegistrationPage as Component };
