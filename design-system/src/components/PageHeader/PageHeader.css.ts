import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { headerActions, headerDescription } from '../private/headerParts';
import { flexColumn } from '../private/layout';

export const pageHeader = style({
  ...flexColumn(vars.space.sm),
  paddingBlockEnd: vars.space.lg,
  minWidth: 0,
});

export const breadcrumbs = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  columnGap: vars.space.md,
  rowGap: vars.space.md,
});

export const back = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  // Lines the back button up with the first line of the title.
  minHeight: vars.size.controlMd,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xs,
  flex: '1 1 16rem',
  minWidth: 0,
  minHeight: vars.size.controlMd,
  overflowWrap: 'anywhere',
});

export const description = style({ ...headerDescription, fontSize: vars.fontSize.md });

export const actions = style(headerActions);

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
