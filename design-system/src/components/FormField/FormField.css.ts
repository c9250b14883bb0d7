import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { flexColumn } from '../private/layout';

export const control = style({
  ...flexColumn(vars.space.sm),
  paddingBlock: vars.space.xxs,
});
