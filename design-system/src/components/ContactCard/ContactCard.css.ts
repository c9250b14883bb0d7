import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});
