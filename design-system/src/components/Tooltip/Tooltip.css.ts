import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { entranceAndExitAnimation } from '../private/motion';

const fadeIn = keyframes({ from: { opacity: 0 } });

// Inverted colours (text on background) set the tooltip apart from the page in both themes.
export const tooltip = style({
  maxWidth: '16rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  boxShadow: vars.shadow.md,
  overflowWrap: 'anywhere',
  ...entranceAndExitAnimation(fadeIn, vars.motion.fast),
});

/** The arrow's fill, in the tooltip's colour. */
export const arrow = style({
  fill: vars.color.text,
});
