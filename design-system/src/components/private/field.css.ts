import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { framedControl } from './controlFrame';
import { focusRing } from './focusRing';
import { flexColumn } from './layout';
import { quietIconButton, quietIconButtonStates } from './quietIconButton';

// The parts every labelled control shares: the field column, label, required mark, description, error.

export const field = style({
  ...flexColumn(vars.space.xs),
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  selectors: {
    [`${field}[data-disabled] &`]: { opacity: 0.6 },
  },
});

export const requiredMark = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.criticalText,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.criticalText,
});

/** The bordered box of a text-like control; put it on the `<input>` itself or on a RAC `Group` around it. */
export const controlBox = style([
  framedControl('[data-focused]', '[data-focus-within]'),
  {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.controlMd,
    width: '100%',
    fontSize: vars.fontSize.md,
    outline: 'none',
  },
]);

/** An `<input>` inside a `controlBox` group: the group draws the border and the focus state. */
export const innerInput = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  minHeight: `calc(${vars.size.controlMd} - 2px)`,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A small square button inside a control box (clear, reveal, step). */
export const adornmentButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.controlMd} - 0.5rem)`,
  height: `calc(${vars.size.controlMd} - 0.5rem)`,
  marginInlineEnd: vars.space.xs,
  ...quietIconButton,
  borderRadius: vars.radius.sm,
  selectors: {
    ...quietIconButtonStates,
    '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 },
  },
});
