import { OTP_PATTERN } from '@doorline/api-client';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { InlineAlert, Link, Text, TextField, toast } from '@doorline/design-system';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { object, refine, string } from 'superstruct';
import { FormCodeField } from '@/components/form/form-code-field';
import { FormPasswordField } from '@/components/form/form-password-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { explainError } from '@/lib/errors';
import { WithQueryClient } from '@/lib/query-provider';
import { sendAndWait, useResendTimer } from '@/lib/resend-timer';
import { setTokens } from '@/lib/session';
import { useRegister } from '../api/register';
import { parseRegistrationLink, type RegistrationLink } from '../api/registration-link';
import { useSendPhoneCode } from '../api/send-phone-code';
import { AuthForm, AuthLayout, focusAuthTitle } from '../components/auth-layout';
import * as styles from '../components/auth-layout.css';
import { ResendCode } from '../components/resend-code';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';

/** Spec §2 "/auth/complete-registration": the invite link's page. */
export function CompleteRegistrationPage() {
  return (
    <WithQueryClient>
      <CompleteRegistration />
    </WithQueryClient>
  );
}

function CompleteRegistration() {
  const { t } = useTranslation(['auth', 'common']);
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
    <AuthLayout title={t('common:pages.completeRegistration')} subtitle={t('registration.subtitle')}>
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
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const sendPhoneCode = useSendPhoneCode();
  const register = useRegister();
  // One code per phone a minute; the wait outlives the form (a reload of the link keeps it).
  const timer = useResendTimer(60, `invite-phone:${link.phone}`);
  const [sent, setSent] = useState(!timer.canResend);

  const schema = useLanguageMemo(
    () =>
      object({
        phoneCode: refine(
          string(),
          'phoneCode',
          (value) => OTP_PATTERN.test(value) || t('registration.phoneCodeRequired'),
        ),
        password: refine(string(), 'password', (value) => {
          if (value.length < 6) return t('registration.passwordTooShort');
          if (value.length > 128) return t('registration.passwordTooLong');
          return true;
        }),
      }),
    [t],
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
      await sendAndWait(timer, () =>
        sendPhoneCode.mutateAsync({ phone: link.phone, email: link.email, code: link.code }),
      );
      setSent(true);
      toast.success(t('registration.codeSent'));
    } catch (error) {
      toast.error(explainError(t, error, t('registration.sendFailed'), { sendsCode: true }));
    }
  }

  const submission = useFormSubmission(form, {
    submit: (values) => register.mutateAsync({ ...link, ...values }),
    fallback: t('common:errors.unexpected'),
    success: t('registration.completed'),
    onSuccess: (data) => {
      if ('pendingApproval' in data) {
        onPendingApproval();
        return;
      }
      setTokens(data.token, data.refreshToken);
      void navigate('/', { replace: true });
    },
  });

  return (
    <AuthForm
      submission={submission}
      submitLabel={t('registration.submit')}
      pendingLabel={t('common:app.loading')}
      after={
        <div className={styles.row}>
          <Link href="/auth/login">{t('auth.backToLogin')}</Link>
        </div>
      }
    >
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
      <FormCodeField
        control={form.control}
        name="phoneCode"
        label={t('registration.phoneCode')}
        digitLabel={(n, total) => t('auth.otpDigit', { n, total })}
      />
      <FormPasswordField control={form.control} name="password" label={t('auth.password')} purpose="new" />
    </AuthForm>
  );
}

export { CompleteRegistrationPage as Component };
