import type { DataTableProps } from '@doorline/design-system';
import type { ReactNode } from 'react';
import * as styles from '../lists.css';

export type Column<T> = DataTableProps<T>['columns'][number];

/**
 * A display column: its header and what each row shows. Table cells keep to one line; a `wrap`
 * column (names, moments) may break its text over two lines when the table is wider than the
 * screen, so that a 1366 px laptop shows every column without scrolling sideways.
 */
export function col<T>(
  id: string,
  header: string,
  render: (row: T) => ReactNode,
  options: { wrap?: boolean } = {},
): Column<T> {
  return {
    id,
    header,
    cell: ({ row }) =>
      options.wrap ? <div className={styles.wrapCell}>{render(row.original)}</div> : render(row.original),
  };
}
