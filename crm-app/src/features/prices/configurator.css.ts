import { vars } from '@doorline/design-system';
import { style } from '@vanilla-extract/css';

// The configurator (issue 43, part 3): what the design system's layout primitives cannot say. The
// configuration on the left and its price on the right, kept in view while the options scroll; one
// column on a phone, the price under the configuration and above the button.

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 26rem)' },
  },
});

/** The price and the button: beside the configuration and in view while it scrolls, on a wide screen. */
export const aside = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@media': {
    'screen and (min-width: 64rem)': { position: 'sticky', top: 0 },
  },
});

/** The size fields: side by side where they fit, each wide enough for a size and its unit. */
export const sizes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.md,
  maxWidth: '48rem',
});

/** The family filter and the model's search after it, wider for a model's long name, side by side where they fit. */
export const modelPicker = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  maxWidth: '48rem',
  '@media': {
    'screen and (min-width: 40rem)': { gridTemplateColumns: 'minmax(10rem, 1fr) minmax(0, 2fr)' },
  },
});
