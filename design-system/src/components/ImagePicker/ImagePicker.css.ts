import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { flexRow } from '../private/layout';

export const row = style({
  ...flexRow(vars.space.lg),
});

export const preview = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '4rem',
  height: '4rem',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: '1.5rem',
  selectors: {
    '[data-invalid] &': { borderColor: vars.color.criticalText },
  },
});

export const shape = styleVariants({
  round: { borderRadius: vars.radius.full },
  square: { borderRadius: vars.radius.lg },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
