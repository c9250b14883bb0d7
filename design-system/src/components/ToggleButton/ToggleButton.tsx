import type { ReactNode } from 'react';
import {
  ToggleButton as AriaToggleButton,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import * as buttonStyles from '../Button/Button.css';
import type { ButtonSize } from '../Button/Button';
import * as styles from './ToggleButton.css';

export interface ToggleButtonProps extends Pick<
  AriaToggleButtonProps,
  | 'isSelected'
  | 'defaultSelected'
  | 'onChange'
  | 'isDisabled'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'autoFocus'
  | 'id'
> {
  /** The label: text, optionally with an icon before it; it may change with the state ("Follow" / "Following"). */
  children: ReactNode;
  /** The size, as `Button`'s: `sm` for dense toolbars, `md` by default, `lg` for prominent actions. */
  size?: ButtonSize;
}

/**
 * A button that stays pressed or not (`aria-pressed`): on or off, such as following a record. It looks
 * like a secondary `Button` when off and takes the accent's soft fill when on; Space and Enter toggle it.
 */
export function ToggleButton({ children, size = 'md', ...ariaProps }: ToggleButtonProps) {
  return (
    <AriaToggleButton
      {...ariaProps}
      className={`${buttonStyles.button({ variant: 'secondary', size })} ${styles.selected}`}
    >
      <span className={buttonStyles.content}>{children}</span>
    </AriaToggleButton>
  );
}
