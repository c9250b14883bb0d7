import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useForm, type Resolver } from 'react-hook-form';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormPasswordField } from '@/components/form/form-password-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useChangePassword } from '../api/change-password';
import { passwordSchema, type PasswordValues } from '../lib/schemas';
import { useLanguageMemo, useTranslation } from '@/lib/i18n';

type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** The Password card's dialog (spec §5 "Change password"). */
export const PasswordDialog = whileOpen(PasswordForm);

export function PasswordForm({ onOpenChange }: DialogFormProps) {
  const { t } = useTranslation('account');
  const changePassword = useChangePassword();
  const schema = useLanguageMemo(() => passwordSchema(t), [t]);
  const form = useForm<PasswordValues>({
    resolver: superstructResolver(schema) as Resolver<PasswordValues>,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submission = useFormSubmission(form, {
    submit: ({ oldPassword, newPassword }) => changePassword.mutateAsync({ oldPassword, newPassword }),
    fallback: t('security.failed'),
    success: t('security.passwordChanged'),
    onOpenChange,
  });

  const passwordField = (name: PasswordField, label: string, purpose: 'current' | 'new') => (
    <FormPasswordField control={form.control} name={name} label={label} purpose={purpose} />
  );

  return (
    <FormDialog
      title={t('security.changePassword')}
      submission={submission}
      submitLabel={t('security.changePassword')}
    >
      {passwordField('oldPassword', t('security.oldPassword'), 'current')}
      {passwordField('newPassword', t('security.newPassword'), 'new')}
      {passwordField('confirmPassword', t('security.confirmPassword'), 'new')}
    </FormDialog>
  );
}
