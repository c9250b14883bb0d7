import { vars } from '@doorline/design-system';
import { style } from '@vanilla-extract/css';

// The prices' pages (issue 43): what the design system's tables cannot say. A model's base price is
// a grid with a header of widths across and of heights down (the list table has no row headers).

/**
 * A tab's content: the version picker, then the sections, in one column no wider than the page (a
 * wide table scrolls inside its frame).
 */
export const content = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  minWidth: 0,
});

/** The version picker: wide enough for a version's name, never the page's width. */
export const picker = style({ maxWidth: '32rem' });

/** The base price grid's frame: it scrolls sideways inside itself on a narrow screen (375 px). */
export const gridRegion = style({
  overflowX: 'auto',
  width: 'fit-content',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  overscrollBehaviorX: 'contain',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const grid = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

const cellBase = {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
} as const;

/** A width across the top, and the header over them. */
export const columnHeader = style({
  ...cellBase,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'end',
});

/** The header over the widths: as wide as they are, its words at the start. */
export const widthsHeader = style({ ...cellBase, color: vars.color.textMuted, textAlign: 'start' });

/**
 * A height down the side, and the header over the heights: they stay in view while the grid
 * scrolls sideways.
 */
export const rowHeader = style({
  ...cellBase,
  position: 'sticky',
  insetInlineStart: 0,
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
});

/** A price: figures aligned on their end. */
export const amount = style({ ...cellBase, textAlign: 'end' });

/** A size that is not made: its dash, muted and centred. */
export const notMade = style({ ...cellBase, textAlign: 'center', color: vars.color.textMuted });

/** A cell of an option's rules or note: a few short lines, wrapping. */
export const wrapCell = style({
  display: 'grid',
  gap: vars.space.xxs,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  minWidth: '10rem',
  maxWidth: '24rem',
});

/** A cell of a table being changed: wide enough for a price (`12 345,00`). */
export const editCell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  minWidth: '7.5rem',
  borderBottom: `1px solid ${vars.color.border}`,
});
