import { vars } from '../../themes/contract.css';
import { focusRingInset } from './focusRing';

// Plain style fragments (not classes) for bordered text controls; spread them into `style({...})`.

/** The border, fill and shadow of every bordered text control (inputs, groups, one-time-code cells). */
export const controlFrame = {
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
} as const;

/**
 * The hover, focus and invalid looks of a `controlFrame`. `focusAttributes` name what marks focus:
 * `[data-focused]` on an input, `[data-focus-within]` on a RAC `Group` around one.
 */
export function controlFrameStates(...focusAttributes: string[]) {
  const focused = focusAttributes.map((attribute) => `&${attribute}`).join(', ');
  const invalidFocused = focusAttributes.map((attribute) => `&[data-invalid]${attribute}`).join(', ');
  return {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    [focused]: {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.criticalText },
    [invalidFocused]: { boxShadow: `0 0 0 1px ${vars.color.criticalText}` },
  };
}

/** A disabled `controlFrame`. */
export const disabledControl = {
  backgroundColor: vars.color.surfaceMuted,
  cursor: 'not-allowed',
  opacity: 0.6,
} as const;

/**
 * A `controlFrame` with all its looks: hover, focus (marked by one of `focusAttributes`, as for
 * `controlFrameStates`), invalid and disabled. Compose it with the control's own size: `style([framedControl(…), {…}])`.
 */
export function framedControl(...focusAttributes: string[]) {
  return {
    ...controlFrame,
    selectors: {
      ...controlFrameStates(...focusAttributes),
      '&[data-disabled]': disabledControl,
    },
  };
}

/** A borderless icon button inside or beside a control (calendar, chevron); give it a size. */
export const controlIconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  outline: 'none',
} as const;

/** A `controlIconButton` at the small control size, the chevron or calendar button at a field's end. */
export const fieldIconButton = {
  ...controlIconButton,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
} as const;

/** The pointer and keyboard looks of a `fieldIconButton`; add its disabled look. */
export const fieldIconButtonStates = {
  '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
  '&[data-focus-visible]': focusRingInset,
} as const;
