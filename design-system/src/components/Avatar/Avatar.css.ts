import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { width: '1.5rem', height: '1.5rem', fontSize: '0.625rem' },
  md: { width: '2rem', height: '2rem', fontSize: vars.fontSize.xs },
  lg: { width: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.md },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const decorativeInitials = style({
  '::before': { content: 'attr(data-initials)' },
});
