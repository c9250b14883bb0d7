import { HttpError } from '@doorline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { UserActions } from './user-actions';

const reinvite = vi.fn();
beforeEach(() => stubMethods(api, { reinvite }));

const invited = { id: 41, name: 'Ivy Invited', status: 'invited' as const };

async function chooseReinvite(person: ReturnType<typeof renderApp>['person']) {
  await person.click(screen.getByRole('button', { name: 'Actions for Ivy Invited' }));
  await person.click(await screen.findByRole('menuitem', { name: 'Reinvite' }));
  const confirm = await screen.findByRole('alertdialog');
  await person.click(within(confirm).getByRole('button', { name: 'Confirm' }));
}

describe('reinvite (issue 24)', () => {
  it("lets a dealer admin reinvite their own dealer's invited user", async () => {
    reinvite.mockResolvedValueOnce({ message: 'ok' });
    const dealerAdmin = makeUser({ id: 2, type: 'dealer', dealerId: 7 }, ['dealer.users']);
    const { person } = renderApp(<UserActions user={invited} display="menu" />, { user: dealerAdmin });
    await chooseReinvite(person);
    await waitFor(() => expect(reinvite).toHaveBeenCalledWith({ params: { id: 41 } }));
    expect(await screen.findByText('Reinvite user successful!')).toBeTruthy();
  });

  it('says how long the wait is in its own words, counting down, not "too many attempts"', async () => {
    reinvite.mockRejectedValueOnce(
      new HttpError(429, 'Please wait 21 seconds before requesting a new code.', [], 21, 'codeWait', {
        seconds: 21,
      }),
    );
    const admin = makeUser({ id: 1 }, ['users.read', 'users.invite']);
    const { person } = renderApp(<UserActions user={invited} display="menu" />, { user: admin });
    await chooseReinvite(person);
    expect(await screen.findByText('You can send it again in 21 s.')).toBeTruthy();
    expect(screen.queryByText(/Too many attempts/)).toBeNull();
    await person.click(screen.getByRole('button', { name: 'Actions for Ivy Invited' }));
    const item = await screen.findByRole('menuitem', { name: /^Reinvite: you can send it again in \d+ s$/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
  });
});
