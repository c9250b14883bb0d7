import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { button } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import * as styles from './ButtonLink.css';

export interface ButtonLinkProps extends Pick<
  AriaLinkProps,
  | 'href'
  | 'target'
  | 'rel'
  | 'download'
  | 'onPress'
  | 'isDisabled'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'aria-current'
  | 'autoFocus'
  | 'id'
> {
  /** The label: text, optionally with an icon before it. */
  children: ReactNode;
  /** The look: `primary` for the main action of a view, `secondary` for the others, `destructive` for deleting, `ghost` for quiet actions. */
  variant?: ButtonVariant;
  /** The size: `sm` for dense toolbars and tables, `md` by default, `lg` for prominent actions. */
  size?: ButtonSize;
}

/**
 * A link with the look of a `Button` (the same `variant` and `size`): for an action that goes somewhere,
 * such as "New quote" or "Back to orders". It stays a link for assistive technology (opens in a new tab,
 * shows its address) and navigates through the app’s RAC `RouterProvider`.
 */
export function ButtonLink({ children, variant = 'primary', size = 'md', ...linkProps }: ButtonLinkProps) {
  return (
    <AriaLink {...linkProps} className={`${button({ variant, size })} ${styles.link}`}>
      {children}
    </AriaLink>
  );
}
