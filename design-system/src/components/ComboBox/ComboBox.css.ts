import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import {
  dropdownWidth,
  listEmptyText,
  listOption,
  optionSecondLine,
  popupSurface,
} from '../private/popupSurface';
import { fieldIconButton, fieldIconButtonStates, framedControl } from '../private/controlFrame';
import { growingColumn } from '../private/layout';

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style([
  framedControl('[data-focused]'),
  {
    height: vars.size.controlMd,
    width: '100%',
    paddingInlineStart: vars.space.md,
    // Room for the chevron button and the spinner drawn over the input's end.
    paddingInlineEnd: `calc(${vars.size.controlSm} * 2)`,
    fontSize: vars.fontSize.md,
    textOverflow: 'ellipsis',
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    },
  },
]);

export const busy = style({
  position: 'absolute',
  insetInlineEnd: `calc(${vars.size.controlSm} + ${vars.space.xxs})`,
  display: 'inline-flex',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  pointerEvents: 'none',
});

export const trigger = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
  ...fieldIconButton,
  selectors: {
    ...fieldIconButtonStates,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6, backgroundColor: 'transparent' },
  },
});

export const popover = style({
  ...dropdownWidth,
  display: 'flex',
  flexDirection: 'column',
  ...popupSurface,
  overflow: 'hidden',
});

export const listBox = style({
  maxHeight: `calc(${vars.size.controlMd} * 8)`,
  padding: vars.space.xs,
  overflowY: 'auto',
  outline: 'none',
});

export const option = style({
  ...listOption,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
});

export const optionText = style(growingColumn);

// A dropdown is 200 px wide (size.dropdownWidth): a long name or e-mail wraps rather than being cut.
export const optionLabel = style({ overflowWrap: 'anywhere' });

export const optionDescription = style(optionSecondLine);

export const check = style({
  flexShrink: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.accentText,
});

export const empty = style(listEmptyText);

export const loadingMore = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
