import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

// Digits of equal width, so sizes line up when two fields stand one under the other.
export const input = style({ fontVariantNumeric: 'tabular-nums' });

// The unit inside the box, after the number.
export const unit = style({
  flexShrink: 0,
  paddingInlineEnd: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  userSelect: 'none',
});
