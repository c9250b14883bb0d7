import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { BellIcon } from '../private/icons';
import { ToggleButton } from './ToggleButton';
import { expectDisabledIgnoringClicks } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Controls/ToggleButton',
  component: ToggleButton,
  args: { children: 'Follow', onChange: fn() },
});

/** Off, then on by a click and off again by Space: `aria-pressed` says which. */
export const Default = meta.story({
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Follow' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
});

/** On: the accent's soft fill. */
export const On = meta.story({ args: { defaultSelected: true, children: 'Following' } });

/** The label follows the state, with an icon before it, as the record page's Follow / Following. */
export const FollowRecord = meta.story({
  name: 'Follow a record',
  render: function Render(args) {
    const [on, setOn] = useState(false);
    return (
      <ToggleButton {...args} isSelected={on} onChange={setOn}>
        <BellIcon />
        {on ? 'Following' : 'Follow'}
      </ToggleButton>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await expect(canvas.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await expectDisabledIgnoringClicks(canvas.getByRole('button', { name: 'Follow' }), args.onChange);
  },
});
