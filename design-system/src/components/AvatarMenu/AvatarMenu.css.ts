import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { criticalListItem, dropdownWidth, menuItem, popupSurface } from '../private/popupSurface';
import { focusRing } from '../private/focusRing';
import { truncatedLine } from '../private/layout';

export const trigger = style({
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'none',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered], &[data-pressed]': { opacity: 0.85 },
  },
});

export const popover = style({
  ...dropdownWidth,
  padding: vars.space.xs,
  ...popupSurface,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  marginBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
  ...truncatedLine,
});

export const menu = style({
  outline: 'none',
});

export const item = style(menuItem);

export const critical = style(criticalListItem);

export const itemIcon = style({
  display: 'inline-flex',
  fontSize: '1rem',
  color: 'currentColor',
  opacity: 0.85,
});
