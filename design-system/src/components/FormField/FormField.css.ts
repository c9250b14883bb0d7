import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const control = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
});
