import { vars } from '@doorline/design-system';
import { style } from '@vanilla-extract/css';

/** The index's link tiles: as many columns of at least 16rem as fit (a grid the layout primitives lack). */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
});

/** Cards side by side while they fit, one above the other on a phone. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});
