import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { inlineFlexRow } from '../private/layout';

export const spinner = style({
  ...inlineFlexRow(vars.space.sm),
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.md },
  md: { fontSize: vars.fontSize.xl },
  lg: { fontSize: '2rem' },
});

export const label = style({ fontSize: vars.fontSize.sm });
