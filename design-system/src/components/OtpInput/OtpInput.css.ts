import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { controlFrame, controlFrameStates } from '../private/controlFrame';

export { description, error, field } from '../private/field.css';

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const group = style({
  display: 'flex',
  gap: vars.space.sm,
  selectors: {
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const cell = style({
  ...controlFrame,
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  padding: 0,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    ...controlFrameStates('[data-focused]'),
    '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});
