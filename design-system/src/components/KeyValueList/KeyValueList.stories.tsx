import { expect } from 'storybook/test';
import preview from '../../stories/preview';
import { DateCell } from '../DataTable/cells';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { KeyValueList, keyValueListColumns, keyValueListLayouts } from './KeyValueList';
import { controlsFor, inFrame } from '../private/storyHelpers';

const quoteInformation = [
  { key: 'orderNumber', label: 'Transaction #', value: 'TR-2026-0001' },
  { key: 'referenceNumber', label: 'Reference #', value: 'REF-037' },
  { key: 'status', label: 'Status', value: <StatusBadge tone="info" label="Submitted" status="submitted" /> },
  {
    key: 'requestedDate',
    label: 'Requested date',
    value: <DateCell value="2026-11-15T09:00:00Z" timeZone="UTC" />,
  },
  { key: 'items', label: 'Items count', value: 12 },
  { key: 'note', label: 'Note', value: '' },
];

const meta = preview.meta({
  title: 'Data/KeyValueList',
  component: KeyValueList,
  parameters: { layout: 'padded' },
  argTypes: controlsFor('inline-radio', { columns: keyValueListColumns, layout: keyValueListLayouts }),
  args: { items: quoteInformation, columns: 3 as const },
});

export const ThreeColumns = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Transaction #').tagName).toBe('DT');
    await expect(canvas.getByText('TR-2026-0001').tagName).toBe('DD');
    await expect(canvas.getByText('—')).toBeVisible();
  },
});

export const OneColumn = meta.story({ args: { columns: 1 } });

export const Inline = meta.story({
  args: { layout: 'inline', columns: 1 },
  decorators: [inFrame({ maxWidth: 420 })],
});

export const CustomEmptyValue = meta.story({
  args: { columns: 2, emptyValue: 'Not set' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not set')).toBeVisible();
  },
});
