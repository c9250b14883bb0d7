import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { headerActions, headerDescription, headerTitles } from '../private/headerParts';
import { flexColumn } from '../private/layout';

export const section = style({
  ...flexColumn(vars.space.lg),
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const titles = style({ ...headerTitles, flex: '1 1 12rem' });

export const description = style({ ...headerDescription, fontSize: vars.fontSize.sm });

export const actions = style(headerActions);

export const content = style({
  ...flexColumn(vars.space.lg),
  minWidth: 0,
});
