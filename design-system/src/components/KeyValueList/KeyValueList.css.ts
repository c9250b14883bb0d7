import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const tablet = 'screen and (min-width: 640px)';
const desktop = 'screen and (min-width: 1024px)';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.xl,
  rowGap: vars.space.lg,
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
});

export const columns = styleVariants({
  1: {},
  2: { '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  3: {
    '@media': {
      [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
});

export const layout = styleVariants({
  stacked: {},
  inline: { rowGap: 0 },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  selectors: {
    // Inline rows read as the lines of a card: label and value side by side, a hairline between.
    [`${layout.inline} > &`]: {
      flexDirection: 'row',
      alignItems: 'baseline',
      gap: vars.space.lg,
      paddingBlock: vars.space.sm,
      borderBottom: `1px solid ${vars.color.border}`,
    },
    [`${layout.inline} > &:last-child`]: { borderBottom: 'none' },
  },
});

export const label = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    // A long one-word label ('Передзамовлення') breaks inside the narrow column rather than run
    // under its value.
    [`${layout.inline} &`]: { width: '6rem', overflowWrap: 'anywhere', hyphens: 'auto' },
  },
});

export const value = style({
  minWidth: 0,
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const emptyValue = style({ color: vars.color.textMuted });
