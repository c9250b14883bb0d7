import type { ReactNode } from 'react';
import * as styles from './list.css';

/**
 * The content of a column that may wrap (names, moments). Table cells keep to one line; these may
 * break over two lines when the table is wider than the screen, so that a 1366 px laptop shows
 * every column of a list without scrolling sideways. `wide` holds a name after a label ("Dealer:
 * Riverside Home Improvement") to two lines; `long` a sentence (what a history's entry changed) to
 * lines of a reading width.
 */
export function Wrap({
  children,
  wide = false,
  long = false,
}: {
  children: ReactNode;
  wide?: boolean;
  long?: boolean;
}) {
  const size = long ? styles.wrapTextCell : wide ? styles.wrapNameCell : null;
  return <div className={size ? `${styles.wrapCell} ${size}` : styles.wrapCell}>{children}</div>;
}
