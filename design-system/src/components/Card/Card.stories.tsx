import { expect, fn, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Card, cardHeadingLevels, cardTones } from './Card';
import { controlsFor, expectPressedOnce, inFrame } from '../private/storyHelpers';
import { HeaderActionButton } from '../private/storyFixtures';

const onChange = fn();

const meta = preview.meta({
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
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Account' })).toBeVisible();
  },
});

export const WithAction = meta.story({
  args: {
    actions: <HeaderActionButton onPress={onChange} />,
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Account' });
    await expectPressedOnce(within(region).getByRole('button', { name: 'Change' }), onChange);
  },
});

export const DangerZone = meta.story({
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
});

export const Empty = meta.story({
  name: 'Body only (no title)',
  args: { title: undefined, description: undefined, children: <Text tone="muted">Empty</Text> },
});

export const LevelThree = meta.story({
  args: { headingLevel: 3, title: 'Public contacts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Public contacts' })).toBeVisible();
  },
});
