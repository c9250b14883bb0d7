import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { entranceAndExitAnimation } from '../private/motion';
import { tooltipSurface } from '../private/popupSurface';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const tooltip = style({
  maxWidth: '16rem',
  ...tooltipSurface,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  ...entranceAndExitAnimation(fadeIn, vars.motion.fast),
});

/** The arrow's fill, in the tooltip's colour. */
export const arrow = style({
  fill: vars.color.text,
});
