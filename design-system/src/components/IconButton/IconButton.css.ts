import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';
import { fadedDisabled, pressFill } from '../private/pressStates';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    ...pressFill,
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': fadedDisabled,
  },
});

export const variant = styleVariants({
  ghost: {},
  secondary: {
    borderColor: vars.color.borderStrong,
    backgroundColor: vars.color.surfaceRaised,
    boxShadow: vars.shadow.sm,
  },
});

export const size = styleVariants({
  sm: { width: vars.size.controlSm, height: vars.size.controlSm, fontSize: '1rem' },
  md: { width: vars.size.controlMd, height: vars.size.controlMd, fontSize: '1.125rem' },
  lg: { width: vars.size.controlLg, height: vars.size.controlLg, fontSize: '1.25rem' },
});
