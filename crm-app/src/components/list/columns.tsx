import { DateCell, type DataTableProps } from '@doorline/design-system';
import type { ReactNode } from 'react';
import { Wrap } from './wrap';

export type Column<T> = DataTableProps<T>['columns'][number];

/** A display column of a table: its header and what each row shows. */
export function col<T>(id: string, header: string, render: (row: T) => ReactNode): Column<T> {
  return { id, header, cell: ({ row }) => render(row.original) };
}

/** A date and time column (Created, Updated), which may break between the date and the time. */
export function dateCol<T>(id: string, header: string, value: (row: T) => string): Column<T> {
  return col<T>(id, header, (row) => (
    <Wrap>
      <DateCell value={value(row)} />
    </Wrap>
  ));
}
