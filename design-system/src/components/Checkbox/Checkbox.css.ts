import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { checkboxBox, checkboxBoxStates, toggleLabel, toggleMark } from '../private/toggleLabel';
import { flexColumn } from '../private/layout';

export const checkbox = style({ ...toggleLabel, alignItems: 'flex-start' });

export const box = style({
  ...checkboxBox,
  ...toggleMark,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    ...checkboxBoxStates(checkbox),
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.criticalText },
    [`${checkbox}[data-invalid][data-selected] &, ${checkbox}[data-invalid][data-indeterminate] &`]: {
      backgroundColor: vars.color.critical,
      borderColor: vars.color.critical,
    },
  },
});

export const group = style({
  ...flexColumn(vars.space.sm),
});

export const groupItems = style({
  ...flexColumn(vars.space.sm),
  paddingBlock: vars.space.xxs,
});
