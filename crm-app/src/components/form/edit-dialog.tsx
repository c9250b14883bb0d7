import { Button } from '@doorline/design-system';
import type { ReactNode } from 'react';
import { FormDialog, type DialogSubmission } from './form-dialog';
import type { EditForm } from './use-edit-form';
import { useTranslation } from '@/lib/i18n';

export interface EditDialogProps {
  title: string;
  description?: string;
  /** Whether anything changed, and Reset: Save and Reset are enabled only when something changed (spec §4 "Edit forms"). */
  edit: EditForm;
  /** The form's submission (`useFormSubmission` given the dialog's `onOpenChange`), as `FormDialog` takes it. */
  submission: DialogSubmission;
  children: ReactNode;
}

/**
 * An edit form in a 500 px dialog (the profile, contact and quote forms): Reset, Cancel and Save. A failed save keeps the dialog open
 * with what was typed; a click outside does not close it, so nothing is lost by accident. Open while
 * it exists (`whileOpen`).
 */
export function EditDialog({ title, description, edit, submission, children }: EditDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={title}
      description={description}
      submission={submission}
      submitLabel={t('editForm.save')}
      isSubmitDisabled={!edit.isChanged || edit.isResetting}
      footerStart={
        <Button
          variant="ghost"
          onPress={() => void edit.reset()}
          isDisabled={!edit.isChanged || submission.isSubmitting}
          isPending={edit.isResetting}
          pendingLabel={t('app.loading')}
        >
          {t('editForm.reset')}
        </Button>
      }
    >
      {children}
    </FormDialog>
  );
}
