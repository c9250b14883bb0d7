import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';
import { inlineFlexRow } from '../private/layout';
import { fadedDisabled } from '../private/pressStates';

function tone(background: string, hover: string, pressed: string, color: string) {
  return {
    backgroundColor: background,
    color,
    selectors: {
      '&[data-hovered]': { backgroundColor: hover },
      '&[data-pressed]': { backgroundColor: pressed },
    },
  };
}

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]:not([data-pending])': fadedDisabled,
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: tone(
        vars.color.accent,
        vars.color.accentHover,
        vars.color.accentPressed,
        vars.color.accentForeground,
      ),
      secondary: {
        ...tone(vars.color.surfaceRaised, vars.color.surfaceMuted, vars.color.surfaceHover, vars.color.text),
        borderColor: vars.color.borderStrong,
        boxShadow: vars.shadow.sm,
      },
      destructive: tone(
        vars.color.critical,
        vars.color.criticalHover,
        vars.color.criticalPressed,
        vars.color.criticalForeground,
      ),
      ghost: tone('transparent', vars.color.surfaceMuted, vars.color.surfaceHover, vars.color.text),
    },
    size: {
      sm: {
        height: vars.size.controlSm,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        height: vars.size.controlMd,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
      },
      lg: {
        height: vars.size.controlLg,
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.lg,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export const content = style({
  ...inlineFlexRow(vars.space.sm),
});

// Invisible but still in the accessibility tree, so the button keeps its width and its name while pending.
export const contentPending = style({ opacity: 0 });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '1.125em',
});
