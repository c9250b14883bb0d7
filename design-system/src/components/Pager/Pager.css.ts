import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { focusRing, focusRingInset } from '../private/focusRing';
import { visuallyHidden } from '../private/visuallyHidden';
import { inlineFlexRow } from '../private/layout';
import { dropdownWidth, listBoxOption, popupSurface } from '../private/popupSurface';
import { fadedDisabled, pressFill } from '../private/pressStates';

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const limitField = style({
  ...inlineFlexRow(vars.space.sm),
});

export const limitLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const limitTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: '4.25rem',
  height: vars.size.controlSm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': fadedDisabled,
  },
});

export const limitChevron = style({ color: vars.color.textMuted });

export const popover = style({
  ...dropdownWidth,
  padding: vars.space.xs,
  ...popupSurface,
  borderRadius: vars.radius.md,
});

export const listBox = style({ outline: 'none', fontFamily: vars.font.family });

export const option = style({
  ...listBoxOption,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const optionCheck = style({ color: vars.color.accentText });

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.controlSm,
  height: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    ...pressFill,
    '&[aria-current="page"]': {
      borderColor: vars.color.borderStrong,
      backgroundColor: vars.color.background,
      boxShadow: vars.shadow.sm,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': fadedDisabled,
  },
});

export const stepButton = style({ paddingInline: vars.space.md });

// On a phone the chevrons carry Previous/Next; the words stay for screen readers.
export const stepLabel = style({
  '@media': { '(max-width: 479px)': visuallyHidden },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSm,
  color: vars.color.textMuted,
});
