import { Button, Dialog, InlineAlert } from '@doorline/design-system';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './edit-dialog.css';

export interface EditDialogProps {
  title: string;
  description?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The form's id, so that Save in the footer submits it. */
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Save and Reset are enabled only when something changed (spec §4 "Edit forms"). */
  isChanged: boolean;
  isSaving: boolean;
  onReset: () => void;
  isResetting: boolean;
  /** The server's answer to a failed save, shown above the footer. */
  rootError: string | null;
  children: ReactNode;
}

/**
 * An edit form in a 500 px dialog (the profile, contact and quote forms): Reset, Cancel and Save. A failed save keeps the dialog open
 * with what was typed; a click outside does not close it, so nothing is lost by accident.
 */
export function EditDialog({
  title,
  description,
  isOpen,
  onOpenChange,
  formId,
  onSubmit,
  isChanged,
  isSaving,
  onReset,
  isResetting,
  rootError,
  children,
}: EditDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      description={description}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!isSaving) onOpenChange(next);
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={isSaving}
      isCloseDisabled={isSaving}
      closeLabel={t('app.close')}
      footer={
        <div className={styles.footer}>
          <span className={styles.footerStart}>
            <Button
              variant="ghost"
              onPress={onReset}
              isDisabled={!isChanged || isSaving}
              isPending={isResetting}
              pendingLabel={t('app.loading')}
            >
              {t('editForm.reset')}
            </Button>
          </span>
          <Button variant="secondary" slot="close" isDisabled={isSaving}>
            {t('editForm.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            isDisabled={!isChanged || isResetting}
            isPending={isSaving}
            pendingLabel={t('editForm.saving')}
          >
            {t('editForm.save')}
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
