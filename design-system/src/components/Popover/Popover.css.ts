import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { popupSurface } from '../private/popupSurface';
import { entranceAnimation } from '../private/motion';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'scale(0.97)' } });

export const popover = style({
  minWidth: '12rem',
  maxWidth: 'min(22rem, calc(100vw - 1rem))',
  ...popupSurface,
  ...entranceAnimation(fadeIn, vars.motion.fast),
});

export const arrowFill = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});
