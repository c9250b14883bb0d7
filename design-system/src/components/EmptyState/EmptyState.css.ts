import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { panelTitle } from '../private/headerParts';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  fontFamily: vars.font.family,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xxl,
});

export const title = style(panelTitle);

export const description = style({
  maxWidth: '28rem',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const action = style({ marginTop: vars.space.sm });
