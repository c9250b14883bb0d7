import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteTabs } from './Tabs';

afterEach(cleanup);

const items = [
  { id: 'profile', label: 'Profile', href: '/me/profile' },
  { id: 'security', label: 'Security', href: '/me/security' },
];

describe('RouteTabs', () => {
  it('renders link tabs and shows the routed page in the selected tab panel', () => {
    render(
      <RouteTabs aria-label="Account" items={items} selectedId="security">
        <p>Security page</p>
      </RouteTabs>,
    );
    const security = screen.getByRole('tab', { name: 'Security' });
    expect(security.getAttribute('href')).toBe('/me/security');
    expect(security.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Security page');
    expect(panel.getAttribute('aria-labelledby')).toBe(security.id);
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
    expect(screen.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Security' }).getAttribute('aria-controls')).toBe(
      screen.getByRole('tabpanel').id,
    );
  });
});
