import type { ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  /** What screen readers read and the screen does not show. */
  children: ReactNode;
  /** The id of the element, e.g. for a label or link elsewhere on the page. */
  id?: string;
}

/** Text for screen readers only. */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span id={id} className={styles.visuallyHidden}>
      {children}
    </span>
  );
}
