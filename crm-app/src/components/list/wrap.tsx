import type { ReactNode } from 'react';
import * as styles from './list.css';

/**
 * The content of a column that may wrap (names, moments). Table cells keep to one line; these may
 * break over two lines when the table is wider than the screen, so that a 1366 px laptop shows
 * every column of a list without scrolling sideways. `wide` holds a name after a label ("Dealer:
 * Riverside Home Improvement") to two lines.
 */
export function Wrap({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? `${styles.wrapCell} ${styles.wrapNameCell}` : styles.wrapCell}>{children}</div>
  );
}
