import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { ProfilePage } from './profile';

beforeEach(() => stubMethods(api, { getMe: vi.fn() }));

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
