import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { popupSurface } from '../private/popupSurface';
import { fieldIconButton, fieldIconButtonStates, framedControl } from '../private/controlFrame';
import { focusRing } from '../private/focusRing';
import { flexColumn } from '../private/layout';
import { pressFill } from '../private/pressStates';

export const control = style([
  framedControl('[data-focus-within]'),
  {
    display: 'flex',
    alignItems: 'center',
    height: vars.size.controlMd,
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: vars.space.xxs,
  },
]);

export const input = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { color: vars.color.textMuted, paddingInline: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': {
      backgroundColor: vars.color.accent,
      color: vars.color.accentForeground,
    },
  },
});

export const iconButton = style({
  ...fieldIconButton,
  selectors: {
    ...fieldIconButtonStates,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const popover = style(popupSurface);

export const dialog = style({
  padding: vars.space.md,
  outline: 'none',
});

export const calendar = style({
  ...flexColumn(vars.space.sm),
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    // Russian month names are lower-case ('сентябрь 2025 г.'); capitalise the first letter only.
    '&::first-letter': { textTransform: 'uppercase' },
  },
});

export const navButton = style({
  ...fieldIconButton,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const grid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

export const weekday = style({
  width: vars.size.controlMd,
  paddingBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const day = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    ...pressFill,
    '&[data-today]': { backgroundColor: vars.color.accentSoft, color: vars.color.accentText },
    '&[data-outside-month]': { color: vars.color.textMuted, cursor: 'default' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'default', backgroundColor: 'transparent' },
    '&[data-unavailable]': { textDecoration: 'line-through', color: vars.color.textMuted },
    '&[data-selected]': {
      backgroundColor: vars.color.accent,
      color: vars.color.accentForeground,
      opacity: 1,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid][data-selected]': {
      backgroundColor: vars.color.critical,
      color: vars.color.criticalForeground,
    },
  },
});
