import { Dialog as AriaDialog, DialogTrigger, Heading, Popover as AriaPopover } from 'react-aria-components';
import { PopupArrow } from '../private/PopupArrow';
import type { PopoverProps } from './PopoverTypes';
import * as styles from './Popover.css';

/** The popover itself, loaded when it is first used (`Popover`). */
export default function PopoverWidget({
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
