import { style } from '@vanilla-extract/css';
import { vars } from '@doorline/design-system';

export const screen = style({
  minHeight: '100dvh',
  display: 'grid',
  // One column as wide as the card: a long line of text (an alert) must wrap, not widen the column.
  gridTemplateColumns: 'min(100%, 24rem)',
  placeContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
});

export const card = style({
  width: 'min(100%, 24rem)',
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const logo = style({
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentForeground,
});

export const suffix = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const form = style({ display: 'grid', gap: vars.space.lg });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const resend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const actions = style({ display: 'grid', gap: vars.space.sm });
