import { Button, Dialog, InlineAlert } from '@doorline/design-system';
import { useId, type ComponentType, type ReactNode } from 'react';
import * as styles from './edit-dialog.css';
import type { DialogFormSubmission } from './use-form-submission';
import { useTranslation } from '@/lib/i18n';

/** What the form inside a dialog is given: the way to close it. */
export interface DialogFormProps {
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * What a form dialog needs of its form's submission (`useFormSubmission` given the dialog's
 * `onOpenChange`): what the footer's submit button runs, whether it is saving (nothing closes the
 * dialog meanwhile), the server's answer to a failed save, shown under the fields, and the way to
 * close the dialog (Cancel, the close button; the submission closes it after a save).
 */
export type DialogSubmission = Pick<
  DialogFormSubmission,
  'onSubmit' | 'isSubmitting' | 'rootError' | 'onOpenChange'
>;

export interface FormDialogProps {
  title: string;
  description?: string;
  isOpen?: boolean;
  /** The form's submission, which knows how to close the dialog (`DialogSubmission`). */
  submission: DialogSubmission;
  /** The submit button's text: Save, Add, Change password… */
  submitLabel: string;
  isSubmitDisabled?: boolean;
  /** `destructive` when submitting takes something away (turning two-factor off). */
  submitVariant?: 'primary' | 'destructive';
  /** Footer content before Cancel, at the start of the row (Reset). */
  footerStart?: ReactNode;
  children: ReactNode;
}

/**
 * A form in a dialog: Cancel and the submit button in the footer. While it saves nothing closes
 * it; a click outside never does, and a failed save keeps what was typed.
 */
export function FormDialog({
  title,
  description,
  isOpen = true,
  submission,
  submitLabel,
  isSubmitDisabled,
  submitVariant = 'primary',
  footerStart,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const { isSubmitting: isSaving, rootError, onOpenChange } = submission;
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
          {footerStart ? <span className={styles.footerStart}>{footerStart}</span> : null}
          <Button variant="secondary" slot="close" isDisabled={isSaving}>
            {t('editForm.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={submitVariant}
            isDisabled={isSubmitDisabled}
            isPending={isSaving}
            pendingLabel={t('editForm.saving')}
          >
            {submitLabel}
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
        {children}
        {rootError ? <InlineAlert tone="critical">{rootError}</InlineAlert> : null}
      </form>
    </Dialog>
  );
}

/**
 * A dialog whose form exists only while it is open: each opening starts from fresh values and a
 * closed dialog holds no state.
 */
export function whileOpen<P extends object>(Form: ComponentType<P>) {
  return function DialogWhileOpen({ isOpen, ...props }: P & { isOpen: boolean }) {
    return isOpen ? <Form {...(props as P)} /> : null;
  };
}
