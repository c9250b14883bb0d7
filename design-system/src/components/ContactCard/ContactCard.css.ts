import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { flexColumn } from '../private/layout';
import { cardSurface } from '../private/cardSurface';
import { panelTitle } from '../private/headerParts';

export const card = style({
  ...flexColumn(vars.space.md),
  padding: vars.space.xl,
  ...cardSurface,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.family,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.controlSm,
});

export const title = style(panelTitle);

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});
