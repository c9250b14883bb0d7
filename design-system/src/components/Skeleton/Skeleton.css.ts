import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { flexColumn } from '../private/layout';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const bone = style({
  display: 'block',
  backgroundColor: vars.color.surfaceHover,
  backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.surfaceMuted} 50%, transparent 100%)`,
  backgroundSize: '200% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${shimmer} 1.6s ${vars.motion.easing} infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
  },
});

export const lines = style({
  ...flexColumn(vars.space.sm),
  width: '100%',
});

export const line = style({
  height: '0.75em',
  minHeight: '0.625rem',
  borderRadius: vars.radius.sm,
});

export const shape = styleVariants({
  text: {},
  block: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full, flexShrink: 0 },
});
