import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { Button, buttonSizes, buttonVariants } from './Button';
import { controlsFor, expectDisabledIgnoringClicks } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Controls/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: controlsFor('inline-radio', { variant: buttonVariants, size: buttonSizes }),
});

export const Primary = meta.story({
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
});

export const Secondary = meta.story({ args: { variant: 'secondary', children: 'Cancel' } });

export const Destructive = meta.story({ args: { variant: 'destructive', children: 'Delete dealer' } });

export const Ghost = meta.story({ args: { variant: 'ghost', children: 'Back' } });

export const AllVariants = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
});

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await expectDisabledIgnoringClicks(canvas.getByRole('button', { name: 'Save changes' }), args.onPress);
  },
});

export const Pending = meta.story({
  args: { isPending: true, pendingLabel: 'Saving' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Save changes/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

export const KeyboardPress = meta.story({
  name: 'Pressed with the keyboard',
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
});
