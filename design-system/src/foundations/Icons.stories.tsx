import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as iconModule from '../exports-icons';
import { IconGallery } from './IconGallery';

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  play: async ({ canvas }) => {
    // Every icon the package exports is listed by name, none by hand.
    const exported = Object.keys(iconModule).filter((name) => name.endsWith('Icon'));
    const list = canvas.getByRole('list', { name: `${exported.length} icons` });
    for (const name of exported) await expect(list).toHaveTextContent(name);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(exported.length);
  },
};
