// Copy quote (issue 43, part 5; docs/decisions.md "Issue 43, part 5"): shown to whom may create
// quotes, asked first (it creates a record at today's prices), then the new quote opens with a toast;
// the server's refusal stays in the dialog, naming each item it refused.
import { HttpError, type PermissionKey } from '@doorline/api-client';
import { toastQueue } from '@doorline/design-system';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { makeQuote } from '@/testing/orders';
import { stubMethods } from '@/testing/stub-api';
import { canCopyQuote } from '../lib/record-actions';
import { RecordDocumentActions } from './record-document-actions';

const copy = vi.fn();

beforeEach(() => {
  copy.mockReset();
  stubMethods(api, { getMe: vi.fn(), copyQuote: copy });
});

const dealerSalesman = makeUser({ type: 'dealer', dealerId: 1 }, ['orders.read', 'orders.write']);
const production = makeUser({}, ['orders.read', 'production.manage'] as PermissionKey[]);

function renderActions(user = dealerSalesman, order = makeQuote()) {
  return renderApp(<RecordDocumentActions order={order} user={user} />, {
    route: '/quotes/7/details',
    path: '/quotes/7/details',
    user,
    routes: <Route path="/quotes/:id/details" element={<p>The new quote</p>} />,
  });
}

async function openDialog(user = dealerSalesman, order = makeQuote()) {
  const view = renderActions(user, order);
  await view.person.click(screen.getByRole('button', { name: 'Copy quote' }));
  // The dialog's module loads when it first opens.
  const dialog = await screen.findByRole(
    'alertdialog',
    { name: 'Copy # 000123 into a new quote?' },
    { timeout: 15_000 },
  );
  return { ...view, dialog };
}

describe('Copy quote', () => {
  it('is offered to whom may create quotes, on a quote, pre-order or order alike', () => {
    expect(canCopyQuote(dealerSalesman)).toBe(true);
    expect(canCopyQuote(production)).toBe(false);
    expect(canCopyQuote(undefined)).toBe(false);
    renderActions(production);
    expect(screen.queryByRole('button', { name: 'Copy quote' })).toBeNull();
  });

  it('asks first, saying the doors take today’s prices, then opens the new quote with a toast', async () => {
    copy.mockResolvedValue({ message: 'Quote copied', data: makeQuote({ id: 99, orderNumber: '000200' }) });
    const { dialog, person } = await openDialog(
      dealerSalesman,
      makeQuote({ stage: 'order', status: 'production' }),
    );
    expect(dialog.textContent).toMatch(/priced at today's prices/);
    expect(copy).not.toHaveBeenCalled();
    await person.click(within(dialog).getByRole('button', { name: 'Copy quote' }));
    await screen.findByText('The new quote');
    expect(copy).toHaveBeenCalledWith({ params: { id: 7 } });
    expect(toastQueue.visibleToasts.map((toast) => toast.content.message)).toContain(
      'Quote copied: # 000200',
    );
  });

  it('shows the server’s refusal in the dialog, naming each item it refused', async () => {
    copy.mockRejectedValue(
      new HttpError(
        400,
        'This door cannot be made as configured: see each field.',
        [
          {
            path: 'items.1.configuration.hand',
            message: 'Not made this way: only right.',
          },
        ],
        null,
        'doorNotMade',
      ),
    );
    const { dialog, person } = await openDialog();
    await person.click(within(dialog).getByRole('button', { name: 'Copy quote' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toMatch(/cannot be made as configured/);
    expect(alert.textContent).toMatch(/Item 2: Not made this way: only right\./);
    expect(screen.queryByText('The new quote')).toBeNull();
  });
});
