import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';
import { toggleLabel, toggleMark } from '../private/toggleLabel';
import { flexColumn } from '../private/layout';

export const checkbox = style({ ...toggleLabel, alignItems: 'flex-start' });

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  ...toggleMark,
  borderRadius: vars.radius.sm,
  color: vars.color.accentForeground,
  fontSize: '0.75rem',
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
  ...flexColumn(vars.space.sm),
});

export const groupItems = style({
  ...flexColumn(vars.space.sm),
  paddingBlock: vars.space.xxs,
});
