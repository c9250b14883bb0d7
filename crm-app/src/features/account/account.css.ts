import { style } from '@vanilla-extract/css';
import { vars } from '@doorline/design-system';

export const stack = style({ display: 'grid', gap: vars.space.lg, paddingBlockStart: vars.space.lg });

export const grow = style({ flex: '1 1 14rem', minWidth: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const qr = style({
  display: 'block',
  width: '12rem',
  height: '12rem',
  borderRadius: vars.radius.md,
  // The code must stay dark on light to scan, in either theme.
  backgroundColor: '#fff',
  padding: vars.space.xs,
});

export const secret = style({
  display: 'block',
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.08em',
  wordBreak: 'break-all',
  userSelect: 'all',
  color: vars.color.text,
});

export const secretLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const cardText = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
