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
