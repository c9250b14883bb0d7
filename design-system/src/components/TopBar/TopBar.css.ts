import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { flexRow } from '../private/layout';

export const topBar = style({
  ...flexRow(vars.space.sm),
  flex: 'none',
  height: vars.size.topBarHeight,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  '@media': {
    '(min-width: 768px)': { paddingInline: vars.space.lg },
  },
});

export const separator = style({
  width: 1,
  height: '1rem',
  marginInline: vars.space.xxs,
  backgroundColor: vars.color.border,
});

export const start = style({
  ...flexRow(vars.space.sm),
  minWidth: 0,
});

export const end = style({
  ...flexRow(vars.space.md),
  marginInlineStart: 'auto',
  minWidth: 0,
});
