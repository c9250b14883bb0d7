import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { criticalListItem, dropdownWidth, menuItem, popupSurface } from '../private/popupSurface';
import { entranceAnimation } from '../private/motion';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(-0.25rem)' } });

export const popover = style({
  ...dropdownWidth,
  padding: vars.space.xs,
  ...popupSurface,
  overflowY: 'auto',
  ...entranceAnimation(fadeIn, vars.motion.fast),
});

export const menu = style({
  outline: 'none',
});

export const item = style({ ...menuItem, lineHeight: vars.lineHeight.tight });

export const critical = style(criticalListItem);

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: '1rem',
  opacity: 0.85,
});

export const sectionHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const separator = style({
  height: '1px',
  marginBlock: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.xs})`,
  border: 'none',
  backgroundColor: vars.color.border,
});

export const chevron = style({
  display: 'inline-flex',
  fontSize: '1rem',
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  color: vars.color.textMuted,
});
