import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteTabs } from './RouteTabs';

afterEach(cleanup);

const items = [
  { id: 'profile', label: 'Profile', href: '/me/profile' },
  { id: 'security', label: 'Security', href: '/me/security' },
];

describe('RouteTabs', () => {
  it('renders a navigation of links, the current page marked, and the routed page below', () => {
    render(
      <RouteTabs aria-label="Account" items={items} selectedId="security">
        <p>Security page</p>
      </RouteTabs>,
    );
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const security = within(nav).getByRole('link', { name: 'Security' });
    expect(security.getAttribute('href')).toBe('/me/security');
    expect(security.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Profile' }).hasAttribute('aria-current')).toBe(false);
    // Each tab is a page of its own: no ARIA tab list to arrow through.
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText('Security page')).toBeTruthy();
  });

  it('follows selectedId when the route changes', () => {
    const { rerender } = render(
      <RouteTabs aria-label="Account" items={items} selectedId="profile">
        <p>Profile page</p>
      </RouteTabs>,
    );
    rerender(
      <RouteTabs aria-label="Account" items={items} selectedId="security">
        <p>Security page</p>
      </RouteTabs>,
    );
    expect(screen.getByRole('link', { name: 'Security' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Profile' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByText('Security page')).toBeTruthy();
  });
});
