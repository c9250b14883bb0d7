// Follow / Following on a record's page (issue 40): the reader follows and unfollows the record; the
// button says which, and a refusal is shown and changes nothing.
import { HttpError, type OrderDetails } from '@doorline/api-client';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { FollowButton } from './follow-button';

const calls = { orderDetails: vi.fn(), followOrder: vi.fn(), unfollowOrder: vi.fn() };

beforeEach(() => {
  for (const call of Object.values(calls)) call.mockReset();
  stubMethods(api, { getMe: vi.fn(), ...calls });
});

const order = (following: boolean) =>
  ({ id: 7, orderNumber: '000123', following }) as unknown as OrderDetails;

function renderButton(following: boolean) {
  calls.orderDetails.mockResolvedValue({ data: order(following) });
  return renderApp(<FollowButton orderId={7} />, { user: makeUser({}, ['orders.read']) });
}

describe('Follow / Following', () => {
  it('follows the record, then unfollows it; the button is pressed while following', async () => {
    calls.followOrder.mockResolvedValue({ data: { following: true } });
    calls.unfollowOrder.mockResolvedValue({ data: { following: false } });
    const { person } = renderButton(false);
    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');

    await person.click(follow);
    expect(calls.followOrder).toHaveBeenCalledWith({ params: { id: 7 } });
    const following = await screen.findByRole('button', { name: 'Following' });
    await waitFor(() => expect(following.getAttribute('aria-pressed')).toBe('true'));

    await person.click(following);
    expect(calls.unfollowOrder).toHaveBeenCalledWith({ params: { id: 7 } });
    expect((await screen.findByRole('button', { name: 'Follow' })).getAttribute('aria-pressed')).toBe(
      'false',
    );
    // The answers went into the record's details: it was read once.
    expect(calls.orderDetails).toHaveBeenCalledTimes(1);
  });

  it('a refusal is shown and leaves the record followed as it was', async () => {
    calls.unfollowOrder.mockRejectedValue(new HttpError(404, 'Order not found'));
    const { person } = renderButton(true);
    await person.click(await screen.findByRole('button', { name: 'Following' }));
    await screen.findByText('Order not found');
    const button = await screen.findByRole('button', { name: 'Following' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });
});
