import { vars } from '@doorline/design-system';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.md });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  width: '100%',
});

export const footerStart = style({ marginInlineEnd: 'auto' });
