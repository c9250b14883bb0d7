import { style } from '@vanilla-extract/css';
import { vars } from '@doorline/design-system';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  alignContent: 'start',
});

/** Cards side by side while they fit at 22rem, one under another on narrow screens. */
export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
});

/** A line of small muted facts about an entry (its author, its time, its size), wrapping. */
export const factsLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'baseline',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
