import { expect, within } from 'storybook/test';
import preview from '../../stories/preview';
import { spaceTokens } from '../../themes/sprinkles.css';
import { Text } from '../Text/Text';
import { Box, boxElements } from './Box';
import { controlsFor } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Layout/Box',
  component: Box,
  argTypes: controlsFor('select', { as: boxElements, padding: spaceTokens }),
  args: {
    as: 'section',
    'aria-label': 'Summary',
    padding: 'lg',
    borderRadius: 'lg',
    backgroundColor: 'surfaceRaised',
    children: <Text>Twelve quotes wait for approval.</Text>,
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Summary' });
    await expect(region.tagName).toBe('SECTION');
    // `lg` is 1rem: 16 px on every side.
    const style = getComputedStyle(region);
    await expect([style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft]).toEqual([
      '16px',
      '16px',
      '16px',
      '16px',
    ]);
    await expect(style.borderTopLeftRadius).not.toBe('0px');
  },
});

export const Padding = meta.story({
  name: 'Padding on each axis',
  args: { paddingX: 'xl', paddingY: 'xs', 'aria-label': 'Padded' },
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByRole('region', { name: 'Padded' }));
    // `xl` is 1.5rem across, `xs` 0.25rem along.
    await expect(style.paddingLeft).toBe('24px');
    await expect(style.paddingRight).toBe('24px');
    await expect(style.paddingTop).toBe('4px');
    await expect(style.paddingBottom).toBe('4px');
  },
});

export const AsList = meta.story({
  name: 'As a list',
  args: {
    as: 'ul',
    'aria-label': 'Steps',
    display: 'grid',
    gap: 'xs',
    padding: 'none',
    backgroundColor: undefined,
    children: ['Submit', 'Approve', 'Confirm'].map((step) => (
      <Box as="li" key={step}>
        <Text>{step}</Text>
      </Box>
    )),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Steps' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).rowGap).toBe('4px');
  },
});
