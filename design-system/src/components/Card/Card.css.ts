import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { headerActions, headerDescription, headerTitle, headerTitles } from '../private/headerParts';
import { cardSurface } from '../private/cardSurface';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  ...cardSurface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const tone = styleVariants({
  default: {},
  danger: { borderColor: vars.color.critical },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} 0`,
});

// A title keeps its Change button beside it down to phone widths (8rem), then the button wraps below.
export const titles = style({ ...headerTitles, flex: '1 1 8rem' });

export const title = style(headerTitle);

export const titleTone = styleVariants({
  default: { color: vars.color.text },
  danger: { color: vars.color.criticalText },
});

export const description = style({ ...headerDescription, fontSize: vars.fontSize.sm });

export const actions = style(headerActions);

export const body = style({
  padding: vars.space.lg,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  minWidth: 0,
});
