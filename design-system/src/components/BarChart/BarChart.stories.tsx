import { expect, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { controlsFor } from '../private/storyHelpers';
import { BarChart, barChartLayouts } from './BarChart';

const mondays = [
  '7 Sep',
  '14 Sep',
  '21 Sep',
  '28 Sep',
  '5 Oct',
  '12 Oct',
  '19 Oct',
  '26 Oct',
  '2 Nov',
  '9 Nov',
  '16 Nov',
  '23 Nov',
];
const weeks = mondays.map((day) => ({ key: day, label: day, fullLabel: `Week of ${day}` }));
const stages = [
  { key: 'quote', label: 'Quotes', tone: 'accent' },
  { key: 'preorder', label: 'Pre-orders', tone: 'warning' },
  { key: 'order', label: 'Orders', tone: 'success' },
] as const;
// New records of each week by the stage they are at now: the older weeks' are mostly orders.
const values = [
  [0, 1, 9],
  [1, 0, 8],
  [0, 2, 11],
  [1, 1, 7],
  [2, 3, 9],
  [1, 2, 6],
  [3, 2, 5],
  [4, 3, 4],
  [6, 2, 3],
  [5, 4, 1],
  [9, 2, 0],
  [12, 0, 0],
];

const meta = preview.meta({
  title: 'Data/BarChart',
  component: BarChart,
  parameters: { layout: 'padded' },
  argTypes: controlsFor('inline-radio', { layout: barChartLayouts }),
  args: {
    'aria-label': 'New records per week, by stage now',
    categories: weeks,
    series: stages,
    values,
    layout: 'stacked' as const,
    strings: { category: 'Week', total: 'Total' },
  },
});

/**
 * One tab stop: the first bar takes the focus and announces its week, series and value; the arrows
 * move across the weeks and up the stack, the value showing above the plot. The table has it all.
 */
export const Stacked = meta.story({
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('group', { name: 'New records per week, by stage now' });
    await userEvent.tab();
    const first = canvas.getByRole('img', { name: 'Week of 7 Sep, Pre-orders: 1' });
    await expect(first).toHaveFocus();
    await expect(chart.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('img', { name: 'Week of 7 Sep, Orders: 9' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img', { name: 'Week of 14 Sep, Orders: 8' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('img', { name: 'Week of 23 Nov, Quotes: 12' })).toHaveFocus();
    await expect(canvas.getByText('Week of 23 Nov, Quotes: 12', { selector: 'p' })).toBeVisible();
    // Tab leaves the chart; Shift+Tab comes back to the bar focused last.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('img', { name: 'Week of 23 Nov, Quotes: 12' })).toHaveFocus();
    const table = canvas.getByRole('table', { name: 'New records per week, by stage now' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(12);
    await expect(canvas.getByRole('rowheader', { name: 'Week of 23 Nov' })).toBeInTheDocument();
  },
});

/** Side by side: Up and Down move between a week's bars. */
export const Grouped = meta.story({
  args: { layout: 'grouped', categories: weeks.slice(-6), values: values.slice(-6) },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: 'Week of 19 Oct, Quotes: 3' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('img', { name: 'Week of 19 Oct, Orders: 5' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Home}');
    await expect(canvas.getByRole('img', { name: 'Week of 19 Oct, Quotes: 3' })).toHaveFocus();
  },
});

/** Nothing yet: an axis and a legend, no bar to reach, the table of zeros. */
export const Empty = meta.story({
  args: { values: values.map((row) => row.map(() => 0)) },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.getAllByRole('cell', { name: '0' }).length).toBeGreaterThan(0);
  },
});

/** On a phone: every other week's label, the same bars. */
export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img').length).toBeGreaterThan(20);
  },
});
