import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { entranceAnimation } from '../private/motion';
import { menuItem, popupSurface } from '../private/popupSurface';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(-0.25rem)' } });

export const popover = style({
  minWidth: '12rem',
  maxWidth: 'calc(100vw - 1rem)',
  maxHeight: 'var(--visual-viewport-height)',
  padding: vars.space.xs,
  ...popupSurface,
  overflowY: 'auto',
  ...entranceAnimation(fadeIn, vars.motion.fast),
});

export const menu = style({ outline: 'none' });

/** A column: its tick box, then its name. */
export const item = style({ ...menuItem, lineHeight: vars.lineHeight.tight });

/** The tick box: empty for a hidden column, ticked for a shown one. */
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontSize: '0.75rem',
  color: vars.color.accentForeground,
  selectors: {
    '[data-selected] > &': { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
  },
});

export const chevron = style({
  display: 'inline-flex',
  fontSize: '1rem',
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  color: vars.color.textMuted,
});
