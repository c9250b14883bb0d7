import { style } from '@vanilla-extract/css';
import { vars } from '@doorline/design-system';

export const screen = style({
  minHeight: '100dvh',
  background: vars.color.surfaceMuted,
});

export const content = style({
  width: 'min(100%, 60rem)',
  marginInline: 'auto',
});

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const body = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
