import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Card, cardHeadingLevels, cardTones } from './Card';
import { controlsFor, inFrame } from '../private/storyHelpers';

const onChange = fn();

const meta = {
  title: 'Layout/Card',
  component: Card,
  parameters: { layout: 'padded' },
  argTypes: controlsFor('inline-radio', { tone: cardTones, headingLevel: cardHeadingLevels }),
  args: {
    title: 'Account',
    description: 'Your name, e-mail and phone as other users see them.',
    children: <Text>Anna Petrova · anna@doorline.example · +380501234567</Text>,
  },
  decorators: [inFrame({ maxWidth: 560 })],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Account' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="sm" onPress={onChange}>
        Change
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onChange.mockClear();
    const region = canvas.getByRole('region', { name: 'Account' });
    await userEvent.click(within(region).getByRole('button', { name: 'Change' }));
    await expect(onChange).toHaveBeenCalledOnce();
  },
};

export const DangerZone: Story = {
  args: {
    tone: 'danger',
    title: 'Password',
    description: 'Changing it signs you out on every other device.',
    actions: (
      <Button variant="destructive" size="sm">
        Change password
      </Button>
    ),
    children: undefined,
  },
};

export const Empty: Story = {
  name: 'Body only (no title)',
  args: { title: undefined, description: undefined, children: <Text tone="muted">Empty</Text> },
};

export const LevelThree: Story = {
  args: { headingLevel: 3, title: 'Public contacts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Public contacts' })).toBeVisible();
  },
};
