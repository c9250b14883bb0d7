import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';
import { fadedDisabled, pressFill } from '../private/pressStates';

export const iconButton = style({
  position: 'relative',
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

/** The count on the icon's top right corner, over the button's edge so the icon stays clear. */
export const badge = style({
  position: 'absolute',
  top: -4,
  insetInlineEnd: -4,
  minWidth: 18,
  height: 18,
  paddingInline: 5,
  borderRadius: vars.radius.full,
  // The critical colour pair already meets 4.5:1 in both themes (a filled destructive button).
  backgroundColor: vars.color.critical,
  color: vars.color.criticalForeground,
  fontSize: 11,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: '18px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  pointerEvents: 'none',
});
