import { vars } from '@doorline/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

/** The index's link tiles: as many columns of at least 16rem as fit (a grid the layout primitives lack). */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
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

/** The permission badges' cell: wide enough for a few badges a line, so a large role stays short. */
export const permissionsCell = style({ width: 'max(17rem, 22vw)', maxWidth: '28rem' });
