import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { dropdownWidth, listBoxOption, popupSurface } from '../private/popupSurface';
import { controlFrame } from '../private/controlFrame';
import { focusRing, focusRingInset } from '../private/focusRing';
import { truncatedLine } from '../private/layout';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  ...controlFrame,
  // Focus draws a ring here, not a coloured border and shadow: only the border changes.
  transition: `border-color ${vars.motion.fast}`,
  fontFamily: vars.font.family,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-focus-visible]': focusRing,
    '[data-invalid] > &': { borderColor: vars.color.criticalText },
    '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const triggerSize = styleVariants({
  sm: { height: vars.size.controlSm, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
  md: { height: vars.size.controlMd, paddingInline: vars.space.md, fontSize: vars.fontSize.md },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  ...truncatedLine,
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: '1rem',
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '[data-open] &': { transform: 'rotate(180deg)' },
  },
});

export const popover = style({
  ...dropdownWidth,
  maxHeight: '18rem',
  overflowY: 'auto',
  padding: vars.space.xs,
  ...popupSurface,
  borderRadius: vars.radius.md,
});

export const listBox = style({
  outline: 'none',
});

export const item = style({
  ...listBoxOption,
  minHeight: vars.size.controlSm,
  fontSize: vars.fontSize.md,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const itemSize = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
});

export const check = style({
  flexShrink: 0,
  color: vars.color.accentText,
  fontSize: '1rem',
  visibility: 'hidden',
  selectors: {
    '[data-selected] > &': { visibility: 'visible' },
  },
});
