import { expect, within } from 'storybook/test';
import preview from '../../stories/preview';
import { PriceBreakdown, priceBreakdownStates, type PriceLine } from './PriceBreakdown';
import { controlsFor, inFrame } from '../private/storyHelpers';

// Amounts come formatted from the app; these are written as it would for Ukrainian (no-break spaces;
// `toHaveTextContent` reads them as plain spaces).
const uah = (amount: string) => `${amount.replaceAll(' ', '\u00a0')}\u00a0₴`;

const tableCell: PriceLine[] = [
  { id: 'base', label: 'Base price', detail: 'Table cell 900 × 2000 mm', amount: uah('12 480,00') },
];

const withOptions: PriceLine[] = [
  {
    id: 'base',
    label: 'Base price',
    detail: 'Interpolated: 900–1000 mm wide, 2000–2100 mm high',
    amount: uah('13 116,40'),
  },
  { id: 'glass', label: 'Glass: satin', detail: 'Fixed price', amount: uah('1 120,00') },
  { id: 'closer', label: 'Door closer', amount: uah('1 450,00') },
  { id: 'pins', label: 'Anti-burglary pins', detail: '15 % of the base price', amount: uah('1 967,46') },
  { id: 'handle', label: 'Lever handle', detail: 'Included', amount: uah('0,00'), tone: 'muted' },
  {
    id: 'discount',
    label: 'Dealer discount',
    detail: '10 % on the Entrance family',
    amount: `−\u00a0${uah('1 765,39')}`,
    tone: 'discount',
  },
];

const meta = preview.meta({
  title: 'Data/PriceBreakdown',
  component: PriceBreakdown,
  args: {
    caption: 'Price',
    lines: tableCell,
    total: { label: 'Total', amount: uah('12 480,00') },
  },
  argTypes: controlsFor('inline-radio', { state: priceBreakdownStates }),
  decorators: [inFrame({ width: 'min(400px, calc(100vw - 2rem))' })],
});

/** The base price from one cell of the model's table. */
export const TableCell = meta.story({
  name: 'Table cell',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Price' });
    await expect(table).not.toHaveAttribute('aria-busy');
    const [base, total] = within(table).getAllByRole('row');
    // Each row is read as its header (label and detail) with its amount.
    await expect(within(base!).getByRole('rowheader')).toHaveTextContent(
      'Base price Table cell 900 × 2000 mm',
    );
    await expect(within(base!).getByRole('cell')).toHaveTextContent('12 480,00 ₴');
    await expect(within(total!).getByRole('rowheader')).toHaveTextContent('Total');
  },
});

/** Between listed sizes: the detail says which cells were interpolated. */
export const Interpolated = meta.story({
  args: {
    lines: withOptions.slice(0, 1),
    total: { label: 'Total', amount: uah('13 116,40') },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('rowheader', {
        name: 'Base price Interpolated: 900–1000 mm wide, 2000–2100 mm high',
      }),
    ).toBeVisible();
  },
});

/** Options priced three ways, an included one, and the dealer's discount. */
export const WithOptionsAndDiscount = meta.story({
  name: 'With options and a discount',
  args: { lines: withOptions, total: { label: 'Total', amount: uah('15 888,47') } },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('table', { name: 'Price' })).getAllByRole('row');
    await expect(rows).toHaveLength(withOptions.length + 1);
    await expect(within(rows[5]!).getByRole('cell')).toHaveTextContent('− 1 765,39 ₴');
    await expect(within(rows.at(-1)!).getByRole('cell')).toHaveTextContent('15 888,47 ₴');
  },
});

/** A new price is on its way: the last one stays, quieter, and the table is marked busy. */
export const Updating = meta.story({
  args: { lines: withOptions, total: { label: 'Total', amount: uah('15 888,47') }, state: 'updating' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Price' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Updating…')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(withOptions.length + 1);
  },
});

/** No price while the configuration cannot be priced: the reason instead of the lines. */
export const Unavailable = meta.story({
  args: {
    lines: withOptions,
    state: 'unavailable',
    unavailableText: 'Enter a width from 600 to 1200 mm to see the price.',
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Price' });
    await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
    await expect(
      within(table).getByText('Enter a width from 600 to 1200 mm to see the price.'),
    ).toBeVisible();
    await expect(within(table).queryByText('13 116,40 ₴')).not.toBeInTheDocument();
  },
});

/** On a phone: long details wrap under their label, amounts keep to the end. */
export const Mobile = meta.story({
  name: 'With options, on a phone',
  args: { lines: withOptions, total: { label: 'Total', amount: uah('15 888,47') } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(canvas.getByText('15 888,47 ₴')).toBeVisible();
  },
});
