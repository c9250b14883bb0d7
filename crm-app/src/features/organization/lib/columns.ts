import type { DataTableProps } from '@doorline/design-system';
import type { ReactNode } from 'react';

export type Column<T> = DataTableProps<T>['columns'][number];

/** A display column of the area's tables: its header and what each row shows. */
export function col<T>(id: string, header: string, render: (row: T) => ReactNode): Column<T> {
  return { id, header, cell: ({ row }) => render(row.original) };
}
