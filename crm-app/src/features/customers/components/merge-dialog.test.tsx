import { HttpError } from '@doorline/api-client';
import { toastQueue } from '@doorline/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { customerKeys } from '@/lib/customer-keys';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { MergeCustomersForm } from './merge-dialog';
import { customerFixture as customer } from './customer-fixtures';

const calls = { merge: vi.fn(), records: vi.fn() };

beforeEach(() => {
  stubMethods(api, { getMe: vi.fn(), mergeCustomers: calls.merge, mainOrders: calls.records });
  calls.records.mockImplementation(({ query }: { query: { customerId: number } }) =>
    Promise.resolve({ data: [], pagination: { page: 1, limit: 50, count: query.customerId === 9 ? 3 : 1 } }),
  );
});
afterEach(() => {
  vi.clearAllMocks();
});

const dealerAdmin = makeUser({ type: 'dealer', dealerId: 7 }, [
  'customers.read',
  'customers.write',
  'customers.merge',
  'orders.read',
]);

const older = customer(4, { phone: '+380501112233', tags: ['architect'], note: 'Calls after 5' });
const newer = customer(9, {
  name: 'hanna koval',
  email: 'HANNA@koval.test',
  phone: '+380509998877',
  tags: ['repeat'],
  note: 'Prefers e-mail',
  createdAt: '2026-11-05T12:00:00.000Z',
});
const pair = [older, newer] as const;

const toasts = () => toastQueue.visibleToasts.map((toast) => toast.content.message);

async function open(onOpenChange = vi.fn(), onMerged = vi.fn()) {
  const rendered = renderApp(
    <MergeCustomersForm pair={pair} onOpenChange={onOpenChange} onMerged={onMerged} />,
    { user: dealerAdmin },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Merge customers' });
  return { ...rendered, dialog, onOpenChange, onMerged };
}

const group = (dialog: HTMLElement, name: string) => within(dialog).getByRole('radiogroup', { name });

describe('the Merge customers dialog', () => {
  it("asks which to keep (the older at first) and whose value of each differing field, as the server's defaults", async () => {
    const { dialog } = await open();
    const keep = group(dialog, 'Keep');
    const choices = within(keep).getAllByRole('radio') as HTMLInputElement[];
    expect(choices.map((choice) => choice.checked)).toEqual([true, false]);
    // What is removed, and how many of its records move.
    expect(dialog.textContent).toContain('hanna koval will be removed');
    await waitFor(() => expect(dialog.textContent).toContain('3 records move.'));
    // Only what differs is asked: the city is the same.
    expect(within(dialog).queryByRole('radiogroup', { name: 'Address' })).toBeNull();
    const phone = group(dialog, 'Phone');
    expect((within(phone).getByRole('radio', { name: '+380501112233' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // The note and the tags may keep both; the tags do at first.
    expect(within(group(dialog, 'Note')).getByRole('radio', { name: 'Both' })).toBeTruthy();
    expect(
      (within(group(dialog, 'Tags')).getByRole('radio', { name: 'Both' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(group(dialog, 'Email')).queryByRole('radio', { name: 'Both' })).toBeNull();
  });

  it('sends the chosen values in `take` and the survivor in the path, then hands over the survivor', async () => {
    calls.merge.mockResolvedValueOnce({
      message: 'Customers merged',
      data: { ...older, phone: newer.phone },
    });
    const { person, dialog, onOpenChange, onMerged, queryClient } = await open();
    queryClient.setQueryData(customerKeys.record(9), newer);
    await person.click(within(group(dialog, 'Phone')).getByRole('radio', { name: '+380509998877' }));
    await person.click(within(dialog).getByRole('button', { name: 'Merge' }));

    await waitFor(() => expect(onMerged).toHaveBeenCalledWith(expect.objectContaining({ id: 4 })));
    expect(calls.merge).toHaveBeenCalledWith({
      params: { id: 4 },
      body: {
        duplicateId: 9,
        take: { name: 'survivor', email: 'survivor', phone: 'duplicate', note: 'survivor', tags: 'both' },
      },
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(toasts()).toContain('Customers merged');
    // The merged customer is gone from the cache; the survivor's answer is in it.
    expect(queryClient.getQueryData(customerKeys.record(9))).toBeUndefined();
    expect(queryClient.getQueryData(customerKeys.record(4))).toEqual(
      expect.objectContaining({ phone: newer.phone }),
    );
  });

  it('keeps the newer when chosen: the untouched fields follow it, a chosen one keeps its value', async () => {
    calls.merge.mockResolvedValueOnce({ message: 'Customers merged', data: newer });
    const { person, dialog } = await open();
    await person.click(within(group(dialog, 'Email')).getByRole('radio', { name: 'hanna@koval.test' }));
    await person.click(within(group(dialog, 'Email')).getByRole('radio', { name: 'HANNA@koval.test' }));
    await person.click(within(group(dialog, 'Email')).getByRole('radio', { name: 'hanna@koval.test' }));
    await person.click(within(group(dialog, 'Keep')).getByRole('radio', { name: 'hanna koval' }));
    expect(dialog.textContent).toContain('Hanna Koval will be removed');
    await waitFor(() => expect(dialog.textContent).toContain('1 record moves.'));
    const phone = group(dialog, 'Phone');
    await waitFor(() =>
      expect((within(phone).getByRole('radio', { name: '+380509998877' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    await person.click(within(group(dialog, 'Note')).getByRole('radio', { name: 'Both' }));
    await person.click(within(dialog).getByRole('button', { name: 'Merge' }));

    await waitFor(() => expect(calls.merge).toHaveBeenCalled());
    expect(calls.merge).toHaveBeenCalledWith({
      params: { id: 9 },
      body: {
        duplicateId: 4,
        take: { name: 'survivor', email: 'duplicate', phone: 'survivor', note: 'both', tags: 'both' },
      },
    });
  });

  it("shows the server's refusal in the dialog, keeps it open with the choices as they were", async () => {
    calls.merge.mockRejectedValueOnce(
      new HttpError(
        400,
        'Only customers of the same dealer can be merged',
        [
          {
            path: 'duplicateId',
            message: 'Only customers of the same dealer can be merged',
            code: 'mergeOtherDealer',
          },
        ],
        null,
        'mergeOtherDealer',
      ),
    );
    const { person, dialog, onOpenChange, onMerged } = await open();
    await person.click(within(group(dialog, 'Phone')).getByRole('radio', { name: '+380509998877' }));
    await person.click(within(dialog).getByRole('button', { name: 'Merge' }));

    await within(dialog).findByText('Only customers of the same dealer can be merged');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onMerged).not.toHaveBeenCalled();
    expect(
      (within(group(dialog, 'Phone')).getByRole('radio', { name: '+380509998877' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('says that a customer that is gone is not found', async () => {
    calls.merge.mockRejectedValueOnce(new HttpError(404, 'Customer not found', [], null, 'customerNotFound'));
    const { person, dialog, onOpenChange } = await open();
    await person.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await within(dialog).findByText('Customer not found');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
