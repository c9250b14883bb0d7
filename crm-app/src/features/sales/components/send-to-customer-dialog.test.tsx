import { HttpError, type OrderDetails } from '@doorline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { serverConfigQueryOptions } from '@/lib/money';
import { makeUser, renderApp, testQueryClient } from '@/testing/render-app';
import { makeQuote } from '@/testing/orders';
import { stubMethods } from '@/testing/stub-api';
import { SendToCustomerDialog } from './send-to-customer-dialog';

const send = vi.fn();

beforeEach(() => {
  send.mockReset();
  stubMethods(api, {
    getMe: vi.fn(),
    sendOrder: send,
    config: vi.fn().mockResolvedValue({ data: { googleClientId: null, outbox: false, currency: 'UAH' } }),
  });
});

const quote = (email: string | null) =>
  makeQuote({
    customer: { id: null, contact: { name: 'Ivan Petrenko', email, phone: null, mobile: null, fax: null } },
    // The dealer's 10 % on totals is the dealer's: the customer's total is the lines' 1,250.
    totals: {
      subtotal: 1250,
      discountPercent: 10,
      discount: 125,
      total: 1125,
      net: 1125,
      discountFixed: false,
    },
  });

async function openDialog(order: OrderDetails, queryClient = testQueryClient()) {
  const onOpenChange = vi.fn();
  const view = renderApp(<SendToCustomerDialog order={order} isOpen onOpenChange={onOpenChange} />, {
    user: makeUser({}, ['orders.read', 'orders.write']),
    queryClient,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Send quote # 000123 to the customer' });
  return { ...view, dialog, onOpenChange };
}

describe('Send to customer', () => {
  it("fills in the customer's e-mail and the subject, and sends the contract's body in the reader's language", async () => {
    send.mockResolvedValue({
      message: 'sent',
      data: { email: 'ivan@example.test', fileName: 'quote-000123.pdf' },
    });
    const { dialog, person, onOpenChange } = await openDialog(quote('ivan@example.test'));
    const value = (name: RegExp) => (within(dialog).getByRole('textbox', { name }) as HTMLInputElement).value;
    expect(value(/Customer's e-mail/)).toBe('ivan@example.test');
    expect(value(/Subject/)).toBe('Quote # 000123');
    expect((within(dialog).getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement).value).toContain(
      'Hello Ivan Petrenko,',
    );
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(send).toHaveBeenCalledWith({
      params: { id: 7 },
      body: {
        email: 'ivan@example.test',
        subject: 'Quote # 000123',
        message: expect.stringContaining('quote # 000123 attached') as string,
        lang: 'en',
      },
    });
  });

  it('names the quote’s total in the organization’s currency in the message (issue 40 item 2)', async () => {
    // The record's page behind the dialog has learned the currency before the dialog opens.
    const queryClient = testQueryClient();
    await queryClient.prefetchQuery(serverConfigQueryOptions());
    const { dialog } = await openDialog(quote('ivan@example.test'), queryClient);
    const message = within(dialog).getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement;
    await waitFor(() => expect(message.value.replace(/[\u00a0\u202f]/g, ' ')).toContain('Total: ₴1,250.00.'));
  });

  it('says so and sends nothing when the quote has no customer e-mail', async () => {
    const { dialog } = await openDialog(quote(null));
    within(dialog).getByText(/The quote has no customer e-mail/);
    expect((within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on the form: too many sendings, with the wait", async () => {
    send.mockRejectedValue(
      new HttpError(
        429,
        'This quote was sent too often. Try again in 42 minutes.',
        [],
        2520,
        'quoteSentRecently',
        {
          minutes: 42,
        },
      ),
    );
    const { dialog, person, onOpenChange } = await openDialog(quote('ivan@example.test'));
    await person.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    await waitFor(() => expect(dialog.textContent).toMatch(/Try again in 42 minutes/));
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
