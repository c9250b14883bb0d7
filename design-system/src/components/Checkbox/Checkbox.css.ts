import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';
import { toggleLabel } from '../private/toggleLabel';

export const checkbox = style({ ...toggleLabel, alignItems: 'flex-start' });

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  // Centres the box on the first line of the label.
  marginBlockStart: `calc((${vars.lineHeight.tight} * 1em - 1rem) / 2)`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  color: vars.color.accentForeground,
  fontSize: '0.75rem',
  boxShadow: vars.shadow.sm,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.criticalText },
    [`${checkbox}[data-invalid][data-selected] &, ${checkbox}[data-invalid][data-indeterminate] &`]: {
      backgroundColor: vars.color.critical,
      borderColor: vars.color.critical,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const groupItems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
});
