import type { ReactElement, ReactNode } from 'react';
import { Dialog as AriaDialog, DialogTrigger, Heading, Popover as AriaPopover } from 'react-aria-components';
import { PopupArrow } from '../private/PopupArrow';
import * as styles from './Popover.css';

export const popoverPlacements = ['top', 'bottom', 'left', 'right', 'bottom start', 'bottom end'] as const;
export type PopoverPlacement = (typeof popoverPlacements)[number];

/** Content, or a function of `close` for content that closes the popover itself (after saving). */
export type PopoverContent = ReactNode | ((renderProps: { close: () => void }) => ReactNode);

export interface PopoverProps {
  /** The button that opens the popover, e.g. a small 'Change' button. */
  trigger: ReactElement;
  /** Names the popover's dialog; without it pass `aria-label`. */
  title?: ReactNode;
  /** Names the popover's dialog for screen readers. */
  'aria-label'?: string;
  /** Where it opens relative to its trigger, `bottom` by default; it flips when there is no room. */
  placement?: PopoverPlacement;
  /** The popover's content, or a function that takes `{ close }` and returns it. */
  children: PopoverContent;
  /** Whether it is open, when the parent owns the state (controlled). */
  isOpen?: boolean;
  /** Whether it starts open, when the popover owns the state (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with `true` when it opens and `false` when it closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A small non-modal dialog beside its `trigger`, with an arrow, for the spec’s ‘Change’ popovers (edit a
 * user’s role, edit a role’s permissions). Focus moves inside on open; Escape or a click outside closes it
 * and focus returns to the trigger. `children` may be a function of `close`.
 */
export function Popover({
  trigger,
  title,
  'aria-label': ariaLabel,
  placement = 'bottom',
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <AriaPopover placement={placement} offset={10} className={styles.popover}>
        <PopupArrow width={14} height={8} pathClassName={styles.arrowFill} />
        <AriaDialog aria-label={ariaLabel} className={styles.dialog}>
          {({ close }) => (
            <>
              {title != null && (
                <Heading slot="title" level={2} className={styles.title}>
                  {title}
                </Heading>
              )}
              {typeof children === 'function' ? children({ close }) : children}
            </>
          )}
        </AriaDialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
