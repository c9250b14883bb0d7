import type { ReactElement, ReactNode } from 'react';

export const dialogRoles = ['dialog', 'alertdialog'] as const;
export type DialogRole = (typeof dialogRoles)[number];

/** Content, or a function of `close` for content that closes the dialog itself. */
export type DialogContent = ReactNode | ((renderProps: { close: () => void }) => ReactNode);

export interface DialogProps {
  /** The dialog's heading, which names it for screen readers. */
  title: ReactNode;
  /** A line under the title saying what the dialog is for. */
  description?: ReactNode;
  /** The scrolling body. A `Button slot="close"` anywhere inside closes the dialog. */
  children?: DialogContent;
  /** Actions at the bottom, e.g. `<Button slot="close" variant="secondary">Cancel</Button><Button>Save</Button>`. */
  footer?: DialogContent;
  /**
   * Uncontrolled use: the button that opens the dialog, rendered in its place. Without it the dialog
   * is controlled with `isOpen` and `onOpenChange`.
   */
  trigger?: ReactElement;
  /** Whether it is open, when the parent owns the state (controlled). */
  isOpen?: boolean;
  /** Whether it starts open, when the dialog owns the state (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with `true` when it opens and `false` when it closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside closes the dialog. */
  isDismissable?: boolean;
  /** Whether Escape is ignored, e.g. while a save is pending. */
  isKeyboardDismissDisabled?: boolean;
  /** `alertdialog` for a question that interrupts the user, such as a confirmation. */
  role?: DialogRole;
  /** Accessible name of the close button in the header. */
  closeLabel?: string;
  /** Hides the header's close button, for dialogs that must be answered with a footer button. */
  hideCloseButton?: boolean;
  /** Disables the close button and Escape, e.g. while the dialog's form is saving. */
  isCloseDisabled?: boolean;
}
