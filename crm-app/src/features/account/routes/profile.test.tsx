import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp } from '@/testing/render-app';

vi.mock('@/lib/api', () => ({ api: { auth: { getMe: vi.fn() } } }));

const { ProfilePage } = await import('./profile');

describe('profile page', () => {
  it("shows 'Empty' for each empty field of the public contacts, and for none at all", async () => {
    const user = makeUser({
      contact: { name: 'Front desk', email: 'desk@example.com', phone: null, mobile: '', fax: null },
    });
    const { unmount } = renderApp(<ProfilePage />, { user });
    const card = (await screen.findByRole('heading', { name: 'Public contacts' })).closest('section')!;
    expect(card.textContent).toContain('Front desk');
    expect([...card.querySelectorAll('dd')].map((value) => value.textContent)).toEqual([
      'Front desk',
      'desk@example.com',
      'Empty',
      'Empty',
      'Empty',
    ]);
    expect(card.textContent).not.toContain('—');
    unmount();

    const none = { name: null, email: null, phone: null, mobile: null, fax: null };
    renderApp(<ProfilePage />, { user: makeUser({ contact: none }) });
    const empty = (await screen.findByRole('heading', { name: 'Public contacts' })).closest('section')!;
    expect(empty.querySelectorAll('dd')).toHaveLength(0);
    expect(empty.querySelector('p')?.textContent).toBe('Empty');
  });
});
