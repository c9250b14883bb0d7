import { HttpError, type DealerDetails } from '@doorline/api-client';
import { toastQueue } from '@doorline/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { dealerKeys } from '@/lib/dealer-lookup';
import { makeUser, renderApp, testQueryClient } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { CreateDealerForm } from './create-dealer-dialog';
import { DealerAccountForm } from './dealer-account-dialog';
import { DealerProfile } from './dealer-profile';

const calls = { create: vi.fn(), update: vi.fn(), get: vi.fn() };

beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    createDealer: calls.create,
    updateDealer: calls.update,
    dealer: calls.get,
  });
});
afterEach(() => {
  vi.clearAllMocks();
});

const admin = makeUser({}, ['dealers.read', 'dealers.manage', 'orders.read']);
const dealerAdmin = makeUser({ type: 'dealer', dealerId: 7 }, [
  'dealer.profile',
  'dealer.users',
  'orders.read',
]);

const dealer: DealerDetails = {
  id: 7,
  name: 'North Doors',
  description: 'Kyiv showroom',
  discount: 5,
  status: 'active',
  contact: { name: 'Iryna', email: 'iryna@north.test', phone: '+380501234567', mobile: null, fax: null },
  responsibleContact: { name: null, email: null, phone: null, mobile: null, fax: null },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  salesCounts: { quote: 3, preorder: 1, order: 2, production: 0, warehouse: 0, hold: 0 },
  userCount: 2,
};

/** A query client that already holds the dealer, as the profile page has it. */
function withDealer(record: DealerDetails = dealer) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(dealerKeys.record(record.id), record);
  return queryClient;
}

describe('create dealer dialog', () => {
  it("says 'Must be at least 2.' for the name and the description and sends nothing", async () => {
    const { person } = renderApp(<CreateDealerForm onOpenChange={() => {}} />, { user: admin });
    const dialog = await screen.findByRole('dialog', { name: 'Create dealer' });
    await person.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'N');
    await person.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(dialog).getAllByText('Must be at least 2.')).toHaveLength(2));
    expect(calls.create).not.toHaveBeenCalled();
  });

  it("creates the dealer, says 'Dealer company created successful!' and hands over the new dealer", async () => {
    calls.create.mockResolvedValueOnce({
      message: 'Dealer company created successful!',
      data: { ...dealer, id: 12 },
    });
    const onOpenChange = vi.fn();
    const onCreated = vi.fn();
    const { person } = renderApp(<CreateDealerForm onOpenChange={onOpenChange} onCreated={onCreated} />, {
      user: admin,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create dealer' });
    await person.type(within(dialog).getByRole('textbox', { name: /^Name/ }), ' West Doors ');
    await person.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Lviv');
    await person.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 12 })));
    expect(calls.create).toHaveBeenCalledWith({ body: { name: 'West Doors', description: 'Lviv' } });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(toastQueue.visibleToasts.map((toast) => toast.content.message)).toContain(
      'Dealer company created successful!',
    );
  });
});

describe('dealer account dialog', () => {
  it('enables Save and Reset only after a change; Reset brings back what the server has', async () => {
    calls.get.mockResolvedValue({ data: dealer });
    const { person } = renderApp(<DealerAccountForm dealer={dealer} withDiscount onOpenChange={() => {}} />, {
      user: admin,
      queryClient: withDealer(),
    });
    const save = screen.getByRole('button', { name: 'Save' });
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(reset.hasAttribute('disabled')).toBe(true);

    const name = screen.getByRole('textbox', { name: /^Name/ });
    await person.type(name, ' ');
    // A stray space is no change.
    expect(save.hasAttribute('disabled')).toBe(true);
    await person.type(name, 'Plus');
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(reset.hasAttribute('disabled')).toBe(false);

    await person.click(reset);
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('North Doors'));
    expect(calls.get).toHaveBeenCalledWith({ params: { id: 7 }, signal: expect.anything() });
    expect(save.hasAttribute('disabled')).toBe(true);
  });

  it('requires the name, and sends the account section with the discount for dealers.manage', async () => {
    calls.update.mockResolvedValueOnce({ data: { ...dealer, discount: 12.5 } });
    const onOpenChange = vi.fn();
    const { person } = renderApp(
      <DealerAccountForm dealer={dealer} withDiscount onOpenChange={onOpenChange} />,
      {
        user: admin,
        queryClient: withDealer(),
      },
    );
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await person.clear(name);
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls.update).not.toHaveBeenCalled();

    await person.type(name, 'North Doors');
    const discount = screen.getByRole('textbox', { name: /^Discount/ });
    await person.clear(discount);
    await person.type(discount, '12.5');
    await person.tab();
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.update).toHaveBeenCalledWith({
      params: { id: 7 },
      body: {
        name: 'North Doors',
        description: 'Kyiv showroom',
        discount: 12.5,
      },
    });
    expect(toastQueue.visibleToasts.map((toast) => toast.content.message)).toContain('Profile updated.');
  });

  it("offers a dealer admin no discount, and a failure reads as a sentence with the server's field message", async () => {
    calls.update.mockRejectedValueOnce(
      new HttpError(400, 'PROFILE.UPDATE_ERROR', [{ path: 'name', message: 'Name is taken.' }]),
    );
    const onOpenChange = vi.fn();
    const { person } = renderApp(
      <DealerAccountForm dealer={dealer} withDiscount={false} onOpenChange={onOpenChange} />,
      { user: dealerAdmin, queryClient: withDealer() },
    );
    expect(screen.queryByRole('textbox', { name: /^Discount/ })).toBeNull();
    await person.type(screen.getByRole('textbox', { name: /^Name/ }), ' Plus');
    await person.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Name is taken.');
    expect(calls.update).toHaveBeenCalledWith({
      params: { id: 7 },
      body: { name: 'North Doors Plus', description: 'Kyiv showroom' },
    });
    const sentence = 'The profile could not be updated. Try again.';
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(sentence))).toBe(true),
    );
    expect(toastQueue.visibleToasts.map((toast) => toast.content.message)).toContain(sentence);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('dealer profile', () => {
  it('shows the sections, "Empty" for an unset contact, the status actions and the sales links', async () => {
    renderApp(<DealerProfile dealer={dealer} />, { user: admin, queryClient: withDealer() });
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(screen.getByText('5%')).toBeTruthy();
    const responsible = screen.getByRole('heading', { name: 'Responsible contacts' }).closest('section')!;
    expect(within(responsible).getAllByText('Empty').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Change account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Block' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Quotes: 3' }).getAttribute('href')).toBe('/quotes?dealerId=7');
    expect(screen.getByRole('link', { name: 'Pre-orders: 1' }).getAttribute('href')).toBe(
      '/pre-orders?dealerId=7',
    );
  });

  it("says the dealer's users will be signed out before blocking, then sends the status", async () => {
    calls.update.mockResolvedValueOnce({ data: { ...dealer, status: 'blocked' } });
    const { person } = renderApp(<DealerProfile dealer={dealer} />, {
      user: admin,
      queryClient: withDealer(),
    });
    await person.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('will be signed out');
    await person.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.update).toHaveBeenCalledWith({ params: { id: 7 }, body: { status: 'blocked' } }),
    );
  });

  it('lets a dealer admin change the profile but not the discount or the status', () => {
    renderApp(<DealerProfile dealer={dealer} />, { user: dealerAdmin, queryClient: withDealer() });
    expect(screen.getByRole('button', { name: 'Change account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change contacts' })).toBeTruthy();
    expect(screen.getByText('Set by the manufacturer.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Quotes: 3' }).getAttribute('href')).toBe('/quotes');
  });
});

// Issue 40 item 1: a percent typed the way each language writes it is the percent sent.
describe.each(['uk', 'ru', 'en'])('the discount typed in %s', (language) => {
  afterAll(() => i18n.changeLanguage('en'));

  it.each([
    ['12,5 %', 12.5],
    ['12.5', 12.5],
    ['0,29', 0.29],
  ])('%s is sent as %s', async (typed, sent) => {
    await i18n.changeLanguage(language);
    await loadNamespaces('dealers', 'common', 'server');
    calls.update.mockResolvedValueOnce({ data: { ...dealer, discount: sent } });
    const onOpenChange = vi.fn();
    const { person } = renderApp(
      <DealerAccountForm dealer={dealer} withDiscount onOpenChange={onOpenChange} />,
      { user: admin, queryClient: withDealer() },
    );
    const discount = screen.getByRole('textbox', {
      name: new RegExp(`^${i18n.t('dealers:dealerProfile.discount')}`),
    });
    // The stored 5 is shown the language's way.
    expect((discount as HTMLInputElement).value).toBe(language === 'ru' ? '5\u00a0%' : '5%');
    await person.clear(discount);
    await person.type(discount, typed);
    await person.tab();
    await person.click(screen.getByRole('button', { name: i18n.t('common:editForm.save') }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.update).toHaveBeenCalledWith({
      params: { id: 7 },
      body: { name: 'North Doors', description: 'Kyiv showroom', discount: sent },
    });
  });
});
