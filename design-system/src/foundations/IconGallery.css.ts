import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxWidth: '60rem',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
});

export const sample = style({
  display: 'flex',
  fontSize: '24px',
  color: vars.color.text,
});

export const name = style({
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
