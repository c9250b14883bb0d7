import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export { description, error, field, label, requiredMark } from '../private/field.css';

export const input = style({
  height: vars.size.controlMd,
  width: '100%',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  boxShadow: vars.shadow.sm,
  outline: 'none',
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.criticalText },
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 1px ${vars.color.criticalText}` },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceMuted,
      cursor: 'not-allowed',
      opacity: 0.6,
    },
  },
});
