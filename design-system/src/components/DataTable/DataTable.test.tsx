import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, nextDataTableSort, type DataTableProps, type DataTableSort } from './DataTable';

afterEach(cleanup);

interface Dealer {
  id: number;
  name: string;
  subs: string[];
}

const columns: ColumnDef<Dealer, unknown>[] = [{ accessorKey: 'name', header: 'Name' }];
const dealers: Dealer[] = [
  { id: 1, name: 'Nordic Doors', subs: ['A-1'] },
  { id: 2, name: 'Volga Portal', subs: [] },
  { id: 3, name: 'Siberian Gates', subs: ['C-1', 'C-2'] },
];

function Table(props: Partial<DataTableProps<Dealer>>) {
  const [selectedIds, setSelectedIds] = useState<Set<string>>(new Set());
  return (
    <DataTable
      aria-label="Dealers"
      columns={columns}
      data={dealers}
      getRowId={(dealer) => String(dealer.id)}
      selection={{ selectedIds, onChange: setSelectedIds }}
      {...props}
    />
  );
}

describe('DataTable', () => {
  it('shows the empty text in one cell spanning every column', () => {
    render(<Table data={[]} />);
    const cell = screen.getByRole('cell', { name: 'No data to display' });
    expect(cell.getAttribute('colspan')).toBe('2');
  });

  it('shows skeleton rows and aria-busy while loading', () => {
    render(<Table isLoading skeletonRows={3} />);
    const table = screen.getByRole('table', { name: 'Dealers' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('selects rows, and all rows from the header checkbox', () => {
    render(<Table />);
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all rows' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(all.indeterminate).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Select row 1' }).closest('tr')?.dataset.selected).toBe(
      'true',
    );
    fireEvent.click(all);
    expect(all.checked).toBe(true);
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').every((box) => box.checked)).toBe(true);
    fireEvent.click(all);
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').some((box) => box.checked)).toBe(false);
  });

  it('keeps selected rows of other pages when selecting all on this one', () => {
    let latest = new Set<string>();
    render(<Table selection={{ selectedIds: new Set(['99']), onChange: (ids) => (latest = ids) }} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect([...latest].sort()).toEqual(['1', '2', '3', '99']);
  });

  it('toggles a sub-row for the rows that can expand', () => {
    render(
      <Table
        selection={undefined}
        canExpand={(dealer) => dealer.subs.length > 0}
        renderSubRow={(dealer) => <p>Subs of {dealer.name}</p>}
      />,
    );
    const toggles = screen.getAllByRole('button', { name: 'Show' });
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[0]!);
    const toggle = screen.getByRole('button', { name: 'Hide' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const subRow = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(subRow?.textContent).toBe('Subs of Nordic Doors');
    fireEvent.click(toggle);
    expect(screen.queryByText('Subs of Nordic Doors')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('cycles a sort ascending, descending, then the default; another column starts at ascending', () => {
    const asc: DataTableSort = { column: 'name', direction: 'ascending' };
    expect(nextDataTableSort(null, 'name')).toEqual(asc);
    expect(nextDataTableSort(asc, 'name')).toEqual({ column: 'name', direction: 'descending' });
    expect(nextDataTableSort({ column: 'name', direction: 'descending' }, 'name')).toBeNull();
    expect(nextDataTableSort(asc, 'city')).toEqual({ column: 'city', direction: 'ascending' });
  });

  it('shows the default order on its column while there is no sort, and turns it the other way and back', () => {
    const newest: DataTableSort = { column: 'created', direction: 'descending' };
    const oldest: DataTableSort = { column: 'created', direction: 'ascending' };
    expect(nextDataTableSort(null, 'created', newest)).toEqual(oldest);
    expect(nextDataTableSort(oldest, 'created', newest)).toBeNull();
    expect(nextDataTableSort(null, 'name', newest)).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextDataTableSort({ column: 'name', direction: 'descending' }, 'name', newest)).toBeNull();
    render(
      <Table
        sorting={{
          columns: ['name'],
          sort: null,
          defaultSort: { column: 'name', direction: 'descending' },
          onSortChange: () => {},
        }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('makes a sortable header a button with its sort in aria-sort, asking for the next sort', () => {
    const asked: Array<DataTableSort | null> = [];
    const twoColumns: ColumnDef<Dealer, unknown>[] = [
      ...columns,
      { id: 'subs', header: 'Sub-orders', cell: ({ row }) => row.original.subs.length },
    ];
    const { rerender } = render(
      <Table
        columns={twoColumns}
        sorting={{ columns: ['name'], sort: null, onSortChange: (sort) => asked.push(sort) }}
        strings={{ sortBy: (column) => `Сортувати за ${column}` }}
      />,
    );
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Sub-orders' }).hasAttribute('aria-sort')).toBe(false);
    const button = within(name).getByRole('button', { name: 'Name' });
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Сортувати за Name');
    fireEvent.click(button);
    expect(asked).toEqual([{ column: 'name', direction: 'ascending' }]);
    rerender(
      <Table
        columns={twoColumns}
        sorting={{
          columns: ['name'],
          sort: { column: 'name', direction: 'descending' },
          onSortChange: () => {},
        }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
  });
});
