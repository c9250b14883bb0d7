import { style } from '@vanilla-extract/css';
import { vars } from '@doorline/design-system';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  alignContent: 'start',
});
