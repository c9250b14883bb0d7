import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { description, error, field, label, requiredMark } from '../private/field.css';
import { focusRingInset } from '../private/focusRing';

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style({
  height: vars.size.controlMd,
  width: '100%',
  paddingInlineStart: vars.space.md,
  // Room for the chevron button and the spinner drawn over the input's end.
  paddingInlineEnd: `calc(${vars.size.controlSm} * 2)`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textOverflow: 'ellipsis',
  boxShadow: vars.shadow.sm,
  outline: 'none',
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.criticalText },
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 1px ${vars.color.criticalText}` },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceMuted,
      cursor: 'not-allowed',
      opacity: 0.6,
    },
  },
});

export const busy = style({
  position: 'absolute',
  insetInlineEnd: `calc(${vars.size.controlSm} + ${vars.space.xxs})`,
  display: 'inline-flex',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  pointerEvents: 'none',
});

export const trigger = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6, backgroundColor: 'transparent' },
  },
});

export const popover = style({
  // Spec: the dropdown is 200px wide; it grows with a wider field.
  width: `max(200px, var(--trigger-width))`,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  outline: 'none',
  overflow: 'hidden',
});

export const listBox = style({
  maxHeight: `calc(${vars.size.controlMd} * 8)`,
  padding: vars.space.xs,
  overflowY: 'auto',
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: vars.size.controlSm,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const optionLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const optionDescription = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const check = style({
  flexShrink: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.accentText,
});

export const empty = style({
  padding: `${vars.space.md} ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const loadingMore = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// The parts every labelled control shares.
export { description, error, field, label, requiredMark };
