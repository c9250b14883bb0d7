import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

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
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  boxShadow: vars.shadow.sm,
  outline: 'none',
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.criticalText },
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 1px ${vars.color.criticalText}` },
    '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.criticalText,
});
