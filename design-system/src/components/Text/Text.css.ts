import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const text = style({
  margin: 0,
  lineHeight: vars.lineHeight.normal,
});

export const textTone = styleVariants({
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  critical: { color: vars.color.criticalText },
});

export const textSize = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.lg },
});
