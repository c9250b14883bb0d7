import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/**
 * On (pressed): the accent's soft fill, its text colour and border, so "on" reads at a glance beside
 * the secondary buttons it stands with; off, it is a secondary button.
 */
export const selected = style({
  selectors: {
    '&[data-selected]': {
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentText,
      borderColor: vars.color.accent,
    },
    '&[data-selected][data-hovered]': { backgroundColor: vars.color.accentSoft },
  },
});
