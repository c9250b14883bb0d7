import { vars } from '@doorline/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

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

/** A role's permissions as a row of small badges that wraps (the layout primitives have no badge). */
export const badges = style({
  display: 'flex',
  flex: '1 1 auto',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.5rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

/** Active: the success colour; inactive: the critical one (spec §2 "red or green icon"). */
export const activeIcon = styleVariants({
  active: { color: vars.color.successText, display: 'inline-flex', verticalAlign: 'middle' },
  inactive: { color: vars.color.criticalText, display: 'inline-flex', verticalAlign: 'middle' },
});

/** The permission editor's form in its popover. */
export const editor = style({ minWidth: '14rem' });

/** Only the choices scroll, so Save stays in view; the padding keeps focus rings unclipped. */
export const editorChoices = style({
  maxHeight: 'min(24rem, 50vh)',
  overflowY: 'auto',
  padding: vars.space.xxs,
});

/** Text cells that may wrap (descriptions), kept readable in a wide table. */
export const wrapCell = style({ minWidth: '8rem', maxWidth: '16rem', whiteSpace: 'normal' });

/** The permission badges' cell: wide enough for a few badges a line, so a large role stays short. */
export const permissionsCell = style({ width: 'max(17rem, 22vw)', maxWidth: '28rem' });

export const nowrap = style({ whiteSpace: 'nowrap' });
