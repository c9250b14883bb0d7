import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';
import { growingColumn } from '../private/layout';

export const shell = style({
  // The containing block of anything positioned inside, so that its overflow clips it: a visually
  // hidden label (absolutely positioned) deep in a page can no longer widen or lengthen the document.
  position: 'relative',
  display: 'flex',
  height: '100dvh',
  overflow: 'hidden',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const inset = style(growingColumn);

export const main = style({
  // Positioned content scrolls with the page, inside the shell.
  position: 'relative',
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  outline: 'none',
  '@media': {
    '(min-width: 768px)': { padding: vars.space.xl },
  },
});

export const skipLink = style({
  position: 'absolute',
  zIndex: 100,
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', ...focusRing },
  },
});
