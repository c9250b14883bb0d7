import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';
import { toggleLabel } from '../private/toggleLabel';

export const switchRoot = style({ ...toggleLabel, alignItems: 'center' });

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  // A visible edge in both states: WCAG 1.4.11 wants 3:1 for the control's boundary.
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceHover,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '1px',
  insetInlineStart: '1px',
  width: 'calc(1.25rem - 4px)',
  height: 'calc(1.25rem - 4px)',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      backgroundColor: vars.color.accentForeground,
      transform: 'translateX(1rem)',
    },
    [`[dir="rtl"] ${switchRoot}[data-selected] &`]: { transform: 'translateX(-1rem)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
