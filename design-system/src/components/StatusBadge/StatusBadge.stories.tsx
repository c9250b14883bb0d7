import { expect } from 'storybook/test';
import preview from '../../stories/preview';
import { StatusBadge } from './StatusBadge';
import { statusLabel, statusTones } from './statusTone';
import { controlsFor } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Data/StatusBadge',
  component: StatusBadge,
  args: { tone: 'accent' as const, label: 'Production', status: 'production' },
  argTypes: controlsFor('inline-radio', { tone: statusTones }),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Production');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-status', 'production');
  },
});

export const TranslatedLabel = meta.story({
  args: { tone: 'accent', label: 'Ожидает подтверждения', status: 'pending_approval' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ожидает подтверждения')).toBeVisible();
  },
});

export const AllTones = meta.story({
  name: 'Every tone',
  parameters: { layout: 'padded' },
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {statusTones.map((tone) => (
        <StatusBadge key={tone} tone={tone} label={statusLabel(tone)} status={tone} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of statusTones) await expect(canvas.getByText(statusLabel(tone))).toBeVisible();
    // Each tone has a colour of its own.
    const colours = statusTones.map((tone) => getComputedStyle(canvas.getByText(statusLabel(tone))).color);
    await expect(new Set(colours).size).toBe(statusTones.length);
  },
});
