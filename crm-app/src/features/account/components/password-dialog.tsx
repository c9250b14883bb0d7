import { superstructResolver } from '@hookform/resolvers/superstruct';
import { Button, Dialog, InlineAlert } from '@doorline/design-system';
import { useId, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '@/components/form/form-password-field';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { useChangePassword } from '../api/change-password';
import { passwordSchema, type PasswordValues } from '../lib/schemas';
import * as styles from '../account.css';

type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** The Password card's dialog (spec §5 "Change password"). */
export function PasswordDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return isOpen ? <PasswordForm onOpenChange={onOpenChange} /> : null;
}

export function PasswordForm({ onOpenChange }: { onOpenChange: (isOpen: boolean) => void }) {
  const { t, i18n } = useTranslation(['account', 'common']);
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
  const isSaving = submission.isSubmitting;

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
    <Dialog
      title={t('security.changePassword')}
      isOpen
      onOpenChange={(next) => {
        if (!isSaving) onOpenChange(next);
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={isSaving}
      isCloseDisabled={isSaving}
      closeLabel={t('common:app.close')}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" slot="close" isDisabled={isSaving}>
            {t('account.cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={isSaving} pendingLabel={t('account.saving')}>
            {t('security.changePassword')}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className={styles.form}
        onSubmit={(event) => void submission.onSubmit(event)}
        noValidate
      >
        {passwordField('oldPassword', t('security.oldPassword'), 'current-password')}
        {passwordField('newPassword', t('security.newPassword'), 'new-password')}
        {passwordField('confirmPassword', t('security.confirmPassword'), 'new-password')}
        {submission.rootError ? <InlineAlert tone="critical">{submission.rootError}</InlineAlert> : null}
      </form>
    </Dialog>
  );
}
