import { style } from '@vanilla-extract/css';
import { vars } from '@doorline/design-system';

export const loadError = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.md,
  padding: vars.space.xl,
});
