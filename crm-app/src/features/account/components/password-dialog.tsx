import { superstructResolver } from '@hookform/resolvers/superstruct';
import { Button, Dialog, InlineAlert, toast } from '@doorline/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '@/components/form/form-password-field';
import { api } from '@/lib/api';
import { sessionKeys } from '../api/keys';
import { explainError, fieldErrorsOf } from '../lib/errors';
import { passwordSchema, type PasswordValues } from '../lib/schemas';
import * as styles from '../account.css';

const fields = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

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
  const { t, i18n } = useTranslation();
  const formId = useId();
  const queryClient = useQueryClient();
  const [rootError, setRootError] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the messages follow the language
  const schema = useMemo(() => passwordSchema(t), [t, i18n.language]);
  const form = useForm<PasswordValues>({
    resolver: superstructResolver(schema) as Resolver<PasswordValues>,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const isSaving = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    setRootError(null);
    try {
      // The client keeps the new session the answer carries; the other sessions are over.
      await api.auth.changePassword({ oldPassword, newPassword });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      toast.success(t('security.passwordChanged'));
      onOpenChange(false);
    } catch (error) {
      for (const { field, message } of fieldErrorsOf(error, fields)) form.setError(field, { message });
      const message = explainError(t, error, t('security.failed'));
      setRootError(message);
      toast.error(message);
    }
  });

  const passwordField = (
    name: (typeof fields)[number],
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
      closeLabel={t('app.close')}
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
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {passwordField('oldPassword', t('security.oldPassword'), 'current-password')}
        {passwordField('newPassword', t('security.newPassword'), 'new-password')}
        {passwordField('confirmPassword', t('security.confirmPassword'), 'new-password')}
        {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
      </form>
    </Dialog>
  );
}
