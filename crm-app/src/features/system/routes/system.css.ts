import { style } from '@vanilla-extract/css';
import { vars } from '@doorline/design-system';

export const groups = style({ display: 'grid', gap: vars.space.xl, maxWidth: '32rem' });

export const page = style({ display: 'grid', gap: vars.space.xl });

export const sessions = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const session = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const sessionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const device = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
