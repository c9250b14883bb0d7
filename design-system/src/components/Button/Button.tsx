import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ProgressBar,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { Spinner } from '../private/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'destructive', 'ghost'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Pick<
  AriaButtonProps,
  | 'type'
  | 'onPress'
  | 'isDisabled'
  | 'isPending'
  | 'form'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'aria-controls'
  | 'aria-expanded'
  | 'autoFocus'
  | 'slot'
  | 'id'
  | 'name'
  | 'value'
> {
  /** The label: text, optionally with an icon before it. */
  children: ReactNode;
  /** The look: `primary` for the main action of a view, `secondary` for the others, `destructive` for deleting, `ghost` for quiet actions. */
  variant?: ButtonVariant;
  /** The size: `sm` for dense toolbars and tables, `md` by default, `lg` for prominent actions. */
  size?: ButtonSize;
  /** Accessible name of the spinner shown while `isPending`. */
  pendingLabel?: string;
}

export function Button({
  children,
  variant = 'primary',
  size = 'md',
  pendingLabel = 'Loading',
  ...ariaProps
}: ButtonProps) {
  return (
    <AriaButton {...ariaProps} className={styles.button({ variant, size })}>
      {({ isPending }) => (
        <>
          <span className={isPending ? `${styles.content} ${styles.contentPending}` : styles.content}>
            {children}
          </span>
          {isPending && (
            <ProgressBar aria-label={pendingLabel} isIndeterminate className={styles.spinner}>
              <Spinner />
            </ProgressBar>
          )}
        </>
      )}
    </AriaButton>
  );
}
