import { vars } from '@doorline/design-system';
import { style } from '@vanilla-extract/css';

/** A wrapping row of badges as a list without bullets (a list the layout primitives cannot be). */
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
