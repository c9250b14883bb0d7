import { HttpError, type PriceList, type PriceRule } from '@doorline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import {
  catalogueFixture,
  dealerListsFixture,
  listPriceFixture,
  names,
  pricesFixture,
  versionFixture,
} from '../components/price-fixtures';
import { Component as ModelsPage } from './models';
import { Component as RulesPage } from './rules';
import { Component as VersionsPage } from './versions';

// A dealer's own price list (issue 43): "New price list" on the versions page, a new list's first
// draft copying the list price, and the dealer's list on its rules page.

const calls = {
  config: vi.fn(),
  catalogue: vi.fn(),
  lists: vi.fn(),
  createList: vi.fn(),
  createVersion: vi.fn(),
  rules: vi.fn(),
  setList: vi.fn(),
  version: vi.fn(),
};

/** A dealer's own list (2) without versions. */
const ownList = (): PriceList => ({
  id: 2,
  code: 'dealer-7',
  names: names('Dealer 7'),
  isDefault: false,
  versions: [],
});
const ref = ({ versions: _versions, ...list }: PriceList) => list;

// The dialogs and the form load when they open: loaded once before, so a test waits for no first transform.
beforeAll(async () => {
  await import('../components/price-list-dialog');
  await import('../components/version-dialogs');
  await import('../components/dealer-price-list-form');
}, 60_000);

beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    config: calls.config,
    priceCatalogue: calls.catalogue,
    priceLists: calls.lists,
    createPriceList: calls.createList,
    createPriceVersion: calls.createVersion,
    dealerPriceRules: calls.rules,
    setDealerPriceList: calls.setList,
    priceVersion: calls.version,
  });
  calls.version.mockImplementation(({ params }: { params: { id: number } }) =>
    Promise.resolve({ data: pricesFixture(versionFixture(params.id)) }),
  );
  calls.config.mockResolvedValue({ data: { googleClientId: null, outbox: false, currency: 'UAH' } });
  calls.catalogue.mockResolvedValue({ data: catalogueFixture() });
  calls.lists.mockResolvedValue({ data: [listPriceFixture(), ownList()] });
  calls.rules.mockResolvedValue({
    data: { dealerId: 7, priceList: ref(listPriceFixture()), rules: [] as PriceRule[] },
  });
});
afterEach(() => {
  vi.clearAllMocks();
});

const manager = makeUser({}, ['prices.read', 'prices.manage']);
const ruler = makeUser({}, ['prices.read', 'prices.rules', 'dealers.read']);

describe('the price lists', () => {
  it('are made in a dialog for whom may manage prices; the server’s refusal stays on its field', async () => {
    calls.createList.mockRejectedValueOnce(
      new HttpError(
        400,
        'Validation failed',
        [{ path: 'code', message: 'A price list with this code already exists.' }],
        null,
        'validation',
      ),
    );
    const { person } = renderApp(<VersionsPage />, { user: manager, route: '/prices/versions' });
    await person.click(await screen.findByRole('button', { name: 'New price list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New price list' });
    await person.type(within(dialog).getByRole('textbox', { name: /^Code/ }), ' dealer-7 ');
    await person.type(within(dialog).getByRole('textbox', { name: 'Name in English' }), 'Dealer 7');
    await person.type(within(dialog).getByRole('textbox', { name: 'Name in Ukrainian' }), 'Дилер 7');
    await person.type(within(dialog).getByRole('textbox', { name: 'Name in Russian' }), 'Дилер 7');
    await person.click(within(dialog).getByRole('button', { name: 'Create price list' }));
    expect(await within(dialog).findByText('A price list with this code already exists.')).toBeTruthy();
    expect(calls.createList).toHaveBeenCalledWith(
      expect.objectContaining({
        body: { code: 'dealer-7', names: { en: 'Dealer 7', uk: 'Дилер 7', ru: 'Дилер 7' } },
      }),
    );
    // Nothing typed is lost: changed and sent again.
    const code = within(dialog).getByRole('textbox', { name: /^Code/ }) as HTMLInputElement;
    expect(code.value).toBe(' dealer-7 ');
    calls.createList.mockResolvedValueOnce({ message: 'Price list created', data: ref(ownList()) });
    await person.clear(code);
    await person.type(code, 'dealer-7b');
    await person.click(within(dialog).getByRole('button', { name: 'Create price list' }));
    expect(await screen.findByText('Price list created')).toBeTruthy();
    expect(calls.createList).toHaveBeenLastCalledWith(
      expect.objectContaining({ body: expect.objectContaining({ code: 'dealer-7b' }) }),
    );
  });

  it('refuse a code that is not letters and digits before asking the server', async () => {
    const { person } = renderApp(<VersionsPage />, { user: manager, route: '/prices/versions' });
    await person.click(await screen.findByRole('button', { name: 'New price list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New price list' });
    await person.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'two words');
    await person.click(within(dialog).getByRole('button', { name: 'Create price list' }));
    expect(await within(dialog).findByText('Letters, digits, -, _ and . only.')).toBeTruthy();
    expect(calls.createList).not.toHaveBeenCalled();
  });

  it('give a list without versions its first draft copied from the list price', async () => {
    calls.createVersion.mockResolvedValueOnce({
      message: 'Price version created',
      data: versionFixture(9, { priceListId: 2, status: 'draft' }),
    });
    const { person } = renderApp(<VersionsPage />, { user: manager, route: '/prices/versions' });
    await person.click(await screen.findByRole('button', { name: 'New draft of Dealer 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'New draft of Dealer 7' });
    expect(within(dialog).getByRole('button', { name: /Copy the prices of$/ }).textContent).toContain(
      'Spring',
    );
    await person.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Price version created')).toBeTruthy();
    expect(calls.createVersion).toHaveBeenCalledWith(
      expect.objectContaining({ body: expect.objectContaining({ copyFrom: 1, priceListId: 2 }) }),
    );
  });

  it('offer no new list to whom may only read prices', async () => {
    renderApp(<VersionsPage />, { user: makeUser({}, ['prices.read']), route: '/prices/versions' });
    expect(await screen.findByRole('table', { name: 'Versions of List price' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New price list' })).toBeNull();
  });
});

describe("a dealer's price list on its rules page", () => {
  it('is chosen and saved by whom may write its rules; a refused save keeps the choice and shows the error', async () => {
    calls.setList.mockRejectedValueOnce(
      new HttpError(
        400,
        'Validation failed',
        [{ path: 'priceListId', message: 'Price list not found' }],
        null,
        'validation',
      ),
    );
    const { person } = renderApp(<RulesPage />, { user: ruler, route: '/prices/rules?dealer=7' });
    const select = await screen.findByRole('button', { name: /Price list/ });
    expect(select.textContent).toContain('List price');
    const save = screen.getByRole('button', { name: 'Save price list' });
    await person.click(select);
    await person.click(await screen.findByRole('option', { name: 'Dealer 7' }));
    await person.click(save);
    expect(await screen.findByText('Price list not found')).toBeTruthy();
    expect(calls.setList).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: 7 }, body: { priceListId: 2 } }),
    );
    expect(screen.getByRole('button', { name: /Price list/ }).textContent).toContain('Dealer 7');
    // Saved the second time: the dealer's rules (and its list) are asked again.
    calls.setList.mockResolvedValueOnce({
      message: 'Price list saved',
      data: { dealerId: 7, priceList: ref(ownList()) },
    });
    calls.rules.mockResolvedValue({ data: { dealerId: 7, priceList: ref(ownList()), rules: [] } });
    await person.click(screen.getByRole('button', { name: 'Save price list' }));
    expect(await screen.findByText('Price list saved')).toBeTruthy();
    await waitFor(() => expect(calls.rules).toHaveBeenCalledTimes(2));
  });

  it("is read by the dealer's own users, without a way to change it", async () => {
    calls.rules.mockResolvedValue({ data: { dealerId: 7, priceList: ref(ownList()), rules: [] } });
    const salesman = makeUser({ type: 'dealer', dealerId: 7 }, ['orders.read', 'prices.read']);
    renderApp(<RulesPage />, { user: salesman, route: '/prices/rules' });
    expect(await screen.findByText('Dealer 7')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save price list' })).toBeNull();
    expect(calls.lists).not.toHaveBeenCalled();
  });
});

describe("a dealer user's prices", () => {
  it("show their own dealer's list's version in force first, the list price's still to choose", async () => {
    const own: PriceList = {
      ...ownList(),
      versions: [
        versionFixture(8, { priceListId: 2, number: 1, names: names('Dealer spring'), inForce: true }),
      ],
    };
    calls.lists.mockResolvedValue({ data: [...dealerListsFixture(), own] });
    const dealer = makeUser({ type: 'dealer', dealerId: 7 }, ['prices.read']);
    renderApp(<ModelsPage />, { user: dealer, route: '/prices/models' });
    const picker = await screen.findByRole('button', { name: /Price version$/ });
    await waitFor(() => expect(picker.textContent).toContain('Dealer spring'));
    expect(calls.version).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 8 } }));
  });
});
