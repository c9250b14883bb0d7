import {
  HttpError,
  type Configuration,
  type ConfigurationCheck,
  type FieldError,
  type ItemDoor,
} from '@doorline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { makeQuote } from '@/testing/orders';
import { stubMethods } from '@/testing/stub-api';
import {
  catalogueFixture,
  listPriceFixture,
  names,
  pricesFixture,
  versionFixture,
} from '../components/price-fixtures';
import { feature } from '../feature';
import { Component as ConfiguratorPage } from './configurator';

// The configurator (issue 43, part 3): every change asks the server (`POST /prices/check`), whose
// answer is all the screen shows of a price: the problems beside their fields, every option's state,
// the breakdown.

const calls = {
  config: vi.fn(),
  quote: vi.fn(),
  catalogue: vi.fn(),
  lists: vi.fn(),
  version: vi.fn(),
  check: vi.fn(),
  addDoor: vi.fn(),
  itemDoor: vi.fn(),
};

/** The server's message of a problem, in English (the app's `server` texts word it by its code). */
const problem = (path: string, code: string, message: string, params = {}): FieldError => ({
  path: `configuration.${path}`,
  message,
  code,
  params,
});

/** What each option adds to Guard at 800 × 2100 mm: the standard lock nothing, the power supply 12.5 % of the base. */
const amounts: Record<number, number> = { 100: 0, 101: 320.5, 103: 143.75 };

/** Guard at 800 × 2100 mm: its table's cell and each chosen option. */
const priced = (configuration: Configuration): ConfigurationCheck => ({
  versionId: 1,
  problems: [],
  options: [
    { optionId: 100, chosen: configuration.options.includes(100), reasons: [] },
    { optionId: 101, chosen: configuration.options.includes(101), reasons: [] },
    { optionId: 102, chosen: false, reasons: [{ code: 'notForModel' }] },
    { optionId: 103, chosen: configuration.options.includes(103), reasons: [] },
  ],
  breakdown: {
    versionId: 1,
    base: { amount: 1150, source: { kind: 'cell', cell: { width: 800, height: 2100, amount: 1150 } } },
    options: configuration.options.map((optionId) => ({
      optionId,
      price:
        optionId === 103
          ? { kind: 'percentOfBase' as const, percent: 12.5 }
          : { kind: 'fixed' as const, amount: amounts[optionId] ?? 0 },
      amount: amounts[optionId] ?? 0,
    })),
    listPrice: 1150 + configuration.options.reduce((sum, id) => sum + (amounts[id] ?? 0), 0),
  },
});

/** What the check answers for a configuration: off-step widths and no lock are problems, else a price. */
function checkAnswer({ body }: { body: { configuration: Configuration } }) {
  const { configuration } = body;
  const problems: FieldError[] = [];
  if (configuration.width % 10 !== 0)
    problems.push(
      problem('width', 'sizeOffStep', 'Must be from 700 to 1000 mm in steps of 10 mm.', {
        min: 700,
        max: 1000,
        step: 10,
      }),
    );
  if (!configuration.options.some((id) => id === 100 || id === 101))
    problems.push(problem('options', 'optionGroupRequired', 'Choose one option of LOCK.', { group: 'LOCK' }));
  const answer = priced(configuration);
  return Promise.resolve({
    data: problems.length > 0 ? { ...answer, problems, breakdown: null } : answer,
  });
}

const quote = makeQuote({ id: 7, orderNumber: 'Q-0007', status: 'draft' });

beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    config: calls.config,
    orderDetails: calls.quote,
    priceCatalogue: calls.catalogue,
    priceLists: calls.lists,
    priceVersion: calls.version,
    checkConfiguration: calls.check,
    addDoor: calls.addDoor,
    itemDoor: calls.itemDoor,
  });
  calls.config.mockResolvedValue({ data: { googleClientId: null, outbox: false, currency: 'UAH' } });
  calls.quote.mockResolvedValue({ data: quote });
  calls.catalogue.mockResolvedValue({ data: catalogueFixture() });
  calls.lists.mockResolvedValue({ data: [listPriceFixture()] });
  calls.version.mockImplementation(({ params }: { params: { id: number } }) =>
    Promise.resolve({ data: pricesFixture(versionFixture(params.id)) }),
  );
  calls.check.mockImplementation(checkAnswer);
});
afterEach(() => {
  vi.clearAllMocks();
});

const salesman = makeUser({ type: 'dealer', dealerId: 7 }, ['orders.read', 'orders.write', 'prices.read']);

const render = (search = '') =>
  renderApp(<ConfiguratorPage />, {
    user: salesman,
    route: `/quotes/7/items/door${search}`,
    path: '/quotes/:id/items/door',
    routes: <Route path="/quotes/:id/items" element={<h1>Quote items</h1>} />,
  });

/** Intl's (narrow) no-break spaces as plain ones. */
const plain = (value: string | null) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');

type Person = ReturnType<typeof render>['person'];

async function chooseModel(person: Person, search: string, name: RegExp) {
  await person.type(await screen.findByRole('combobox', { name: /^Model/ }), search);
  await person.click(await screen.findByRole('option', { name }));
}

/** Guard, 800 × 2100, left, inward: a door the check can answer. */
async function configureGuard(person: Person, width = '800') {
  await chooseModel(person, 'E-100', /Guard/);
  await person.type(screen.getByRole('textbox', { name: /^Width/ }), width);
  await person.type(screen.getByRole('textbox', { name: /^Height/ }), '2100');
  await person.click(screen.getByRole('radio', { name: 'Left' }));
  await person.click(screen.getByRole('radio', { name: 'Inward' }));
}

const price = () => screen.getByRole('table', { name: 'Price' });

describe('the configurator', () => {
  it('is a page of a quote, at /quotes/{id}/items/door, for whom may open the sales and read prices', () => {
    const matches = matchRoutes(feature.routes!, '/quotes/7/items/door') ?? [];
    expect(matches.at(-1)?.route.path).toBe('quotes/:id/items/door');
  });

  it('shows a chosen model’s size rule, its hands and swings, and a picker per group with options for it', async () => {
    const { person } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add door' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Back to quote Q-0007' })).getAttribute('href')).toBe(
      '/quotes/7/items',
    );
    expect(within(price()).getByText('Choose a model to see its price.')).toBeTruthy();

    await chooseModel(person, 'guard', /Guard/);
    const width = screen.getByRole('textbox', { name: /^Width/ });
    expect(width.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText('From 700 to 1000 mm, in steps of 10 mm.')).toHaveLength(1);
    expect(screen.getByText('From 2000 to 2200 mm, in steps of 10 mm.')).toBeTruthy();
    const hand = screen.getByRole('radiogroup', { name: /^Hand/ });
    expect(
      within(hand)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['left', 'right']);
    // One picker per group with options for the model: an option not for it is left out.
    const locks = screen.getByRole('radiogroup', { name: /^Locks/ });
    expect(within(locks).getAllByRole('radio')).toHaveLength(2);
    expect(within(locks).getByRole('radio', { name: /Smart lock L-SMART/ })).toBeTruthy();
    const extras = screen.getByRole('group', { name: /^Extras/ });
    expect(within(extras).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(extras).queryByText('Glass insert')).toBeNull();
    // Each option's price in the version in force, and its note.
    expect(plain(locks.textContent)).toContain('+ ₴320.50');
    expect(locks.textContent).toContain('Two weeks more');
    expect(within(price()).getByText('Type the width and height to see the price.')).toBeTruthy();
    expect(calls.check).not.toHaveBeenCalled();
  });

  it('shows the server’s error under an off-step width, keeps the value, and asks again when it is fixed', async () => {
    const { person } = render();
    await configureGuard(person, '815');
    const width = screen.getByRole('textbox', { name: /^Width/ });
    expect(await screen.findByText('Must be from 700 to 1000 mm in steps of 10 mm.')).toBeTruthy();
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect((width as HTMLInputElement).value).toBe('815');
    expect(calls.check).toHaveBeenLastCalledWith(
      expect.objectContaining({
        body: {
          configuration: {
            modelId: 10,
            width: 815,
            height: 2100,
            hand: 'left',
            swing: 'inward',
            options: [],
          },
          orderId: 7,
        },
      }),
    );
    // A required group with nothing chosen is said beside the price, not as an error yet.
    expect(screen.getByRole('button', { name: 'Add to quote' }).hasAttribute('disabled')).toBe(true);

    await person.clear(width);
    await person.type(width, '820');
    await waitFor(() =>
      expect(screen.queryByText('Must be from 700 to 1000 mm in steps of 10 mm.')).toBeNull(),
    );
    expect(await within(price()).findByText('Still to choose: Locks.')).toBeTruthy();
  });

  it('shows an option the choice excludes, or the size rules out, disabled with the reason', async () => {
    calls.check.mockImplementation(({ body }: { body: { configuration: Configuration } }) =>
      Promise.resolve({
        data: {
          ...priced(body.configuration),
          options: [
            { optionId: 100, chosen: false, reasons: [{ code: 'excluded', by: 101 }] },
            { optionId: 101, chosen: true, reasons: [] },
            { optionId: 103, chosen: false, reasons: [{ code: 'tooLarge', maxHeight: 2000 }] },
          ],
        },
      }),
    );
    const { person } = render();
    await configureGuard(person);
    await person.click(screen.getByRole('radio', { name: /Smart lock/ }));
    const standard = screen.getByRole('radio', { name: /Standard lock/ });
    await waitFor(() => expect(standard.hasAttribute('disabled')).toBe(true));
    expect(screen.getByText('Not with Smart lock (Locks)')).toBeTruthy();
    const power = screen.getByRole('checkbox', { name: /Power supply/ });
    expect(power.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Only up to 2000 mm high')).toBeTruthy();
    // The chosen option stays enabled, so that it can be taken off.
    expect(screen.getByRole('radio', { name: /Smart lock/ }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the breakdown of the server’s price: the base cell, each option, the list price', async () => {
    const { person } = render();
    await configureGuard(person);
    await person.click(screen.getByRole('radio', { name: /Standard lock/ }));
    await person.click(screen.getByRole('checkbox', { name: /Power supply/ }));
    await waitFor(() => expect(within(price()).getAllByRole('row')).toHaveLength(4));
    const rows = within(price())
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows).toEqual([
      'Base price 800 × 2100 mm₴1,150.00',
      'Locks: Standard lock₴0.00',
      'Extras: Power supply 12.5% of the base price₴143.75',
      'List price₴1,293.75',
    ]);
    expect(screen.getByRole('button', { name: 'Add to quote' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows the dealer's rule that applied and the dealer's net after the list price (part 4b)", async () => {
    calls.check.mockImplementation(async (args: { body: { configuration: Configuration } }) => {
      const answer = await checkAnswer(args);
      const breakdown = answer.data.breakdown;
      if (!breakdown) return answer;
      const rule = { ruleId: 5, target: 'family' as const, targetId: 1, kind: 'percent' as const, value: 10 };
      return {
        data: {
          ...answer.data,
          breakdown: {
            ...breakdown,
            net: {
              amount: breakdown.listPrice - 115,
              lines: [{ component: 'base' as const, list: 1150, net: 1035, rule }],
            },
          },
        },
      };
    });
    const { person } = render();
    await configureGuard(person);
    await person.click(screen.getByRole('radio', { name: /Standard lock/ }));
    await waitFor(() => expect(within(price()).getAllByRole('row')).toHaveLength(5));
    const rows = within(price())
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows).toEqual([
      'Base price 800 × 2100 mm₴1,150.00',
      'Locks: Standard lock₴0.00',
      'List price₴1,150.00',
      'Dealer’s rule: 10% off base price, Family-₴115.00',
      'Dealer’s net₴1,035.00',
    ]);
  });

  it('shows a rule on everything as one line: what it took off in all, on the components it changed', async () => {
    calls.check.mockImplementation(async (args: { body: { configuration: Configuration } }) => {
      const answer = await checkAnswer(args);
      const breakdown = answer.data.breakdown;
      if (!breakdown) return answer;
      const rule = {
        ruleId: 9,
        target: 'all' as const,
        targetId: null,
        kind: 'percent' as const,
        value: 12.5,
      };
      const lock = args.body.configuration.options[0]!;
      return {
        data: {
          ...answer.data,
          breakdown: {
            ...breakdown,
            net: {
              amount: 1006.25,
              lines: [
                { component: 'base' as const, list: 1150, net: 1006.25, rule },
                { component: 'option' as const, optionId: lock, list: 0, net: 0, rule },
              ],
            },
          },
        },
      };
    });
    const { person } = render();
    await configureGuard(person);
    await person.click(screen.getByRole('radio', { name: /Standard lock/ }));
    await waitFor(() => expect(within(price()).getAllByRole('row')).toHaveLength(5));
    const rows = within(price())
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows.slice(2)).toEqual([
      'List price₴1,150.00',
      'Dealer’s rule: 12.5% off base price, Everything-₴143.75',
      'Dealer’s net₴1,006.25',
    ]);
  });

  it('adds the door with Add to quote and goes back to the quote’s items', async () => {
    calls.addDoor.mockResolvedValue({ message: 'Door added', data: { id: 50 } });
    const { person } = render();
    await configureGuard(person);
    await person.click(screen.getByRole('radio', { name: /Standard lock/ }));
    const add = screen.getByRole('button', { name: 'Add to quote' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    await person.click(add);
    expect(await screen.findByRole('heading', { name: 'Quote items' })).toBeTruthy();
    expect(calls.addDoor).toHaveBeenCalledWith({
      params: { id: 7 },
      body: {
        configuration: {
          modelId: 10,
          width: 800,
          height: 2100,
          hand: 'left',
          swing: 'inward',
          options: [100],
        },
      },
    });
    expect(await screen.findByText('Door added')).toBeTruthy();
  });

  it('shows a refusal’s field errors beside the fields and keeps what was typed', async () => {
    calls.addDoor.mockRejectedValue(
      new HttpError(400, 'This door cannot be made as configured: see each field.', [
        problem('height', 'sizeNotMade', 'This size is not made.'),
      ]),
    );
    const { person } = render();
    await configureGuard(person);
    await person.click(screen.getByRole('radio', { name: /Standard lock/ }));
    const add = screen.getByRole('button', { name: 'Add to quote' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    await person.click(add);
    expect(await screen.findByText('This size is not made.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Height/ }).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('textbox', { name: /^Width/ }) as HTMLInputElement).value).toBe('800');
    expect(screen.queryByRole('heading', { name: 'Quote items' })).toBeNull();
  });

  it('starts a copy from the item’s door (?copy=), priced at once', async () => {
    const door: ItemDoor = {
      itemId: 31,
      versionId: 1,
      configuration: {
        modelId: 10,
        width: 900,
        height: 2100,
        hand: 'right',
        swing: 'outward',
        options: [101, 103],
        model: { id: 10, code: 'E-100', names: names('Guard') },
        chosen: [],
      },
      breakdown: priced({
        modelId: 10,
        width: 900,
        height: 2100,
        hand: 'right',
        swing: 'outward',
        options: [101, 103],
      }).breakdown!,
    };
    calls.itemDoor.mockResolvedValue({ data: door });
    render('?copy=31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Copy door' })).toBeTruthy();
    const width = await screen.findByRole('textbox', { name: /^Width/ });
    expect((width as HTMLInputElement).value).toBe('900');
    expect(screen.getByRole('combobox', { name: /^Model/ })).toHaveProperty('value', 'Guard');
    expect(screen.getByRole('radio', { name: 'Right' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Smart lock/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: /Power supply/ })).toHaveProperty('checked', true);
    expect(calls.itemDoor).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 31 } }));
    await waitFor(() =>
      expect(calls.check).toHaveBeenCalledWith(
        expect.objectContaining({
          body: {
            configuration: {
              modelId: 10,
              width: 900,
              height: 2100,
              hand: 'right',
              swing: 'outward',
              options: [101, 103],
            },
            orderId: 7,
          },
        }),
      ),
    );
  });

  it('says so for a quote that can no longer be changed', async () => {
    calls.quote.mockResolvedValue({ data: makeQuote({ id: 7, orderNumber: 'Q-0007', status: 'submitted' }) });
    render();
    expect(await screen.findByText(/This quote can no longer be changed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to quote' })).toBeNull();
  });
});
