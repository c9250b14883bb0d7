import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export interface LinkProps extends Pick<
  AriaLinkProps,
  'href' | 'target' | 'rel' | 'onPress' | 'isDisabled' | 'aria-label' | 'aria-current'
> {
  /** The link text. */
  children: ReactNode;
}

/** A text link; with an `href` it navigates through the app's RAC `RouterProvider`. */
export function Link({ children, ...linkProps }: LinkProps) {
  return (
    <AriaLink {...linkProps} className={styles.link}>
      {children}
    </AriaLink>
  );
}
