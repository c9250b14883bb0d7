import { style } from '@vanilla-extract/css';
import { vars } from '@doorline/design-system';

export const group = style({ display: 'grid', gap: vars.space.sm });
export const label = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
