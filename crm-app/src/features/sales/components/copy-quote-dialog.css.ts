import { style } from '@vanilla-extract/css';

/** One refused item's words, a line of its own under the refusal. */
export const itemProblem = style({ display: 'block' });
