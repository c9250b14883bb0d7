import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';
import { toggleLabel, toggleMark } from '../private/toggleLabel';
import { flexColumn } from '../private/layout';

export const items = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingBlock: vars.space.xxs },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.sm },
});

export const radio = style({ ...toggleLabel, alignItems: 'flex-start' });

export const circle = style({
  ...toggleMark,
  borderRadius: vars.radius.full,
  transition: `border-color ${vars.motion.fast}, border-width ${vars.motion.fast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    // A thick ring in the accent colour leaves the centre as the dot.
    [`${radio}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: '0.3125rem' },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.criticalText },
    [`${radio}[data-focus-visible] &`]: focusRing,
  },
});

export const radioText = style({
  ...flexColumn(vars.space.xxs),
});

export const radioDescription = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
