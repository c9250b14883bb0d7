import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
// Templates use the package as another product would: only its public exports.
import {
  Button,
  DataTable,
  Inline,
  LinkCell,
  PageHeader,
  Pager,
  SearchField,
  Select,
  Stack,
  StatusBadge,
  type StatusTone,
} from '../index';
import preview from '../stories/preview';
import { TemplateShell } from './TemplateShell';

type QuoteStatus = 'draft' | 'sent' | 'approved' | 'rejected';

interface Quote {
  id: number;
  number: string;
  dealer: string;
  status: QuoteStatus;
  total: string;
}

const statuses: Array<{ id: QuoteStatus; label: string; tone: StatusTone }> = [
  { id: 'draft', label: 'Draft', tone: 'neutral' },
  { id: 'sent', label: 'Sent', tone: 'info' },
  { id: 'approved', label: 'Approved', tone: 'success' },
  { id: 'rejected', label: 'Rejected', tone: 'critical' },
];
const dealers = [
  'Oakline Doors',
  'Northgate Frames',
  'Harbor Hardware',
  'Pine & Steel',
  'Lakeside Interiors',
];

/** 23 quotes, the same on every run (the screenshots compare them). */
const quotes: Quote[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  number: `Q-${String(1042 + index)}`,
  dealer: dealers[index % dealers.length] ?? '',
  status: statuses[(index * 3) % statuses.length]?.id ?? 'draft',
  total: `${((index * 7919) % 9000) + 1000}.00 EUR`,
}));

const columns: ColumnDef<Quote, unknown>[] = [
  {
    id: 'number',
    header: 'Quote #',
    cell: ({ row }) => <LinkCell href={`#/quotes/${row.original.id}`}>{row.original.number}</LinkCell>,
  },
  { accessorKey: 'dealer', header: 'Dealer' },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => {
      const status = statuses.find((candidate) => candidate.id === row.original.status);
      return status ? <StatusBadge tone={status.tone} label={status.label} /> : null;
    },
  },
  { accessorKey: 'total', header: 'Total' },
];

const allStatuses = 'all';

/** A list page: the shell, a header with the main action, filters, the table and its pager. */
function ListPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string>(allStatuses);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const filtered = useMemo(
    () =>
      quotes.filter(
        (quote) =>
          (status === allStatuses || quote.status === status) &&
          `${quote.number} ${quote.dealer}`.toLowerCase().includes(search.trim().toLowerCase()),
      ),
    [search, status],
  );
  const rows = filtered.slice((page - 1) * limit, page * limit);
  return (
    <TemplateShell active="#/quotes">
      <Stack gap="lg">
        <PageHeader
          title="Quotes"
          description="Quotes waiting for a decision by the dealer or the sales team."
          actions={<Button>New quote</Button>}
        />
        <Inline gap="md" align="end">
          <SearchField
            label="Search"
            placeholder="Number or dealer"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          <Select
            label="Status"
            items={[{ id: allStatuses, label: 'All statuses' }, ...statuses]}
            selectedKey={status}
            onSelectionChange={(key) => {
              setStatus(key);
              setPage(1);
            }}
          />
        </Inline>
        <DataTable
          aria-label="Quotes"
          columns={columns}
          data={rows}
          getRowId={(quote) => String(quote.id)}
          emptyText="No quotes match the filters."
        />
        <Pager
          page={page}
          limit={limit}
          count={filtered.length}
          onPageChange={setPage}
          onLimitChange={(value) => {
            setLimit(value);
            setPage(1);
          }}
        />
      </Stack>
    </TemplateShell>
  );
}

const meta = preview.meta({
  title: 'Templates/List page',
  component: ListPage,
  // A whole page is its story; a docs page would only frame it again.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
});

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const ListPageTemplate = meta.story({
  name: 'List page',
  play: async ({ canvas, step }) => {
    const table = canvas.getByRole('table', { name: 'Quotes' });
    await expect(bodyRows(table)).toHaveLength(10);

    await step('filter by dealer', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'oakline');
      await waitFor(() => expect(bodyRows(table)).toHaveLength(5));
      for (const row of bodyRows(table)) await expect(row).toHaveTextContent('Oakline Doors');
      await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search' }));
      await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    });

    await step('go to the next page', async () => {
      const pager = canvas.getByRole('navigation', { name: /pag/i });
      await userEvent.click(within(pager).getByRole('button', { name: /next/i }));
      await waitFor(() => expect(within(table).getByText('Q-1052')).toBeInTheDocument());
      await expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  },
});
