import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export const confirmDialogTones = ['default', 'critical'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  /** Whether the dialog is open; the parent owns the state. */
  isOpen: boolean;
  /** Called with `false` when it is cancelled or dismissed with Escape. */
  onOpenChange: (isOpen: boolean) => void;
  /** Called by the confirm button. While its promise is pending the dialog cannot be dismissed; it
   * closes when the promise resolves and stays open when it rejects (the app shows the error). */
  onConfirm: () => void | Promise<void>;
  /** The question, e.g. "Delete this quote?"; it names the dialog. */
  title?: string;
  /** What confirming will do and whether it can be undone. */
  description?: ReactNode;
  /** The text of the button that does the action, e.g. "Delete quote". */
  confirmLabel?: string;
  /** The text of the button that closes without acting; it has the focus when the dialog opens. */
  cancelLabel?: string;
  /** Accessible name of the confirm button's spinner while pending. */
  pendingLabel?: string;
  /** `critical` makes the confirm button destructive, for cancel, reject and delete. */
  tone?: ConfirmDialogTone;
}

/**
 * The question every sales action asks: ‘Are you sure you want to proceed?’ (an `alertdialog`). `onConfirm`
 * may return a promise: while it is pending the confirm button spins and the dialog cannot be dismissed; it
 * closes when the promise resolves and stays open when it rejects, so the app shows its error toast and the
 * user can retry or cancel. `tone="critical"` for cancel, reject and delete.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  title = 'Are you sure you want to proceed?',
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  pendingLabel = 'Working',
  tone = 'default',
}: ConfirmDialogProps) {
  const [isPending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller reports the failure (a toast); the dialog stays open so the user can retry or cancel.
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      role="alertdialog"
      title={title}
      description={description}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!isPending) onOpenChange(next);
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      hideCloseButton
      footer={
        <>
          {/* The least destructive answer takes focus, as the APG alert dialog pattern advises. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button variant="secondary" slot="close" isDisabled={isPending} autoFocus>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'critical' ? 'destructive' : 'primary'}
            isPending={isPending}
            pendingLabel={pendingLabel}
            onPress={confirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
