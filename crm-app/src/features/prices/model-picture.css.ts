import { vars } from '@doorline/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

// A door model's picture (issue 43): a fixed box for each size, so that nothing moves while it loads;
// the picture fits inside it (a door is tall), and a model without one shows a neutral door icon.

const box = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
});

/** A list's thumbnail (the model picker, the models' table); the configurator's larger one. */
export const frame = styleVariants({
  small: [box, { width: '2rem', height: '2.5rem' }],
  large: [box, { width: '6rem', height: '8rem' }],
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' });

export const icon = styleVariants({
  small: { width: '1rem', height: '1rem' },
  large: { width: '2.5rem', height: '2.5rem' },
});

/** The configurator's model picker with the chosen model's picture after it (under it on a phone). */
export const chosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  minWidth: 0,
});

export const chosenPicker = style({ flex: '1 1 16rem', minWidth: 0 });

/** The models' table's picture cell: the thumbnail and, for whom may manage prices, its button. */
export const cell = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
