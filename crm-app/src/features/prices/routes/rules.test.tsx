import type { PriceRule } from '@doorline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { catalogueFixture } from '../components/price-fixtures';
import { Component as RulesPage } from './rules';

const calls = { config: vi.fn(), catalogue: vi.fn(), rules: vi.fn(), remove: vi.fn() };

const rule = (fields: Partial<PriceRule>): PriceRule => ({
  id: 1,
  dealerId: 7,
  target: 'all',
  targetId: null,
  kind: 'percent',
  value: 5,
  validFrom: null,
  validTo: null,
  minQuantity: 1,
  note: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const rules = [
  rule({ id: 3, target: 'model', targetId: 10, kind: 'net', value: 900 }),
  rule({ id: 2, target: 'family', targetId: 2, value: 10, minQuantity: 2, note: 'Spring' }),
  rule({ id: 1 }),
];

beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    config: calls.config,
    priceCatalogue: calls.catalogue,
    dealerPriceRules: calls.rules,
    deletePriceRule: calls.remove,
  });
  calls.config.mockResolvedValue({ data: { googleClientId: null, outbox: false, currency: 'UAH' } });
  calls.catalogue.mockResolvedValue({ data: catalogueFixture() });
  calls.rules.mockResolvedValue({ data: { dealerId: 7, dealerName: 'Oak Doors', rules } });
  calls.remove.mockResolvedValue({ message: 'Price rule deleted' });
});
afterEach(() => {
  vi.clearAllMocks();
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe("a dealer's rules", () => {
  it("show a dealer user their own dealer's rules in the order they apply, to read only", async () => {
    const salesman = makeUser({ type: 'dealer', dealerId: 7 }, ['orders.read', 'prices.read']);
    renderApp(<RulesPage />, { user: salesman, route: '/prices/rules' });
    const table = await screen.findByRole('table', { name: 'Discount rules' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(calls.rules).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 7 } }));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(rows[1]!)).toEqual(['Family Interior', '10% off', 'Always', '2', 'Spring']);
    expect(cellsOf(rows[2]!)).toEqual(['Everything', '5% off', 'Always', '1', '—']);
    expect(cellsOf(rows[0]!)[1]).toContain('net');
    expect(screen.queryByRole('button', { name: 'Add rule' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('let the organization with prices.rules delete a rule of the dealer in the address, after asking', async () => {
    const admin = makeUser({}, ['prices.read', 'prices.rules', 'dealers.read']);
    const { person } = renderApp(<RulesPage />, { user: admin, route: '/prices/rules?dealer=7' });
    const table = await screen.findByRole('table', { name: 'Discount rules' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    // The dealer in the address is named in its picker, before any look-up.
    expect((screen.getByRole('combobox', { name: 'Dealer' }) as HTMLInputElement).value).toBe('Oak Doors');
    expect(screen.getByRole('button', { name: 'Add rule' })).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Delete the rule on Everything' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.remove).not.toHaveBeenCalled();
    await person.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.remove).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 1 } })),
    );
  });

  it('ask the organization to choose a dealer first', async () => {
    const admin = makeUser({}, ['prices.read', 'prices.rules', 'dealers.read']);
    renderApp(<RulesPage />, { user: admin, route: '/prices/rules' });
    expect(await screen.findByRole('heading', { name: 'Choose a dealer' })).toBeTruthy();
    expect(calls.rules).not.toHaveBeenCalled();
  });
});
