import { useId, useRef, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { XIcon } from '../private/icons';
import type { DialogContent, DialogProps } from './DialogTypes';
import * as styles from './Dialog.css';
import { useIsScrollable } from './useIsScrollable';

function renderContent(content: DialogContent | undefined, close: () => void) {
  return typeof content === 'function' ? content({ close }) : content;
}

/**
 * A modal dialog 500 px wide (the full width less margins on phones) with a title, a close button
 * (`closeLabel`), a scrolling body and a `footer` for actions. Uncontrolled: pass the opening button as
 * `trigger`. Controlled: `isOpen` and `onOpenChange`. A `Button slot="close"` inside closes it. React Aria
 * traps focus inside and returns it to the trigger on close; Escape and a click outside close it unless
 * `isDismissable={false}` / `isKeyboardDismissDisabled`.
 */
export default function DialogWidget({ trigger, isOpen, defaultOpen, onOpenChange, ...props }: DialogProps) {
  if (trigger) {
    return (
      <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        {trigger}
        <DialogModal {...props} />
      </DialogTrigger>
    );
  }
  return <DialogModal {...props} isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange} />;
}

function DialogModal({
  title,
  description,
  children,
  footer,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled,
  role = 'dialog',
  closeLabel = 'Close',
  hideCloseButton = false,
  isCloseDisabled,
}: Omit<DialogProps, 'trigger'>) {
  const descriptionId = useId();
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <AriaDialog
          role={role}
          aria-describedby={description ? descriptionId : undefined}
          className={styles.dialog}
        >
          {({ close }) => (
            <>
              <div className={styles.header}>
                <div className={styles.titles}>
                  <Heading slot="title" level={2} className={styles.title}>
                    {title}
                  </Heading>
                  {description && (
                    <p id={descriptionId} className={styles.description}>
                      {description}
                    </p>
                  )}
                </div>
                {!hideCloseButton && (
                  <AriaButton
                    slot="close"
                    aria-label={closeLabel}
                    isDisabled={isCloseDisabled}
                    className={styles.close}
                  >
                    <XIcon />
                  </AriaButton>
                )}
              </div>
              {children != null && <DialogBody>{renderContent(children, close)}</DialogBody>}
              {footer && <div className={styles.footer}>{renderContent(footer, close)}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The body scrolls when its content is taller than the screen; it is then focusable so that keyboard users can scroll it. */
function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isScrollable = useIsScrollable(ref);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div ref={ref} tabIndex={isScrollable ? 0 : undefined} className={styles.body}>
      {children}
    </div>
  );
}
