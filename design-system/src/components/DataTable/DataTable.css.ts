import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing, focusRingInset } from '../private/focusRing';
import { visuallyHidden as visuallyHiddenStyle } from '../private/visuallyHidden';
import { inlineFlexRow } from '../private/layout';
import { cardSurface } from '../private/cardSurface';
import { checkboxBox as checkboxBoxFragment, checkboxBoxStates } from '../private/toggleLabel';
import { pressFill } from '../private/pressStates';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  ...cardSurface,
  fontFamily: vars.font.family,
  overflow: 'hidden',
});

export const density = styleVariants({
  comfortable: {},
  compact: {},
});

export const scroller = style({
  // Visually hidden texts in cells stay inside the scroll box rather than the page's.
  position: 'relative',
  overflow: 'auto',
  outline: 'none',
  overscrollBehaviorX: 'contain',
  selectors: {
    '&:focus-visible': focusRingInset,
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

// Sticky cells, not the <thead>: Safari does not stick table sections.
export const headerCell = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  height: '2.5rem',
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const row = style({
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface },
    '&[data-selected]': { backgroundColor: vars.color.accentSoft },
  },
});

// The frame draws the table's bottom edge: the last row's cells leave out their own.
const lastRowNoBorder = {
  'tbody tr:last-child > &': { borderBottom: 'none' },
} as const;

const cellBase = {
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
} as const;

// Cells keep to one line, so a narrow screen scrolls the table sideways instead of squeezing it.
export const cell = style({
  ...cellBase,
  paddingBlock: vars.space.md,
  whiteSpace: 'nowrap',
  selectors: {
    [`${density.compact} &`]: { paddingBlock: vars.space.xs },
    ...lastRowNoBorder,
  },
});

export const selectCell = style({
  ...cellBase,
  width: '2.5rem',
  paddingInlineEnd: 0,
  selectors: {
    ...lastRowNoBorder,
  },
});

// As tall as a row with a badge or a button in it, so that rows do not jump when the data arrives.
export const skeletonCell = style({
  display: 'flex',
  alignItems: 'center',
  height: '1.5rem',
  selectors: {
    [`${density.compact} &`]: { height: '1.25rem' },
  },
});

export const emptyCell = style({
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const subRow = style({ backgroundColor: vars.color.surface });

export const subRowCell = style({
  padding: vars.space.md,
  paddingInlineStart: vars.space.xl,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    ...lastRowNoBorder,
  },
});

export const footer = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  verticalAlign: 'middle',
});

export const checkboxBox = style({
  ...checkboxBoxFragment,
  width: '1rem',
  height: '1rem',
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.background,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    ...checkboxBoxStates(checkbox),
  },
});

export const expandCell = style({
  ...inlineFlexRow(vars.space.sm),
  whiteSpace: 'nowrap',
});

export const expandButton = style({
  ...inlineFlexRow(vars.space.xs),
  height: '1.5rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    ...pressFill,
    '&[data-focus-visible]': focusRing,
  },
});

export const expandChevron = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${expandButton}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The arrow of a sortable header and the room between it and the text: it sits in the cell's padding. */
const sortArrowSize = '0.6875em';
const sortArrowGap = vars.space.xxs;

/**
 * A sortable column's header: its text and arrow as one button, the header's own look. The arrow
 * takes no room of its own (a negative end margin puts it and its gap in the cell's end padding,
 * 0.75rem), so that sortable headers leave a list as wide as before: the Ukrainian quotes still fit
 * a 1366 px laptop without scrolling sideways (an arrow of its own room made them scroll).
 */
export const sortButton = style({
  ...inlineFlexRow(sortArrowGap),
  margin: 0,
  marginInlineEnd: `calc(-1 * (${sortArrowSize} + ${sortArrowGap}))`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // The whole header cell presses the button (issue 40): a press beside the text sorts too. The
    // cell is sticky, so it is this layer's containing block; the button stays its accessible part.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&[data-hovered]': { color: vars.color.text },
    // The column the rows are sorted by reads as the table's text, not muted: more than the arrow's colour.
    'th[aria-sort="ascending"] > &, th[aria-sort="descending"] > &': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

/** The arrow beside a sortable header's text: faint both ways until the column sorts. */
export const sortArrow = style({
  flexShrink: 0,
  width: sortArrowSize,
  height: sortArrowSize,
  opacity: 0.45,
  selectors: {
    '&[data-active]': { opacity: 1, color: vars.color.accentText },
    [`${sortButton}[data-hovered] &`]: { opacity: 1 },
  },
});

export const visuallyHidden = style(visuallyHiddenStyle);

/*
 * Pinned columns (`pinned`): the first column and the actions stay in view while a table wider than
 * its frame scrolls sideways (a 375 px phone, a long language). Opaque, so that what scrolls under
 * them does not show through, and following the row's hover and selection.
 */
const pinnedCell = {
  position: 'sticky',
  zIndex: 1,
  backgroundColor: vars.color.surfaceRaised,
  selectors: {
    [`${row}:hover > &`]: { backgroundColor: vars.color.surface },
    [`${row}[data-selected] > &`]: { backgroundColor: vars.color.accentSoft },
  },
} as const;
const startEdge = `inset -1px 0 0 ${vars.color.border}`;
export const pinnedStart = style({ ...pinnedCell, insetInlineStart: 0, boxShadow: startEdge });
/** The first data column when a selection checkbox (2.5rem) is pinned before it. */
export const pinnedAfterSelect = style({ ...pinnedCell, insetInlineStart: '2.5rem', boxShadow: startEdge });
export const pinnedEnd = style({
  ...pinnedCell,
  insetInlineEnd: 0,
  boxShadow: `inset 1px 0 0 ${vars.color.border}`,
});
// Header cells are sticky already (to the top); pinned, they also keep their side, above the body.
export const headerPinnedStart = style({ insetInlineStart: 0, zIndex: 2, boxShadow: startEdge });
export const headerPinnedAfterSelect = style({
  insetInlineStart: '2.5rem',
  zIndex: 2,
  boxShadow: startEdge,
});
export const headerPinnedEnd = style({
  insetInlineEnd: 0,
  zIndex: 2,
  boxShadow: `inset 1px 0 0 ${vars.color.border}`,
});
