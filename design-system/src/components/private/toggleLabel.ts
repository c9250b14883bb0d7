import { vars } from '../../themes/contract.css';

/**
 * The clickable row of a checkbox, radio or switch: its control and its label side by side. A plain
 * style fragment (not a class); spread it into `style({...})` with the row's `alignItems`.
 */
export const toggleLabel = {
  display: 'inline-flex',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
} as const;

/** The box of a checkbox or the circle of a radio, centred on the first line of its label; give it a radius. */
export const toggleMark = {
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  marginBlockStart: `calc((${vars.lineHeight.tight} * 1em - 1rem) / 2)`,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.sm,
} as const;
