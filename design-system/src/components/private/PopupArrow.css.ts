import { style } from '@vanilla-extract/css';

/** A popup's arrow points down toward its trigger; for another placement it turns. */
export const arrow = style({
  display: 'block',
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});
