import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';
import { visuallyHidden } from '../private/visuallyHidden';
import type { ChartTone } from './chartTones';

/** Each series' colour: the theme's, so both themes draw the chart from their own tokens. */
const toneColor: Record<ChartTone, string> = {
  accent: vars.color.accent,
  warning: vars.color.warning,
  success: vars.color.success,
  info: vars.color.info,
  critical: vars.color.critical,
  neutral: vars.color.borderStrong,
};

const AXIS_WIDTH = '2.75rem';

export const chart = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  // The category labels thin out on a narrow chart (below).
  containerType: 'inline-size',
});

export const readout = style({
  margin: 0,
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const plotRow = style({
  display: 'flex',
  minWidth: 0,
});

export const valueAxis = style({
  position: 'relative',
  flex: `0 0 ${AXIS_WIDTH}`,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const tick = style({
  position: 'absolute',
  right: vars.space.sm,
  transform: 'translateY(50%)',
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

export const plot = style({
  flex: '1 1 auto',
  minWidth: 0,
  width: '100%',
  height: '100%',
  overflow: 'visible',
  outline: 'none',
});

// The plot is stretched to its box (`preserveAspectRatio="none"`): strokes keep their width.
export const gridline = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  vectorEffect: 'non-scaling-stroke',
});

export const baseline = style([gridline, { stroke: vars.color.borderStrong }]);

export const bar = style({
  // A line of the card's colour between stacked bars and around each, so neighbours stay apart.
  stroke: vars.color.surfaceRaised,
  strokeWidth: 1,
  vectorEffect: 'non-scaling-stroke',
  outline: 'none',
  cursor: 'default',
  transition: `opacity ${vars.motion.fast}`,
  selectors: {
    '&:hover': { opacity: 0.8 },
    // The theme's ring around the bar's box, apart from the bar's own colour.
    '&:focus-visible': focusRing,
  },
});

export const tone = styleVariants(toneColor, (color) => ({ fill: color }));

export const categoryAxis = style({
  display: 'flex',
  marginLeft: AXIS_WIDTH,
  color: vars.color.textMuted,
});

export const categoryLabel = style({
  flex: '1 1 0',
  minWidth: 0,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'visible',
  '@container': {
    // Every other label on a narrow chart (a phone's twelve weeks), so that they do not overlap.
    '(max-width: 36rem)': {
      selectors: { '&:nth-child(even)': { visibility: 'hidden' } },
    },
  },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.xs} 0 0`,
  marginLeft: AXIS_WIDTH,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.sm,
});

export const swatchTone = styleVariants(toneColor, (color) => ({ backgroundColor: color }));

export const table = style(visuallyHidden);

globalStyle(`${table} caption`, { textAlign: 'left' });
