import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';

export const input = style({
  fontVariantNumeric: 'tabular-nums',
});

export const steppers = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const stepper = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:first-child': {
      borderStartEndRadius: `calc(${vars.radius.md} - 1px)`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
    '&:last-child': { borderEndEndRadius: `calc(${vars.radius.md} - 1px)` },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.4 },
  },
});
