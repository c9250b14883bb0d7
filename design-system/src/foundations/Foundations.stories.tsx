import { expect, waitFor, within } from 'storybook/test';
import {
  ColorTokens,
  RadiusTokens,
  ShadowTokens,
  SizeTokens,
  SpaceTokens,
  TokenTables,
  TypeTokens,
} from './TokenTables';
import preview from '../stories/preview';

const meta = preview.meta({
  title: 'Foundations/Tokens',
  component: TokenTables,
  parameters: { layout: 'padded' },
});

export const All = meta.story({
  play: async ({ canvas }) => {
    const colours = canvas.getByRole('table', { name: /Colour tokens/ });
    const accent = within(colours).getByRole('row', { name: /^accent / });
    // Both theme columns show a value read from the theme's custom properties.
    await waitFor(() => expect(within(accent).getAllByText(/^#[0-9a-f]{6}$/)).toHaveLength(2));
  },
});

export const Colours = meta.story({ render: () => <ColorTokens /> });

export const Spacing = meta.story({ render: () => <SpaceTokens /> });

export const Sizes = meta.story({ render: () => <SizeTokens /> });

export const Type = meta.story({ render: () => <TypeTokens /> });

export const Radii = meta.story({ render: () => <RadiusTokens /> });

export const Shadows = meta.story({ render: () => <ShadowTokens /> });
