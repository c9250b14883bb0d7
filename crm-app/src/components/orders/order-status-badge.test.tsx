import { orderStatuses } from '@doorline/api-client';
import { statusTones } from '@doorline/design-system';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './order-status-badge';

afterEach(cleanup);

const toneOf = (status: (typeof orderStatuses)[number]) => {
  const { container } = render(<OrderStatusBadge status={status} />);
  const badge = container.querySelector(`[data-status="${status}"]`);
  const tone = badge?.getAttribute('data-tone');
  cleanup();
  return tone;
};

describe('OrderStatusBadge', () => {
  it('gives every order status one of the design system’s tones', () => {
    for (const status of orderStatuses) expect(statusTones).toContain(toneOf(status));
  });

  it('marks success and trouble consistently', () => {
    expect(toneOf('rejected')).toBe('critical');
    expect(toneOf('delayed')).toBe('critical');
    expect(toneOf('completed')).toBe('success');
    expect(toneOf('hold')).toBe('warning');
    expect(toneOf('draft')).toBe('neutral');
  });

  it('shows the translated status', () => {
    const { container } = render(<OrderStatusBadge status="in_stock" />);
    expect(container.textContent).toBe('In stock');
  });
});
