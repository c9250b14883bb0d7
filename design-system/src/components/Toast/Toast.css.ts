import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInline: 0,
  marginInline: 'auto',
  width: 'min(26rem, calc(100vw - 2rem))',
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  zIndex: 1000,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const tone = styleVariants({
  success: { borderInlineStartColor: vars.color.success },
  error: { borderInlineStartColor: vars.color.critical },
  info: { borderInlineStartColor: vars.color.accent },
});

export const icon = style({ flexShrink: 0, marginBlockStart: '0.2rem', fontSize: vars.fontSize.lg });

export const content = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const close = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});
