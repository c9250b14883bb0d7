import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { framedControl } from '../private/controlFrame';

export const input = style([
  framedControl('[data-focused]'),
  {
    height: vars.size.controlMd,
    width: '100%',
    paddingInline: vars.space.md,
    fontSize: vars.fontSize.md,
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    },
  },
]);
