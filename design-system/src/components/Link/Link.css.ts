import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';
import { fadedDisabled } from '../private/pressStates';

export const link = style({
  color: vars.color.accentText,
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  transition: `text-decoration-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { textDecorationColor: 'currentColor' },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': fadedDisabled,
  },
});
