import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useForm } from 'react-hook-form';
import { object, refine, string } from 'superstruct';
import { FormPasswordField } from '@/components/form/form-password-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useResetPassword } from '../api/reset-password';
import { AuthForm } from './auth-layout';
import { type TFunction, useLanguageMemo, useTranslation } from '@/lib/i18n';

function passwordSchema(t: TFunction<readonly ['auth', 'common']>) {
  return object({
    password: refine(string(), 'password', (value) => {
      if (value.length < 8) return t('recovery.passwordTooShort');
      if (value.length > 128) return t('registration.passwordTooLong');
      return true;
    }),
    confirm: string(),
  });
}

/** Step 3: the new password twice, sent with the token of the verified code. */
export function PasswordStep({
  email,
  token,
  onReset,
}: {
  email: string;
  token: string;
  onReset: () => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const resetPassword = useResetPassword();
  const schema = useLanguageMemo(
    () =>
      refine(passwordSchema(t), 'confirm', (value) => {
        if (!value.confirm) return { path: ['confirm'], message: t('recovery.confirmRequired') };
        if (value.confirm !== value.password) return { path: ['confirm'], message: t('recovery.mismatch') };
        return true;
      }),
    [t],
  );
  const form = useForm({
    resolver: superstructResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const submission = useFormSubmission(form, {
    submit: ({ password }) => resetPassword.mutateAsync({ email, code: token, password }),
    fields: ['password'],
    fallback: t('common:errors.unexpected'),
    success: t('recovery.done'),
    onSuccess: onReset,
  });
  return (
    <AuthForm
      submission={submission}
      submitLabel={t('recovery.reset')}
      pendingLabel={t('common:app.loading')}
    >
      <FormPasswordField
        control={form.control}
        name="password"
        label={t('recovery.newPassword')}
        purpose="new"
        // A new step: focus goes to its first field.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <FormPasswordField
        control={form.control}
        name="confirm"
        label={t('recovery.confirmPassword')}
        purpose="new"
      />
    </AuthForm>
  );
}
