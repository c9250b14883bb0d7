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

export const arrow = style({
  display: 'block',
  fill: vars.color.text,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});
