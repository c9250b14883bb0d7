import { style } from '@vanilla-extract/css';
import { vars } from '@doorline/design-system';

export const stack = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.md,
  minWidth: 0,
});

export const actionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

/** The buttons at the end of a toolbar: Export CSV beside Add item (issue 28). */
export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'grid', gap: vars.space.md });

/** The order's side menu beside its page; above it as a row of tabs on a phone. */
export const recordGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '12rem minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm },
  },
});

export const sideMenu = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (max-width: 48rem)': {
      display: 'flex',
      gap: vars.space.xs,
      overflowX: 'auto',
      borderBlockEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const sideLink = style({
  display: 'block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentText,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const listItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const strong = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const commentText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

/** A person a comment mentions, `@Name` in its text (issue 40). */
export const mention = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
});

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const fileName = style({
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const hiddenInput = style({ display: 'none' });

export const narrow = style({ maxWidth: '36rem' });

export const statusChange = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
  whiteSpace: 'nowrap',
});

/** The item a link was about (`?item=`, issue 40): its number marked in its order's items. */
export const markedItem = style({
  display: 'inline-block',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
});
