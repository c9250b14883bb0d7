import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Box, splitLayout } from './Box';

afterEach(cleanup);

describe('splitLayout', () => {
  it('separates the layout properties from the element’s own', () => {
    const [layout, rest] = splitLayout({ padding: 'md', gap: 'sm', id: 'x', 'aria-label': 'Box' });
    expect(layout).toEqual({ padding: 'md', gap: 'sm' });
    expect(rest).toEqual({ id: 'x', 'aria-label': 'Box' });
  });
});

describe('Box', () => {
  it('renders the element it is asked for, with its attributes and extra classes', () => {
    render(
      <Box as="section" aria-label="Summary" id="summary" padding="lg" className="extra">
        text
      </Box>,
    );
    const region = screen.getByRole('region', { name: 'Summary' });
    expect(region.tagName).toBe('SECTION');
    expect(region.id).toBe('summary');
    expect(region.className).toMatch(/\S+ extra$/);
    expect(region.getAttribute('padding')).toBeNull();
  });

  it('gives a different class for a different token', () => {
    render(
      <>
        <Stack aria-label="A" role="group" gap="sm" />
        <Stack aria-label="B" role="group" gap="lg" />
        <Inline aria-label="C" role="group" gap="sm" />
      </>,
    );
    const [a, b, c] = ['A', 'B', 'C'].map((name) => screen.getByRole('group', { name }).className);
    expect(a).not.toBe(b);
    expect(a).not.toBe(c);
  });
});
