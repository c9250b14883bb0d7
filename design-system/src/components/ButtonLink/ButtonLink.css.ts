import { style } from '@vanilla-extract/css';

// The Button's recipe gives the look; an anchor adds an underline and the visited colour.
export const link = style({
  textDecoration: 'none',
  selectors: { '&:visited': { textDecoration: 'none' } },
});
