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

/** A section's parts one under another (a record's tab, a customer's comments and files). */
export const stack = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.md,
  minWidth: 0,
});

/** Buttons side by side, wrapping. */
export const actionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

/** A section's heading with its buttons at the other end. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

/** A hint or an empty list's words. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A form's fields one under another. */
export const form = style({ display: 'grid', gap: vars.space.md });

/** No wider than a field wants to be. */
export const narrow = style({ maxWidth: '36rem' });
