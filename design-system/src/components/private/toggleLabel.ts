import { vars } from '../../themes/contract.css';
import { focusRing } from './focusRing';

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

/** The box of a checkbox, its tick centred in the accent's foreground colour; give it a size and a border. */
export const checkboxBox = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  color: vars.color.accentForeground,
  fontSize: '0.75rem',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
} as const;

/** A `checkboxBox` filled with the accent while its checkbox (the class `root`) is checked or mixed; ringed on keyboard focus. */
export function checkboxBoxStates(root: string) {
  return {
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${root}[data-focus-visible] &`]: focusRing,
  };
}
