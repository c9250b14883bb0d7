import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { Pager } from '../Pager/Pager';
import {
  fakeOrders,
  fakeStatusTone,
  type FakeOrder,
  type FakeStatus,
  type FakeSubOrder,
} from '../private/data-storyFixtures';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { statusLabel } from '../StatusBadge/statusTone';
import { DateCell, LinkCell } from './cells';
import { DataTable, type DataTableSort } from './DataTable';
import { keyToOpen, waitUntilClosed } from '../private/storyHelpers';
import { usePagerState } from '../private/usePagerState';

/** The status of an order or a sub-order as a badge. */
function statusColumn<Row extends { status: FakeStatus }>(): ColumnDef<Row, unknown> {
  return {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <StatusBadge
        tone={fakeStatusTone(row.original.status)}
        label={statusLabel(row.original.status)}
        status={row.original.status}
      />
    ),
  };
}

/** A timestamp column, shown in UTC so the screenshots do not depend on the machine's time zone. */
function dateColumn<Row extends Record<Key, string>, Key extends string>(
  key: Key,
  header: string,
): ColumnDef<Row, unknown> {
  return {
    accessorKey: key,
    header,
    cell: ({ row }) => <DateCell value={row.original[key]} timeZone="UTC" />,
  };
}

const orderColumns: ColumnDef<FakeOrder, unknown>[] = [
  {
    id: 'orderNumber',
    header: 'Transaction #',
    cell: ({ row }) => (
      <LinkCell href={`#/orders/${row.original.id}/details`}>{row.original.orderNumber}</LinkCell>
    ),
  },
  { accessorKey: 'referenceNumber', header: 'Reference #' },
  statusColumn(),
  { id: 'dealer', header: 'Dealer', accessorFn: (order) => order.dealer.name },
  { accessorKey: 'salesman', header: 'Salesman' },
  dateColumn('requestedDate', 'Requested'),
  dateColumn('createdAt', 'Created'),
  dateColumn('updatedAt', 'Updated'),
];

const subOrderColumns: ColumnDef<FakeSubOrder, unknown>[] = [
  { accessorKey: 'id', header: 'ID' },
  { accessorKey: 'orderNumber', header: 'Order #' },
  statusColumn(),
  dateColumn('createdAt', 'Created'),
  dateColumn('updatedAt', 'Updated'),
];

const orders = fakeOrders(5);
const allOrders = fakeOrders(57);
const orderId = (order: FakeOrder) => String(order.id);

const meta = preview.meta({
  title: 'Data/DataTable',
  component: DataTable<FakeOrder>,
  parameters: { layout: 'padded' },
  args: {
    'aria-label': 'Orders',
    columns: orderColumns,
    data: orders,
    getRowId: orderId,
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(orders.length + 1);
    await expect(within(table).getByRole('link', { name: 'TR-2026-0001' })).toHaveAttribute(
      'href',
      '#/orders/1001/details',
    );
    await expect(within(table).getAllByText('05.11.2026, 09:07')[0]).toBeInTheDocument();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Transaction #',
      'Reference #',
      'Status',
      'Dealer',
      'Salesman',
      'Requested',
      'Created',
      'Updated',
    ]);
  },
});

export const Loading = meta.story({
  args: { isLoading: true, skeletonRows: 5 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  },
});

export const Empty = meta.story({
  args: { data: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(within(table).getByRole('cell', { name: 'No data to display' })).toBeVisible();
  },
});

export const Compact = meta.story({ args: { density: 'compact' } });

export const WithSelection = meta.story({
  name: 'With row selection',
  render: function Render(args) {
    const [selectedIds, setSelectedIds] = useState<Set<string>>(new Set());
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, minHeight: 32 }}>
          <span role="status">{selectedIds.size} selected</span>
          <Button size="sm" variant="secondary" isDisabled={selectedIds.size === 0}>
            Start production
          </Button>
        </div>
        <DataTable {...args} selection={{ selectedIds, onChange: setSelectedIds }} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 1001' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 1003' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');
    await expect(selectAll).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select row 1001' }).closest('tr')).toHaveAttribute(
      'data-selected',
      'true',
    );

    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(`${orders.length} selected`);

    await userEvent.click(selectAll);
    await expect(selectAll).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 selected');
  },
});

export const WithSubRows = meta.story({
  name: 'With expandable sub-table',
  args: {
    canExpand: (order) => order.subOrders.length > 0,
    expandColumn: {
      header: 'Orders',
      index: 2,
      summary: (order) => order.subOrders.length,
    },
    renderSubRow: (order) => (
      <DataTable
        aria-label={`Sub-orders of ${order.orderNumber}`}
        columns={subOrderColumns}
        data={order.subOrders}
        getRowId={(subOrder) => String(subOrder.id)}
        density="compact"
      />
    ),
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getAllByRole('button', { name: 'Show' })[0]!;
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);

    const subTable = await canvas.findByRole('table', { name: 'Sub-orders of TR-2026-0001' });
    await expect(within(subTable).getByText('TR-2026-0001-1')).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Hide');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(subTable.closest('tr[id]')?.id).toBe(toggle.getAttribute('aria-controls'));

    await userEvent.click(toggle);
    await expect(canvas.queryByRole('table', { name: 'Sub-orders of TR-2026-0001' })).not.toBeInTheDocument();
    await expect(toggle).toHaveAccessibleName('Show');
  },
});

export const WithPager = meta.story({
  name: 'With Pager in the footer',
  render: function Render(args) {
    const paging = usePagerState({ limit: 10 });
    const rows = allOrders.slice((paging.page - 1) * paging.limit, paging.page * paging.limit);
    return <DataTable {...args} data={rows} footer={<Pager {...paging} count={allOrders.length} />} />;
  },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });

    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(table).getByRole('link', { name: 'TR-2026-0011' })).toBeInTheDocument();

    const sizeTrigger = within(pager).getByRole('button', { name: /Show/ });
    sizeTrigger.focus();
    const listbox = await keyToOpen(sizeTrigger, '{ArrowDown}', 'listbox');
    await expect(within(listbox).getByRole('option', { name: '10' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitUntilClosed(canvasElement, 'listbox');
    // The page size's own trigger: the one focused was its stand-in (`deferred`).
    await expect(within(pager).getByRole('button', { name: /Show/ })).toHaveTextContent('25');
    await expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(table).getAllByRole('row')).toHaveLength(26);
  },
});

export const Narrow = meta.story({
  name: 'Narrow (375 px)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { maxHeight: '20rem', data: fakeOrders(8) },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Orders' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
});

/** Order columns with the row's actions last, for the pinned story. */
const ordersWithActions: ColumnDef<FakeOrder, unknown>[] = [
  ...orderColumns,
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <Button size="sm" variant="ghost" aria-label={`Open ${row.original.orderNumber}`}>
        Open
      </Button>
    ),
  },
];

/**
 * `pinned`: the first column and the actions stay in view while the table scrolls sideways (here at
 * 375 px, scrolled to the middle).
 */
export const PinnedColumns = meta.story({
  name: 'Pinned first column and actions (375 px)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { columns: ordersWithActions, pinned: { start: 'orderNumber', end: 'actions' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Orders' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    region.scrollLeft = (region.scrollWidth - region.clientWidth) / 2;
    const frame = region.getBoundingClientRect();
    const headers = canvas.getAllByRole('columnheader');
    const first = headers[0]!.getBoundingClientRect();
    const last = headers[headers.length - 1]!.getBoundingClientRect();
    await expect(first.left).toBeGreaterThanOrEqual(frame.left - 1);
    await expect(last.right).toBeLessThanOrEqual(frame.right + 1);
  },
});

/** The columns the sortable stories sort by; the rest (reference, salesman, updated) do not. */
const sortableColumns = ['orderNumber', 'status', 'dealer', 'requestedDate', 'createdAt'];

/** What each sortable column sorts the fake orders by. */
const sortKey: Record<string, (order: FakeOrder) => string> = {
  orderNumber: (order) => order.orderNumber,
  status: (order) => order.status,
  dealer: (order) => order.dealer.name,
  requestedDate: (order) => order.requestedDate,
  createdAt: (order) => order.createdAt,
};

/** The rows in a sort's order, ties by id (a list's server sorts them so; here the story does). */
function sortedOrders(rows: readonly FakeOrder[], sort: DataTableSort | null) {
  if (!sort) return [...rows];
  const key = sortKey[sort.column]!;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (key(a).localeCompare(key(b)) || a.id - b.id));
}

/** A table whose headers sort its rows, starting from `initial`. */
function SortableTable({
  initial,
  ...args
}: React.ComponentProps<typeof DataTable<FakeOrder>> & { initial: DataTableSort | null }) {
  const [sort, setSort] = useState<DataTableSort | null>(initial);
  return (
    <DataTable
      {...args}
      data={sortedOrders(args.data, sort)}
      sorting={{ columns: sortableColumns, sort, onSortChange: setSort }}
    />
  );
}

/**
 * `sorting`: a sortable header is a button (its text the column's name, "Sort by …" its description)
 * that cycles ascending, descending and the default order; the header cell carries `aria-sort` and
 * an arrow shows the state. Played with the mouse, then with the keyboard, which leaves the focus
 * ring on the Requested header.
 */
export const Sortable = meta.story({
  name: 'Sortable headers',
  args: { data: fakeOrders(6) },
  render: (args) => <SortableTable {...args} initial={null} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    const numbers = () =>
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent);
    const unsorted = numbers();

    for (const name of ['Transaction #', 'Status', 'Dealer', 'Requested', 'Created'])
      await expect(header(name)).toHaveAttribute('aria-sort', 'none');
    for (const name of ['Reference #', 'Salesman', 'Updated']) {
      await expect(header(name)).not.toHaveAttribute('aria-sort');
      await expect(within(header(name)).queryByRole('button')).not.toBeInTheDocument();
    }
    const dealer = within(table).getByRole('button', { name: 'Dealer' });
    await expect(dealer).toHaveAccessibleDescription('Sort by Dealer');

    await userEvent.click(dealer);
    await expect(header('Dealer')).toHaveAttribute('aria-sort', 'ascending');
    await expect(numbers()).not.toEqual(unsorted);
    await userEvent.click(dealer);
    await expect(header('Dealer')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(dealer);
    await expect(header('Dealer')).toHaveAttribute('aria-sort', 'none');
    await expect(numbers()).toEqual(unsorted);

    // The keyboard: Enter sorts another column (and the first one is no longer sorted), Space again.
    const requested = within(table).getByRole('button', { name: 'Requested' });
    requested.focus();
    await userEvent.keyboard('{Enter}');
    await expect(header('Requested')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard(' ');
    await expect(header('Requested')).toHaveAttribute('aria-sort', 'descending');
    await expect(header('Dealer')).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(dealer);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(dealer).toHaveFocus();
    await expect(header('Requested')).toHaveAttribute('aria-sort', 'none');
    await expect(header('Dealer')).toHaveAttribute('aria-sort', 'ascending');
  },
});

/** Sorted by creation, newest first: the arrow of a descending sort on a table at rest. */
export const SortedDescending = meta.story({
  name: 'Sorted descending',
  args: { data: fakeOrders(5) },
  render: (args) => <SortableTable {...args} initial={{ column: 'createdAt', direction: 'descending' }} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(within(table).getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(within(table).getAllByRole('link')[0]).toHaveTextContent('TR-2026-0005');
  },
});

/** At 375 px the sorted header and its arrow scroll with the table; the first column stays pinned. */
export const SortableNarrow = meta.story({
  name: 'Sorted (375 px)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { data: fakeOrders(5), pinned: { start: 'orderNumber' } },
  render: (args) => <SortableTable {...args} initial={{ column: 'orderNumber', direction: 'ascending' }} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    const number = within(table).getByRole('columnheader', { name: 'Transaction #' });
    await expect(number).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(number).getByRole('button'));
    await expect(number).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getAllByRole('link')[0]).toHaveTextContent('TR-2026-0005');
  },
});
