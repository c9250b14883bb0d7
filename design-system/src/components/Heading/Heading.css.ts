import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
});

export const headingLevel = styleVariants({
  1: { fontSize: vars.fontSize.xxl },
  2: { fontSize: vars.fontSize.xl },
  3: { fontSize: vars.fontSize.lg },
  4: { fontSize: vars.fontSize.md },
});
