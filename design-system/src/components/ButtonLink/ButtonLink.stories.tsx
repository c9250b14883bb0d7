import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../stories/preview';
import { buttonSizes, buttonVariants } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Text } from '../Text/Text';
import { ButtonLink } from './ButtonLink';
import { controlsFor, tabOnto } from '../private/storyHelpers';

const meta = preview.meta({
  title: 'Navigation/ButtonLink',
  component: ButtonLink,
  args: { href: '#/quotes/new', children: 'New quote' },
  argTypes: controlsFor('inline-radio', { variant: buttonVariants, size: buttonSizes }),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'New quote' });
    await expect(link).toHaveAttribute('href', '#/quotes/new');
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    // A button's height: `controlMd`.
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
  },
});

export const Variants = meta.story({
  name: 'Every variant and size',
  parameters: { layout: 'padded' },
  render: () => (
    <Inline gap="md">
      {buttonVariants.map((variant) => (
        <ButtonLink key={variant} href={`#/${variant}`} variant={variant}>
          {variant}
        </ButtonLink>
      ))}
      {buttonSizes.map((size) => (
        <ButtonLink key={size} href={`#/${size}`} variant="secondary" size={size}>
          {`Size ${size}`}
        </ButtonLink>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(buttonVariants.length + buttonSizes.length);
    const small = canvas.getByRole('link', { name: 'Size sm' }).getBoundingClientRect().height;
    const large = canvas.getByRole('link', { name: 'Size lg' }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
});

/** Stands in for the app: its router receives the link's address. */
function Routed({ onNavigate }: { onNavigate: (href: string) => void }) {
  const [page, setPage] = useState('Orders');
  return (
    <RouterProvider
      navigate={(href) => {
        onNavigate(href);
        setPage('Order items');
      }}
    >
      <Inline gap="md">
        <Text>{`Now on: ${page}`}</Text>
        <ButtonLink href="#/orders/items" variant="secondary">
          Order items
        </ButtonLink>
      </Inline>
    </RouterProvider>
  );
}

const navigate = fn();

export const KeyboardNavigation = meta.story({
  name: 'Navigates through the router',
  render: () => <Routed onNavigate={navigate} />,
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Order items' });
    await tabOnto(link);
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('#/orders/items');
    await expect(canvas.getByText('Now on: Order items')).toBeVisible();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, children: 'Export' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Export' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
  },
});
