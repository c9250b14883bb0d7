import { vars } from '@doorline/design-system';
import { style } from '@vanilla-extract/css';

/** A list page: filters, then the table, in one column that may shrink (wide tables scroll inside). */
export const list = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The filters wrap, aligned on their fields' bottom edge so Clear sits beside them. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

/** One filter: grows to 20rem, shrinks to 11rem before wrapping. */
export const filter = style({ flex: '1 1 11rem', minWidth: 0, maxWidth: '20rem' });

/**
 * The search box: 18rem and twice a filter's share of the rest, so that its hint shows whole beside
 * three filters on a 1366 px laptop in every language (issue 24; `e2e/tests/list-widths.spec.ts`).
 */
export const searchFilter = style({ flex: '2 1 18rem', minWidth: 0, maxWidth: '28rem' });

/** A cell that may wrap (names, moments): tables keep to one line, these break over two when narrow. */
export const wrapCell = style({
  whiteSpace: 'normal',
  // A word longer than the column (an e-mail's name part, a made-up name) breaks rather than widen
  // the table past a laptop's width (issue 40 item 9).
  overflowWrap: 'anywhere',
  minWidth: '5.5rem',
  maxWidth: '14rem',
});

/** A wrapping cell that holds a company's name after a label: wide enough for two lines of it. */
export const wrapNameCell = style({ minWidth: '11rem' });

/** A wrapping cell that holds a sentence: lines of a reading width. */
export const wrapTextCell = style({ minWidth: '11rem', maxWidth: '36rem' });

/** Above a list's table: its actions on the whole list (Export CSV, issue 28), at the end of the line. */
export const listToolbar = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
