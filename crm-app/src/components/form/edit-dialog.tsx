import { Button } from '@doorline/design-system';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from './form-dialog';
import type { EditForm } from './use-edit-form';

export interface EditDialogProps {
  title: string;
  description?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The form's id, so that Save in the footer submits it. */
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Whether anything changed, and Reset: Save and Reset are enabled only when something changed (spec §4 "Edit forms"). */
  edit: EditForm;
  isSaving: boolean;
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
  edit,
  isSaving,
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
      isSubmitDisabled={!edit.isChanged || edit.isResetting}
      footerStart={
        <Button
          variant="ghost"
          onPress={() => void edit.reset()}
          isDisabled={!edit.isChanged || isSaving}
          isPending={edit.isResetting}
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
