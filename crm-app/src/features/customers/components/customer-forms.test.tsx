import { HttpError, type Customer } from '@doorline/api-client';
import { toastQueue } from '@doorline/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { customerKeys } from '@/lib/customer-keys';
import { makeUser, renderApp, testQueryClient } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { ChangeCustomerForm, NewCustomerForm } from './customer-dialogs';

const calls = { create: vi.fn(), update: vi.fn(), get: vi.fn() };

beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    createCustomer: calls.create,
    updateCustomer: calls.update,
    customer: calls.get,
  });
});
afterEach(() => {
  vi.clearAllMocks();
});

const admin = makeUser({}, ['customers.read', 'customers.write', 'dealers.read']);
const dealerAdmin = makeUser({ type: 'dealer', dealerId: 7 }, ['customers.read', 'customers.write']);

const customer: Customer = {
  id: 4,
  name: 'Hanna Koval',
  email: null,
  phone: '+380501112233',
  mobile: null,
  address: { street: '', city: 'Kyiv', postcode: '', country: '' },
  note: '',
  tags: ['architect'],
  dealer: { id: 7, name: 'North Doors' },
  createdBy: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

const toasts = () => toastQueue.visibleToasts.map((toast) => toast.content.message);

describe('the New customer dialog', () => {
  it('offers the organization a dealer, or none for its own customer', async () => {
    renderApp(<NewCustomerForm onOpenChange={() => {}} />, { user: admin });
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    expect(within(dialog).getByRole('combobox', { name: /^Dealer/ })).toBeTruthy();
  });

  it('gives a dealer user no dealer field, sends the fields and hands over the new customer', async () => {
    calls.create.mockResolvedValueOnce({ message: 'Customer created', data: { ...customer, id: 12 } });
    const onOpenChange = vi.fn();
    const onCreated = vi.fn();
    const { person } = renderApp(<NewCustomerForm onOpenChange={onOpenChange} onCreated={onCreated} />, {
      user: dealerAdmin,
    });
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    expect(within(dialog).queryByRole('combobox', { name: /^Dealer/ })).toBeNull();
    await person.type(within(dialog).getByRole('textbox', { name: /^Name/ }), ' Hanna Koval ');
    await person.type(within(dialog).getByRole('textbox', { name: /^City/ }), 'Kyiv');
    await person.type(within(dialog).getByRole('textbox', { name: /^Tags/ }), 'architect, repeat, architect');
    await person.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 12 })));
    expect(calls.create).toHaveBeenCalledWith({
      body: {
        name: 'Hanna Koval',
        email: null,
        phone: null,
        mobile: null,
        address: { street: '', city: 'Kyiv', postcode: '', country: '' },
        note: '',
        tags: ['architect', 'repeat'],
      },
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(toasts()).toContain('Customer created');
  });

  it('says REQUIRED and EMAIL INVALID under their fields and sends nothing', async () => {
    const { person } = renderApp(<NewCustomerForm onOpenChange={() => {}} />, { user: dealerAdmin });
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await person.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'hanna@');
    await person.click(within(dialog).getByRole('button', { name: 'Create' }));
    await within(dialog).findByText('REQUIRED');
    expect(within(dialog).getByText('EMAIL INVALID')).toBeTruthy();
    expect(calls.create).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a field under that field, a nested one too, and keeps the dialog open", async () => {
    calls.create.mockRejectedValueOnce(
      new HttpError(400, 'Invalid input', [
        { path: 'email', message: 'EMAIL INVALID' },
        { path: 'address.postcode', message: 'Expected at most 20 characters' },
      ]),
    );
    const onOpenChange = vi.fn();
    const { person } = renderApp(<NewCustomerForm onOpenChange={onOpenChange} />, { user: dealerAdmin });
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await person.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Hanna');
    await person.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'hanna@koval.test');
    await person.click(within(dialog).getByRole('button', { name: 'Create' }));

    const email = within(dialog).getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('EMAIL INVALID')).toBeTruthy();
    expect(within(dialog).getByText('Expected at most 20 characters')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('the Change customer dialog', () => {
  /** A query client that already holds the customer, as the customer's page has it. */
  const withCustomer = () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(customerKeys.record(customer.id), customer);
    return queryClient;
  };

  it('starts from the customer, enables Save after a change and sends only what changed', async () => {
    calls.update.mockResolvedValueOnce({ message: 'Customer updated', data: { ...customer, phone: null } });
    const onOpenChange = vi.fn();
    const { person } = renderApp(<ChangeCustomerForm customer={customer} onOpenChange={onOpenChange} />, {
      user: dealerAdmin,
      queryClient: withCustomer(),
    });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect((screen.getByRole('textbox', { name: /^Tags/ }) as HTMLInputElement).value).toBe('architect');

    await person.clear(screen.getByRole('textbox', { name: /^Phone/ }));
    await person.type(screen.getByRole('textbox', { name: /^Country/ }), 'Ukraine');
    expect(save.hasAttribute('disabled')).toBe(false);
    await person.click(save);

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.update).toHaveBeenCalledWith({
      params: { id: 4 },
      body: { phone: null, address: { country: 'Ukraine' } },
    });
    expect(toasts()).toContain('Customer updated');
  });
});
