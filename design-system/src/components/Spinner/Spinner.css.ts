import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.md },
  md: { fontSize: vars.fontSize.xl },
  lg: { fontSize: '2rem' },
});

export const label = style({ fontSize: vars.fontSize.sm });
