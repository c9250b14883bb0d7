import { Button, Dialog, InlineAlert } from '@doorline/design-system';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../account.css';

/** The frame both 2FA dialogs share: the title, the form, Cancel and the submit button. */
export function TwoFactorFrame({
  title,
  formId,
  onSubmit,
  onOpenChange,
  isSaving,
  submitLabel,
  destructive,
  rootError,
  children,
}: {
  title: string;
  formId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onOpenChange: (isOpen: boolean) => void;
  isSaving: boolean;
  submitLabel: string;
  destructive?: boolean;
  rootError: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Dialog
      title={title}
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
          <Button
            type="submit"
            form={formId}
            variant={destructive ? 'destructive' : 'primary'}
            isPending={isSaving}
            pendingLabel={t('account.saving')}
          >
            {submitLabel}
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
      </form>
    </Dialog>
  );
}
