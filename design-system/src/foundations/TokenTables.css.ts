import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { flexColumn, flexRow } from '../components/private/layout';

export const stack = style({
  ...flexColumn(vars.space.xxl),
  maxWidth: '60rem',
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const group = style({
  ...flexColumn(vars.space.md),
});

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  fontSize: vars.fontSize.sm,
});

export const headCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    'tr:last-child > &': { borderBottom: 'none' },
  },
});

// The theme class on a cell redefines every token inside it, so each cell shows its own theme.
export const themedCell = style([
  cell,
  {
    backgroundColor: vars.color.background,
    color: vars.color.text,
    width: '32%',
  },
]);

export const tokenName = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const value = style({
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const swatchRow = style({
  ...flexRow(vars.space.sm),
});

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  // A hairline keeps swatches close to the background visible.
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const bar = style({
  height: vars.space.md,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accent,
});

export const lineHeightSample = style({
  margin: 0,
  maxWidth: '16rem',
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.accentSoft,
  fontSize: vars.fontSize.sm,
});

export const typeSample = style({
  margin: 0,
  lineHeight: vars.lineHeight.tight,
});

export const radiusBox = style({
  width: '3rem',
  height: '3rem',
  backgroundColor: vars.color.accentSoft,
  border: `1px solid ${vars.color.accentText}`,
});

export const shadowBox = style({
  display: 'block',
  width: '4rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
});

export const shadowCell = style({
  display: 'block',
  padding: vars.space.lg,
});
