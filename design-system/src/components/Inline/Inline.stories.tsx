import { expect } from 'storybook/test';
import preview from '../../stories/preview';
import { spaceTokens } from '../../themes/sprinkles.css';
import { Button } from '../Button/Button';
import { Tile } from '../private/layout-storyFixtures';
import { Inline, inlineAlignments, inlineJustifications } from './Inline';
import { controlsFor } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Layout/Inline',
  component: Inline,
  parameters: { layout: 'padded' },
  argTypes: {
    ...controlsFor('select', { gap: spaceTokens }),
    ...controlsFor('inline-radio', { align: inlineAlignments, justify: inlineJustifications }),
  },
  args: {
    'aria-label': 'Actions',
    role: 'group',
    children: [
      <Button key="cancel" variant="secondary">
        Cancel
      </Button>,
      <Button key="save">Save</Button>,
    ],
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    const save = canvas.getByRole('button', { name: 'Save' });
    // Side by side, `sm` (0.5rem) apart.
    await expect(save.getBoundingClientRect().left - cancel.getBoundingClientRect().right).toBeCloseTo(8, 0);
    await expect(save.getBoundingClientRect().top).toBeCloseTo(cancel.getBoundingClientRect().top, 0);
  },
});

export const Between = meta.story({
  name: 'Justified between',
  parameters: { layout: 'fullscreen' },
  args: {
    justify: 'between',
    padding: 'lg',
    children: [
      <Tile key="title">Quotes</Tile>,
      <Button key="new" size="sm">
        New quote
      </Button>,
    ],
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('group', { name: 'Actions' });
    const button = canvas.getByRole('button', { name: 'New quote' });
    // The last child ends at the row's padding (`lg`, 1rem).
    await expect(row.getBoundingClientRect().right - button.getBoundingClientRect().right).toBeCloseTo(16, 0);
  },
});

export const Wrapping = meta.story({
  name: 'Wrapping on a narrow screen',
  args: {
    gap: 'xs',
    children: Array.from({ length: 12 }, (_, n) => <Tile key={n}>{`Filter ${n + 1}`}</Tile>),
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Inline {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByRole('group', { name: 'Actions' });
    const tops = new Set([...row.children].map((child) => Math.round(child.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
    await expect(row.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
});
