import { expect, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { InfoIcon } from '../private/icons';
import { Tooltip, tooltipPlacements } from './Tooltip';
import {
  controlsFor,
  inFrame,
  tabOnto,
  waitUntilClosed,
  waitUntilClosedOnto,
  withinPage,
} from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Overlays/Tooltip',
  component: Tooltip,
  argTypes: controlsFor('inline-radio', { placement: tooltipPlacements }),
  args: {
    content: 'Invite user to organization',
    children: <IconButton aria-label="Invite user" icon={<InfoIcon />} variant="secondary" />,
  },
});

export const FocusShowsIt = meta.story({
  name: 'Focus shows it, Escape and blur hide it',
  play: async ({ canvas, canvasElement }) => {
    const page = withinPage(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Invite user' });
    await tabOnto(trigger);
    const tooltip = await page.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Invite user to organization');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitUntilClosedOnto(canvasElement, 'tooltip', trigger);

    // Focus again, then blur.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await page.findByRole('tooltip');
    await userEvent.tab({ shift: true });
    await waitUntilClosed(canvasElement, 'tooltip');
  },
});

export const Placements = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, auto)', gap: 48, padding: 48 }}>
      {tooltipPlacements.map((placement) => (
        <Tooltip key={placement} {...args} placement={placement} content={`Placed ${placement}`} delay={0}>
          <Button variant="secondary">{placement}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const page = withinPage(canvasElement);
    await userEvent.tab();
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Placed top');
  },
});

export const OnAButton = meta.story({
  name: 'On a text button (open)',
  args: {
    content: 'Sends the quote to the organization for approval',
    children: <Button>Submit</Button>,
    placement: 'bottom',
  },
  parameters: { layout: 'padded' },
  decorators: [inFrame({ display: 'flex', justifyContent: 'center', minHeight: 120 })],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await withinPage(canvasElement).findByRole('tooltip');
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvas, canvasElement }) => {
    await tabOnto(canvas.getByRole('button', { name: 'Invite user' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(withinPage(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument();
  },
});
