import { style } from '@vanilla-extract/css';
import { vars } from '@doorline/design-system';

// The layout a record's tabs share with the other pages' sections (a customer's comments and files,
// issue 42): one definition, in the shared layout's styles.
export { actionBar, form, muted, narrow, stack, toolbar } from '@/components/layout/page.css';

/** The buttons at the end of a toolbar: Export CSV beside Add item (issue 28). */
export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

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

/**
 * A configured door's description (issue 43): the server's words for its model, size and options,
 * wrapped to a reading width with its badge under it, so that the items' prices stay in view.
 */
export const doorDescription = style({
  display: 'grid',
  gap: vars.space.xxs,
  justifyItems: 'start',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  minWidth: '14rem',
  maxWidth: '32rem',
});

/** A cell's value with a badge under it: a line's discount that needs approval. */
export const withBadge = style({
  display: 'grid',
  gap: vars.space.xxs,
  justifyItems: 'start',
});
