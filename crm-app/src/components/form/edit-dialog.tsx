import { Button } from '@doorline/design-system';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from './form-dialog';

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
    <FormDialog
      title={title}
      description={description}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      formId={formId}
      onSubmit={onSubmit}
      isSaving={isSaving}
      submitLabel={t('editForm.save')}
      isSubmitDisabled={!isChanged || isResetting}
      footerStart={
        <Button
          variant="ghost"
          onPress={onReset}
          isDisabled={!isChanged || isSaving}
          isPending={isResetting}
          pendingLabel={t('app.loading')}
        >
          {t('editForm.reset')}
        </Button>
      }
      rootError={rootError}
    >
      {children}
    </FormDialog>
  );
}
