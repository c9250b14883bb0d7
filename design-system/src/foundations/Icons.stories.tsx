import { expect } from 'storybook/test';
import preview from '../stories/preview';
import * as iconModule from '../exports-icons';
import { IconGallery } from './IconGallery';

const meta = preview.meta({
  title: 'Foundations/Icons',
  component: IconGallery,
  parameters: { layout: 'padded' },
});

export const Gallery = meta.story({
  play: async ({ canvas }) => {
    // Every icon the package exports is listed by name, none by hand.
    const exported = Object.keys(iconModule).filter((name) => name.endsWith('Icon'));
    const list = canvas.getByRole('list', { name: `${exported.length} icons` });
    for (const name of exported) await expect(list).toHaveTextContent(name);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(exported.length);
  },
});
