import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing } from '../private/focusRing';
import { keyCap } from '../private/keyCap';
import { visuallyHidden } from '../private/visuallyHidden';

// The trigger's own styles, apart from the palette's: the trigger is on every page, the palette
// loads when it opens.

/** Phones (the sidebar's breakpoint): the trigger is an icon, its text kept for its name. */
const narrow = '(max-width: 767.98px)';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: '13rem',
  height: vars.size.controlMd,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    [narrow]: {
      minWidth: 0,
      width: vars.size.controlMd,
      justifyContent: 'center',
      paddingInline: 0,
      border: 'none',
      backgroundColor: 'transparent',
      color: vars.color.text,
    },
  },
});

export const triggerIcon = style({ flexShrink: 0, fontSize: '1rem' });

export const triggerLabel = style({
  flex: 1,
  textAlign: 'start',
  // Kept for the button's name when only the icon shows.
  '@media': { [narrow]: visuallyHidden },
});

export const triggerKeys = style({ ...keyCap, '@media': { [narrow]: { display: 'none' } } });
