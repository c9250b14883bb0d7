import { DateCell, type DataTableProps } from '@doorline/design-system';
import type { ReactNode } from 'react';
import * as styles from '../organization.css';

export type Column<T> = DataTableProps<T>['columns'][number];

/** A display column of the area's tables: its header and what each row shows. */
export function col<T>(id: string, header: string, render: (row: T) => ReactNode): Column<T> {
  return { id, header, cell: ({ row }) => render(row.original) };
}

/** A date and time column on one line (Created, Updated). */
export function dateCol<T>(id: string, header: string, value: (row: T) => string): Column<T> {
  return col<T>(id, header, (row) => (
    <span className={styles.nowrap}>
      <DateCell value={value(row)} />
    </span>
  ));
}
