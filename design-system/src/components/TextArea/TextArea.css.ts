import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { controlBox } from '../private/field.css';

export const textArea = style([
  controlBox,
  {
    display: 'block',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    font: 'inherit',
    lineHeight: vars.lineHeight.normal,
    resize: 'vertical',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    },
  },
]);
