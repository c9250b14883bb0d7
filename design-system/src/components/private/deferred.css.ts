import { style } from '@vanilla-extract/css';

/** The box around a deferred widget (`deferred`): no box of its own, so the layout is the widget's. */
export const box = style({ display: 'contents' });
