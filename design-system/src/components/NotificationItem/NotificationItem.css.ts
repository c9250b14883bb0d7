import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRingInset } from '../private/focusRing';
import { visuallyHidden } from '../private/visuallyHidden';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const row = style({
  // Holds the visually hidden "Unread" (absolutely placed) inside the row, never the page.
  position: 'relative',
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 0,
});

export const link = style({
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const dot = style({
  flexShrink: 0,
  width: 8,
  height: 8,
  marginBlockStart: 6,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  selectors: { [`${item}[data-unread] &`]: { backgroundColor: vars.color.accent } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const message = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  selectors: { [`${item}[data-unread] &`]: { fontWeight: vars.fontWeight.semibold } },
});

export const meta = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const hidden = style(visuallyHidden);
