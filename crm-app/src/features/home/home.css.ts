import { vars } from '@doorline/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

/** Home's parts, one under another. */
export const parts = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

/**
 * Two parts side by side while each fits at 34rem (due soonest with its four columns, and the
 * activity), else one under the other.
 */
export const pair = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 34rem), 1fr))',
  alignItems: 'start',
});

/** A stage's statuses under its number: each a link, wrapping. */
export const statusLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const overdue = style({ color: vars.color.criticalText, fontWeight: vars.fontWeight.medium });

/**
 * A link inside a card's line (an overdue count) is a target of at least 24 px high (WCAG 2.2
 * "Target Size (Minimum)"; Lighthouse's `target-size`): the line's text alone is about 20 px.
 */
globalStyle(`${overdue} a, ${statusLine} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

/** The latest changes: one per line, what changed (a link) over when and by whom. */
export const feed = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const feedItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
