import { vars } from '../../themes/contract.css';

// Plain style fragments (not classes) for the header of a page, section, card or dialog: the title column
// and the actions pushed to the end; spread them into `style({...})`.

/** The column of title and description; it takes the room the actions leave. */
export const headerTitles = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
} as const;

/** The title of a card or a dialog (a page or section title is a `Heading`). */
export const headerTitle = {
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
} as const;

/** The header's description under the title. */
export const headerDescription = {
  margin: 0,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
} as const;

/** The actions at the header's end, wrapping under the titles when there is no room. */
export const headerActions = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
} as const;

/** The title of a panel that is not a section: a contact card, an empty state. */
export const panelTitle = {
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
} as const;
