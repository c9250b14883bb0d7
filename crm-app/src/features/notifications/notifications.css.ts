import { vars } from '@doorline/design-system';
import { style } from '@vanilla-extract/css';

/**
 * The list's message: a sentence, so it wraps, and gets most of the table's width (the shared
 * wrapping cell holds a name to 14rem).
 */
export const messageCell = style({ whiteSpace: 'normal', minWidth: '12rem', maxWidth: '32rem' });

/**
 * The popover's latest ten: only they scroll, so "Mark all as read" and "See all" stay in view on a
 * short screen; the padding keeps the items' focus rings unclipped.
 */
export const latest = style({
  maxHeight: 'min(28rem, 55vh)',
  overflowY: 'auto',
  padding: vars.space.xxs,
});
