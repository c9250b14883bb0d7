import { expect, within } from 'storybook/test';
import preview from '../../stories/preview';
import { spaceTokens } from '../../themes/sprinkles.css';
import { Button } from '../Button/Button';
import { Tile } from '../private/layout-storyFixtures';
import { TextField } from '../TextField/TextField';
import { Stack, stackAlignments } from './Stack';
import { controlsFor } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Layout/Stack',
  component: Stack,
  parameters: { layout: 'padded' },
  argTypes: {
    ...controlsFor('select', { gap: spaceTokens }),
    ...controlsFor('inline-radio', { align: stackAlignments }),
  },
  args: {
    'aria-label': 'Stacked',
    role: 'group',
    children: [<Tile key="1">First</Tile>, <Tile key="2">Second</Tile>, <Tile key="3">Third</Tile>],
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const stack = canvas.getByRole('group', { name: 'Stacked' });
    const [first, second] = [...stack.children] as HTMLElement[];
    const gap = second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom;
    // `md` is 0.75rem.
    await expect(gap).toBeCloseTo(12, 0);
    // Stretched: every child is as wide as the stack.
    await expect(first!.getBoundingClientRect().width).toBeCloseTo(stack.getBoundingClientRect().width, 0);
  },
});

export const Gaps = meta.story({
  name: 'Every gap',
  render: () => (
    <Stack gap="xl">
      {spaceTokens.map((gap) => (
        <Stack key={gap} gap={gap} aria-label={`Gap ${gap}`} role="group" align="start">
          <Tile>{gap}</Tile>
          <Tile>{gap}</Tile>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const expected = { none: 0, xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 };
    for (const token of spaceTokens) {
      const group = canvas.getByRole('group', { name: `Gap ${token}` });
      await expect(getComputedStyle(group).rowGap).toBe(`${expected[token]}px`);
    }
  },
});

export const Form = meta.story({
  name: 'A form without CSS of its own',
  args: { align: 'start', as: 'form', role: undefined, 'aria-label': 'Contact' },
  render: (args) => (
    <Stack {...args}>
      <TextField label="Name" name="name" />
      <TextField label="Email" name="email" type="email" />
      <Button type="submit">Save</Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Contact' });
    await expect(form.tagName).toBe('FORM');
    const name = within(form).getByLabelText('Name');
    const save = within(form).getByRole('button', { name: 'Save' });
    await expect(save.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
  },
});
