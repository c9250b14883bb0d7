import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, whileOpen, type DialogFormProps } from '@/components/form/form-dialog';
import { FormFields } from '@/components/form/form-fields';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useChangePassword } from '../api/change-password';
import { passwordSchema, type PasswordValues } from '../lib/schemas';
import { useLanguageMemo } from '@/lib/i18n';

const passwordFields = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

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
    onSuccess: () => onOpenChange(false),
  });

  return (
    <FormDialog
      title={t('security.changePassword')}
      onOpenChange={onOpenChange}
      submission={submission}
      submitLabel={t('security.changePassword')}
    >
      <FormFields
        control={form.control}
        fields={passwordFields.map((name) => ({
          kind: 'password',
          name,
          label: t(`security.${name}`),
          autoComplete: name === 'oldPassword' ? 'current-password' : 'new-password',
          isRequired: true,
        }))}
      />
    </FormDialog>
  );
}
