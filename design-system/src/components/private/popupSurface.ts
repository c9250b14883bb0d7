import { vars } from '../../themes/contract.css';
import { focusRingInset } from './focusRing';
import { fadedDisabled } from './pressStates';

// Plain style fragments (not classes) for popups and the items listed in them; spread them into `style({...})`.

/** The raised panel of a popup: popover, menu, list box, calendar. */
export const popupSurface = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  outline: 'none',
} as const;

/**
 * The width of a dropdown: the popup of a menu, a select or a look-up is the theme's
 * `size.dropdownWidth` (200 px, docs/spec.md §9) whatever the width of what opened it; its options
 * wrap within it. Never wider than the screen.
 */
export const dropdownWidth = {
  width: vars.size.dropdownWidth,
  maxWidth: 'calc(100vw - 1rem)',
} as const;

/** The small inverted label of a tooltip (text colour on the background colour), set apart from the page in both themes. */
export const tooltipSurface = {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
} as const;

/** An option of a list box: its text, and its tick at the end. */
export const listBoxOption = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
} as const;

/** The second line of an option (an e-mail, a company): smaller and muted, wrapped anywhere. */
export const optionSecondLine = {
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
} as const;

/** What a list box says when it has no option ("No options found."). */
export const listEmptyText = {
  padding: `${vars.space.md} ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  textAlign: 'center',
} as const;

/** The pointer, focus and disabled looks of an item in a menu or a list box. */
export const listItemStates = {
  '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
  '&[data-focus-visible]': focusRingInset,
  '&[data-disabled]': fadedDisabled,
} as const;

/** An option of a list box (a combo box's, a mention's): its padding, its text and its states. */
export const listOption = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: listItemStates,
} as const;

/** An item of a menu (an action or a link) with an optional icon before its text. */
export const menuItem = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: listItemStates,
} as const;

/** A destructive item (sign out, delete): critical text and a soft critical highlight. */
export const criticalListItem = {
  color: vars.color.criticalText,
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.criticalSoft },
  },
} as const;
