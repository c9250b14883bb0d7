import { style } from '@vanilla-extract/css';
import { input as textInput } from '../TextField/TextField.css';

// A text field's box (TextField's) with digits of equal width, so amounts line up.
export const input = style([textInput, { fontVariantNumeric: 'tabular-nums' }]);
