import type { Meta, StoryObj } from '@storybook/react-vite';
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

const meta = {
  title: 'Foundations/Tokens',
  component: TokenTables,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TokenTables>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvas }) => {
    const colours = canvas.getByRole('table', { name: /Colour tokens/ });
    const accent = within(colours).getByRole('row', { name: /^accent / });
    // Both theme columns show a value read from the theme's custom properties.
    await waitFor(() => expect(within(accent).getAllByText(/^#[0-9a-f]{6}$/)).toHaveLength(2));
  },
};

export const Colours: Story = { render: () => <ColorTokens /> };

export const Spacing: Story = { render: () => <SpaceTokens /> };

export const Sizes: Story = { render: () => <SizeTokens /> };

export const Type: Story = { render: () => <TypeTokens /> };

export const Radii: Story = { render: () => <RadiusTokens /> };

export const Shadows: Story = { render: () => <ShadowTokens /> };
