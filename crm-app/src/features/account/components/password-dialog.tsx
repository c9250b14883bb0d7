import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useId, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormPasswordField } from '@/components/form/form-password-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useChangePassword } from '../api/change-password';
import { passwordSchema, type PasswordValues } from '../lib/schemas';

type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** The Password card's dialog (spec §5 "Change password"). */
export const PasswordDialog = whileOpen(PasswordForm);

export function PasswordForm({ onOpenChange }: DialogFormProps) {
  const { t, i18n } = useTranslation('account');
  const formId = useId();
  const changePassword = useChangePassword();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the messages follow the language
  const schema = useMemo(() => passwordSchema(t), [t, i18n.language]);
  const form = useForm<PasswordValues>({
    resolver: superstructResolver(schema) as Resolver<PasswordValues>,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submission = useFormSubmission(form, {
    submit: ({ oldPassword, newPassword }) => changePassword.mutateAsync({ oldPassword, newPassword }),
    fallback: t('security.failed'),
    success: t('security.passwordChanged'),
    onSuccess: () => onOpenChange(false),
  });

  const passwordField = (
    name: PasswordField,
    label: string,
    autoComplete: 'current-password' | 'new-password',
  ) => (
    <FormPasswordField
      control={form.control}
      name={name}
      label={label}
      autoComplete={autoComplete}
      isRequired
    />
  );

  return (
    <FormDialog
      title={t('security.changePassword')}
      onOpenChange={onOpenChange}
      formId={formId}
      onSubmit={(event) => void submission.onSubmit(event)}
      isSaving={submission.isSubmitting}
      submitLabel={t('security.changePassword')}
      rootError={submission.rootError}
    >
      {passwordField('oldPassword', t('security.oldPassword'), 'current-password')}
      {passwordField('newPassword', t('security.newPassword'), 'new-password')}
      {passwordField('confirmPassword', t('security.confirmPassword'), 'new-password')}
    </FormDialog>
  );
}
