import { style } from '@vanilla-extract/css';
import { vars } from '@doorline/design-system';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  alignContent: 'start',
});
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
export const actions = style({ marginInlineStart: 'auto', display: 'flex', gap: vars.space.sm });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
