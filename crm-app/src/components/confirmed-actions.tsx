import { Button, ConfirmDialog, Inline, type ButtonSize } from '@doorline/design-system';
import { useState, type ReactNode } from 'react';

export interface ConfirmedActionsProps<A extends string> {
  /** The actions on offer, in their order. */
  actions: readonly A[];
  /** An action's button text. */
  label: (action: A) => string;
  /** A destructive action: a secondary button and a critical confirm button. */
  isCritical: (action: A) => boolean;
  isDisabled?: (action: A) => boolean;
  /** What the confirm dialog asks for the chosen action (no title: 'Are you sure you want to proceed?'). */
  confirm: (action: A) => { title?: string; description?: ReactNode };
  /** The confirm dialog's buttons and the confirm button's pending name. */
  strings: { confirm: string; cancel: string; pending: string };
  /** Runs the confirmed action; it toasts the outcome and rethrows a failure, so the dialog stays open. */
  onConfirm: (action: A) => Promise<void>;
  size?: ButtonSize;
  /** Names the row of buttons as a group. */
  'aria-label'?: string;
  /** Another way to choose an action than the row of buttons (a row's menu), given the choice. */
  chooser?: (choose: (action: A) => void) => ReactNode;
}

/**
 * The confirm-then-act pattern of a record's actions (a dealer's status, a user's, an order's): each
 * action behind the confirm dialog, which stays open while the action runs and when it fails.
 */
export function ConfirmedActions<A extends string>({
  actions,
  label,
  isCritical,
  isDisabled = () => false,
  confirm,
  strings,
  onConfirm,
  size = 'sm',
  'aria-label': ariaLabel,
  chooser,
}: ConfirmedActionsProps<A>) {
  const [pending, setPending] = useState<A | null>(null);
  const asked = pending ? confirm(pending) : {};

  return (
    <>
      {chooser ? (
        chooser(setPending)
      ) : (
        <Inline gap="sm" {...(ariaLabel ? { role: 'group' as const, 'aria-label': ariaLabel } : {})}>
          {actions.map((action) => (
            <Button
              key={action}
              size={size}
              variant={isCritical(action) ? 'secondary' : 'primary'}
              isDisabled={isDisabled(action)}
              onPress={() => setPending(action)}
            >
              {label(action)}
            </Button>
          ))}
        </Inline>
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPending(null);
        }}
        onConfirm={() => (pending ? onConfirm(pending) : undefined)}
        title={asked.title}
        description={asked.description}
        confirmLabel={strings.confirm}
        cancelLabel={strings.cancel}
        pendingLabel={strings.pending}
        tone={pending && isCritical(pending) ? 'critical' : undefined}
      />
    </>
  );
}
