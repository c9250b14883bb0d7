import { style } from '@vanilla-extract/css';

export const input = style({
  selectors: {
    // Edge draws its own reveal button, which would sit next to ours.
    '&::-ms-reveal': { display: 'none' },
  },
});
