import { style } from '@vanilla-extract/css';
import { visuallyHidden as hidden } from '../private/visuallyHidden';

export const visuallyHidden = style(hidden);
