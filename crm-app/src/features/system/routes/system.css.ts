import { style } from '@vanilla-extract/css';
import { vars } from '@doorline/design-system';

export const groups = style({ display: 'grid', gap: vars.space.xl, maxWidth: '32rem' });
