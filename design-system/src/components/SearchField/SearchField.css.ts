import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const searchIcon = style({
  flexShrink: 0,
  marginInlineStart: vars.space.md,
  color: vars.color.textMuted,
  fontSize: '1rem',
});

export const input = style({
  paddingInlineStart: vars.space.sm,
  selectors: {
    // The clear button below replaces the browsers' own cancel and decoration glyphs.
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none' },
  },
});

export const clearButton = style({
  selectors: {
    '[data-empty] &, [data-disabled] &, [data-readonly] &': { visibility: 'hidden' },
  },
});
