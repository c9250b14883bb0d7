import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { controlFrame, controlFrameStates, disabledControl } from '../private/controlFrame';

export const input = style({
  ...controlFrame,
  height: vars.size.controlMd,
  width: '100%',
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    ...controlFrameStates('[data-focused]'),
    '&[data-disabled]': disabledControl,
  },
});
