import { defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';

/** The spacing scale of the theme contract, smallest first. */
export const spaceTokens = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type Space = (typeof spaceTokens)[number];

/**
 * Layout properties as atomic classes on the theme's tokens: what `Box`, `Stack` and `Inline` are
 * made of, and what a page uses instead of a stylesheet of its own. Only the data is exported from
 * here; `sprinkles.ts` builds the function from it with a pure annotation, so that a page that does
 * not use it does not keep it (docs/decisions.md "Issue 29: the package for other products").
 */
export const layoutProperties = defineProperties({
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    gap: vars.space,
    paddingBlockStart: vars.space,
    paddingBlockEnd: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    backgroundColor: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceMuted: vars.color.surfaceMuted,
    },
    borderRadius: vars.radius,
    minWidth: { 0: '0' },
    width: { full: '100%' },
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingBlockStart', 'paddingBlockEnd'],
  },
});
