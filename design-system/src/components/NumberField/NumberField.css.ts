import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { framedControl } from '../private/controlFrame';

// A text field's box (as TextField's) with digits of equal width, so amounts line up.
export const input = style([
  framedControl('[data-focused]'),
  {
    height: vars.size.controlMd,
    width: '100%',
    paddingInline: vars.space.md,
    fontSize: vars.fontSize.md,
    fontVariantNumeric: 'tabular-nums',
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    },
  },
]);
