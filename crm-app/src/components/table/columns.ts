import type { DataTableProps } from '@doorline/design-system';
import type { ReactNode } from 'react';

export type Column<T> = DataTableProps<T>['columns'][number];

/**
 * A display column of a table, a list's or a record's: its header and what each row shows. (Not under
 * `components/list/`, which makes a page a list: docs/architecture.md "The build".)
 */
export function col<T>(id: string, header: string, render: (row: T) => ReactNode): Column<T> {
  return { id, header, cell: ({ row }) => render(row.original) };
}
