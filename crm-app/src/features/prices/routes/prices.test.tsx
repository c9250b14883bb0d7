import { daysAfter, HttpError } from '@doorline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import {
  catalogueFixture,
  dealerListsFixture,
  listPriceFixture,
  pricesFixture,
  versionFixture,
} from '../components/price-fixtures';
import { feature } from '../feature';
import { Component as ModelsPage } from './models';
import { Component as OptionsPage } from './options';
import { Component as PricesLayout } from './prices-layout';
import { Component as VersionsPage } from './versions';

const calls = {
  config: vi.fn(),
  catalogue: vi.fn(),
  lists: vi.fn(),
  version: vi.fn(),
  create: vi.fn(),
  publish: vi.fn(),
  remove: vi.fn(),
  setModel: vi.fn(),
  setOption: vi.fn(),
};

beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    config: calls.config,
    priceCatalogue: calls.catalogue,
    priceLists: calls.lists,
    priceVersion: calls.version,
    createPriceVersion: calls.create,
    publishPriceVersion: calls.publish,
    deletePriceVersion: calls.remove,
    setModelPrice: calls.setModel,
    setOptionPrice: calls.setOption,
  });
  calls.config.mockResolvedValue({ data: { googleClientId: null, outbox: false, currency: 'UAH' } });
  calls.catalogue.mockResolvedValue({ data: catalogueFixture() });
  calls.lists.mockResolvedValue({ data: [listPriceFixture()] });
  calls.version.mockImplementation(({ params }: { params: { id: number } }) =>
    Promise.resolve({ data: pricesFixture(versionFixture(params.id)) }),
  );
});
afterEach(() => {
  vi.clearAllMocks();
});

const manager = makeUser({}, ['prices.read', 'prices.manage']);
const reader = makeUser({}, ['prices.read']);
const dealer = makeUser({ type: 'dealer', dealerId: 7 }, ['prices.read']);

/** Intl's (narrow) no-break spaces as plain ones. */
const plain = (value: string | null) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the prices’ tabs', () => {
  it('are links to Models, Options and Versions, the current one marked, keeping the version', async () => {
    const { person } = renderApp(<PricesLayout />, { user: manager, route: '/prices/options?version=2' });
    const tabs = await screen.findByRole('navigation', { name: 'Price sections' });
    const link = (name: string) => within(tabs).getByRole('link', { name });
    expect(screen.getByRole('heading', { level: 1, name: 'Prices' })).toBeTruthy();
    expect(link('Options').getAttribute('aria-current')).toBe('page');
    expect(link('Models').getAttribute('aria-current')).toBeNull();
    expect(link('Models').getAttribute('href')).toBe('/prices/models?version=2');
    expect(link('Versions').getAttribute('href')).toBe('/prices/versions');
    await person.click(link('Versions'));
    await waitFor(() => expect(link('Versions').getAttribute('aria-current')).toBe('page'));
    expect(link('Options').getAttribute('href')).toBe('/prices/options');
  });

  it('lead from /prices to Models, for whom may read prices, from both menus', () => {
    const matches = matchRoutes(feature.routes!, '/prices') ?? [];
    expect(matches.at(-1)?.route.handle).toEqual({ redirectTo: 'models' });
    expect(matchRoutes(feature.routes!, '/prices/versions')?.at(-1)?.route.path).toBe('versions');
    expect(feature.menu).toEqual([
      expect.objectContaining({ path: '/prices', accounts: ['organization', 'dealer'], access: 'prices' }),
    ]);
  });
});

describe('the models', () => {
  it('show the version in force by family, and a chosen model’s base price grid with its empty cells', async () => {
    const { person } = renderApp(<ModelsPage />, { user: reader, route: '/prices/models' });
    const picker = await screen.findByRole('button', { name: /Price version$/ });
    expect(picker.textContent).toContain('Version 1: Spring (in force)');
    expect(calls.version).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 1 } }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Entrance' })).toBeTruthy();
    const entrance = screen.getByRole('table', { name: 'Models of Entrance' });
    const guard = within(entrance).getAllByRole('row')[1]!;
    expect(
      within(guard)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      // The picture (issue 43): none here, a door icon named "No picture".
      '',
      'E-100',
      'Guard',
      'Single',
      'left, right · inward, outward',
      '700–1000, step 10',
      '2000–2200, step 10',
    ]);
    const interior = screen.getByRole('table', { name: 'Models of Interior' });
    // A model the catalogue hides is not shown.
    expect(within(interior).queryByText('Retired')).toBeNull();

    await person.click(within(entrance).getByRole('link', { name: 'Guard' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Base price: Guard' })).toBeTruthy();
    expect(within(entrance).getByRole('link', { name: 'Guard' }).getAttribute('aria-current')).toBe('true');
    const grid = screen.getByRole('table', { name: 'Base price of Guard by width and height' });
    expect(screen.getByRole('region', { name: 'Base price of Guard by width and height' })).toBeTruthy();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Width, mm', 'Height, mm', '700', '800', '900', '1000']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['2000', '2100', '2200']);
    await within(grid).findByText('₴1,000.00');
    const rows = within(grid).getAllByRole('row');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    ).toEqual(['₴1,000.00', '₴1,100.00', '₴1,200.00', '₴1,300.00']);
    const last = within(rows[4]!).getAllByRole('cell');
    expect(plain(last[2]!.textContent)).toBe('₴1,300.00');
    // The largest size is not made: a dash, which a screen reader reads as such.
    expect(last[3]!.textContent).toBe('—Not made');
    expect(within(last[3]!).getByText('—').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText(/Between the listed sizes the price is interpolated\./)).toBeTruthy();
  });

  it('show a model priced per square metre, and one without a price in the version', async () => {
    const { person } = renderApp(<ModelsPage />, {
      user: reader,
      route: '/prices/models?version=2&model=11',
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Base price: Fortress' })).toBeTruthy();
    expect(calls.version).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 2 } }));
    expect(screen.getByRole('button', { name: /Price version$/ }).textContent).toContain(
      'Version 2: Next month (from',
    );
    expect(screen.getByText('Priced per square metre of the door.')).toBeTruthy();
    // The amounts say the organization's currency once the server has said it.
    await waitFor(() =>
      expect(plain(screen.getByText('Price of a square metre').nextElementSibling?.textContent ?? '')).toBe(
        '₴450.00',
      ),
    );
    expect(plain(screen.getByText('Minimum price').nextElementSibling?.textContent ?? '')).toBe('₴1,800.00');

    await person.click(screen.getByRole('link', { name: 'Light' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Base price: Light' })).toBeTruthy();
    expect(screen.getByText('This model has no price in this version.')).toBeTruthy();
  });

  it('offer drafts to whom may manage prices only', async () => {
    const { person, unmount } = renderApp(<ModelsPage />, { user: manager, route: '/prices/models' });
    await person.click(await screen.findByRole('button', { name: /Price version$/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Version 3: Autumn draft (draft)',
      expect.stringMatching(/^Version 2: Next month \(from \d\d\.\d\d\.\d{4}\)$/),
      'Version 1: Spring (in force)',
    ]);
    await person.click(screen.getByRole('option', { name: 'Version 3: Autumn draft (draft)' }));
    await waitFor(() =>
      expect(calls.version).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 3 } })),
    );
    unmount();

    const shown = renderApp(<ModelsPage />, { user: reader, route: '/prices/models' });
    await shown.person.click(await screen.findByRole('button', { name: /Price version$/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).not.toContain(
      'Version 3: Autumn draft (draft)',
    );
  });

  it('say when no version is published yet, and offer to try again when the prices could not be loaded', async () => {
    calls.lists.mockResolvedValueOnce({ data: [listPriceFixture([])] });
    const { unmount } = renderApp(<ModelsPage />, { user: dealer, route: '/prices/models' });
    expect(await screen.findByRole('heading', { name: 'No price version yet' })).toBeTruthy();
    unmount();

    calls.catalogue.mockRejectedValueOnce(new HttpError(500, 'Internal error'));
    const { person } = renderApp(<ModelsPage />, { user: dealer, route: '/prices/models' });
    await screen.findByText('Could not load the prices.');
    await person.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Models of Entrance' })).toBeTruthy();
  });
});

describe('the options', () => {
  it('show each group with its rule, and each option’s price, rules in words and note', async () => {
    renderApp(<OptionsPage />, { user: dealer, route: '/prices/options' });
    const locks = await screen.findByRole('region', { name: 'Locks' });
    expect(within(locks).getByText('Required: choose one')).toBeTruthy();
    expect(screen.getByText('Optional: any number')).toBeTruthy();

    const table = within(locks).getByRole('table', { name: 'Options of Locks' });
    // The amounts say the organization's currency once the server has said it.
    await within(table).findByText('₴320.50');
    const [, standard, smart] = within(table).getAllByRole('row');
    expect(
      within(standard!)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    ).toEqual(['L-STD', 'Standard lock', '₴0.00', 'All models', '—']);
    const cells = within(smart!).getAllByRole('cell');
    expect(plain(cells[2]!.textContent)).toBe('₴320.50');
    expect(within(cells[3]!).getByText('For models: E-100, E-200')).toBeTruthy();
    expect(within(cells[3]!).getByText('Excludes: Glass insert')).toBeTruthy();
    expect(within(cells[3]!).getByText('Requires: Power supply')).toBeTruthy();
    expect(within(cells[3]!).getByText('Up to 1000 × 2100 mm')).toBeTruthy();
    expect(within(cells[4]!).getByText('Longer lead time')).toBeTruthy();
    expect(within(cells[4]!).getByText('Two weeks more')).toBeTruthy();

    const extras = screen.getByRole('table', { name: 'Options of Extras' });
    const [, glass, power] = within(extras).getAllByRole('row');
    const glassCells = within(glass!).getAllByRole('cell');
    expect(plain(glassCells[2]!.textContent)).toBe('12.5% of the base price');
    expect(within(glassCells[3]!).getByText('Height up to 2100 mm')).toBeTruthy();
    expect(within(glassCells[4]!).getByText('Up-charge')).toBeTruthy();
    expect(within(power!).getAllByRole('cell')[2]!.textContent).toBe('No price');
  });
});

describe('the versions', () => {
  it('list each version with its status, day and whether it is in force, and a manager’s actions on drafts', async () => {
    renderApp(<VersionsPage />, { user: manager, route: '/prices/versions' });
    const table = await screen.findByRole('table', { name: 'Versions of List price' });
    const [, draft, next, current] = within(table).getAllByRole('row');
    expect(
      within(draft!)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'Autumn draft', 'Draft', '—']);
    expect(within(next!).getAllByRole('cell')[2]!.textContent).toBe('Published');
    expect(within(next!).getAllByRole('cell')[3]!.textContent).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    expect(within(current!).getAllByRole('cell')[2]!.textContent).toBe('PublishedIn force');
    expect(screen.getByText('List price', { selector: 'span' })).toBeTruthy();
    expect(within(draft!).getByRole('button', { name: 'Publish version 3' })).toBeTruthy();
    expect(within(draft!).getByRole('button', { name: 'Delete version 3' })).toBeTruthy();
    expect(within(current!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'New draft of List price' })).toBeTruthy();
  });

  it('publish a draft from a day chosen in the dialog, not before today', async () => {
    calls.publish.mockResolvedValueOnce({ message: 'Price version published', data: versionFixture(3) });
    const { person } = renderApp(<VersionsPage />, { user: manager, route: '/prices/versions' });
    await person.click(await screen.findByRole('button', { name: 'Publish version 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 3' });
    // Nothing chosen yet: the day is asked for.
    await person.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Choose the day it takes effect.')).toBeTruthy();
    expect(calls.publish).not.toHaveBeenCalled();

    const day = daysAfter(new Date(), 10);
    const [year, month, date] = day.split('-');
    await person.click(within(dialog).getAllByRole('spinbutton')[0]!);
    await person.keyboard(`${date}${month}${year}`);
    await person.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Price version published')).toBeTruthy();
    expect(calls.publish).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: 3 }, body: { effectiveFrom: day } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The lists are asked again: the draft is published now.
    expect(calls.lists).toHaveBeenCalledTimes(2);
  });

  it('show the server’s refusal of a publish in the dialog', async () => {
    calls.publish.mockRejectedValueOnce(
      new HttpError(
        409,
        'A published price version is never changed: copy it into a new draft',
        [],
        null,
        'priceVersionPublished',
      ),
    );
    const { person } = renderApp(<VersionsPage />, { user: manager, route: '/prices/versions' });
    await person.click(await screen.findByRole('button', { name: 'Publish version 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 3' });
    const [year, month, date] = daysAfter(new Date(), 1).split('-');
    await person.click(within(dialog).getAllByRole('spinbutton')[0]!);
    await person.keyboard(`${date}${month}${year}`);
    await person.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await within(dialog).findByText('A published price version is never changed: copy it into a new draft'),
    ).toBeTruthy();
  });

  it('delete a draft after asking', async () => {
    calls.remove.mockResolvedValueOnce({ message: 'Price version deleted' });
    const { person } = renderApp(<VersionsPage />, { user: manager, route: '/prices/versions' });
    await person.click(await screen.findByRole('button', { name: 'Delete version 3' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete draft 3?' });
    expect(within(dialog).getByText('Its prices are deleted with it. This cannot be undone.')).toBeTruthy();
    calls.lists.mockResolvedValue({ data: [listPriceFixture(listPriceFixture().versions.slice(1))] });
    await person.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Price version deleted')).toBeTruthy();
    expect(calls.remove).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 3 } }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete version 3' })).toBeNull());
  });

  it('make a new draft copying the version in force, its names filled in', async () => {
    calls.create.mockResolvedValueOnce({ message: 'Price version created', data: versionFixture(4) });
    const { person } = renderApp(<VersionsPage />, { user: manager, route: '/prices/versions' });
    await person.click(await screen.findByRole('button', { name: 'New draft of List price' }));
    const dialog = await screen.findByRole('dialog', { name: 'New draft of List price' });
    expect(within(dialog).getByRole('button', { name: /Copy the prices of$/ }).textContent).toContain(
      'Version 1: Spring (in force)',
    );
    expect(
      (within(dialog).getByRole('textbox', { name: 'Name in Ukrainian' }) as HTMLInputElement).value,
    ).toBe('Spring (uk)');
    const english = within(dialog).getByRole('textbox', { name: 'Name in English' });
    await person.clear(english);
    await person.type(english, ' Summer ');
    await person.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Price version created')).toBeTruthy();
    expect(calls.create).toHaveBeenCalledWith(
      expect.objectContaining({
        body: { copyFrom: 1, names: { en: 'Summer', uk: 'Spring (uk)', ru: 'Spring (ru)' } },
      }),
    );
  });

  it('show a dealer user the published versions without a way to change them', async () => {
    calls.lists.mockResolvedValue({ data: dealerListsFixture() });
    renderApp(<VersionsPage />, { user: dealer, route: '/prices/versions' });
    const table = await screen.findByRole('table', { name: 'Versions of List price' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: /New draft|Publish|Delete/ })).toBeNull();
  });

  it('change a draft’s table cell by cell, an empty cell not made, and show the server’s word under its cell', async () => {
    calls.setModel
      .mockRejectedValueOnce(
        new HttpError(400, 'Invalid request', [{ path: 'table.cells.0.1', message: 'Must be at least 0.' }]),
      )
      .mockResolvedValueOnce({ message: 'Price saved', data: versionFixture(3, { status: 'draft' }) });
    const { person } = renderApp(<ModelsPage />, {
      user: manager,
      route: '/prices/models?version=3&model=10',
    });
    await person.click(await screen.findByRole('button', { name: 'Change price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Base price: Guard' });
    const cell = within(dialog).getByRole('textbox', { name: 'Price of 800 × 2000 mm' });
    expect((cell as HTMLInputElement).value).toBe('1,100.00');
    // The largest size, not made: an empty cell.
    expect(
      (within(dialog).getByRole('textbox', { name: 'Price of 1000 × 2200 mm' }) as HTMLInputElement).value,
    ).toBe('');
    await person.clear(cell);
    await person.type(cell, '1175.5');
    const first = within(dialog).getByRole('textbox', { name: 'Price of 700 × 2000 mm' });
    await person.clear(first);
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.setModel).toHaveBeenCalledTimes(1));
    expect(calls.setModel).toHaveBeenCalledWith({
      params: { id: 3, modelId: 10 },
      body: {
        kind: 'table',
        table: {
          widths: [700, 800, 900, 1000],
          heights: [2000, 2100, 2200],
          between: 'interpolate',
          cells: [
            [null, 1175.5, 1200, 1300],
            [1050, 1150, 1250, 1350],
            [1100, 1200, 1300, null],
          ],
        },
      },
    });
    // The server's refusal stays under the cell it names, what was typed kept.
    await waitFor(() => expect(cell.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText('Must be at least 0.').length).toBeGreaterThan(0);
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.setModel).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuse a cell that is not a price before asking the server, and switch a model to a price per square metre', async () => {
    calls.setModel.mockResolvedValue({
      message: 'Price saved',
      data: versionFixture(3, { status: 'draft' }),
    });
    const { person } = renderApp(<ModelsPage />, {
      user: manager,
      route: '/prices/models?version=3&model=10',
    });
    await person.click(await screen.findByRole('button', { name: 'Change price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Base price: Guard' });
    const cell = within(dialog).getByRole('textbox', { name: 'Price of 900 × 2100 mm' });
    await person.clear(cell);
    await person.type(cell, '-5');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cell.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.setModel).not.toHaveBeenCalled();

    await person.click(within(dialog).getByRole('radio', { name: 'Square metre' }));
    await person.type(within(dialog).getByRole('textbox', { name: /^Price of a square metre/ }), '450');
    await person.type(within(dialog).getByRole('textbox', { name: /^Minimum price/ }), '1800');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.setModel).toHaveBeenCalledWith({
        params: { id: 3, modelId: 10 },
        body: { kind: 'perSquareMetre', rate: 450, minimum: 1800 },
      }),
    );
  });

  it('change a draft’s option price, and offer no change on a published version', async () => {
    calls.setOption.mockResolvedValue({
      message: 'Price saved',
      data: versionFixture(3, { status: 'draft' }),
    });
    const published = renderApp(<OptionsPage />, { user: manager, route: '/prices/options?version=1' });
    await screen.findAllByRole('table');
    expect(screen.queryByRole('button', { name: /^Change the price of/ })).toBeNull();
    published.unmount();

    const { person } = renderApp(<OptionsPage />, { user: manager, route: '/prices/options?version=3' });
    await screen.findByText('₴320.50');
    await person.click(screen.getAllByRole('button', { name: /^Change the price of/ })[1]!);
    await screen.findByRole('dialog', { name: 'Price: Smart lock' });
    const dialog = () => screen.getByRole('dialog', { name: 'Price: Smart lock' });
    await waitFor(() =>
      expect((within(dialog()).getByRole('textbox', { name: /^Amount/ }) as HTMLInputElement).value).toBe(
        '320.50',
      ),
    );
    await person.click(within(dialog()).getByRole('radio', { name: 'A percentage of the base price' }));
    const percent = await within(dialog()).findByRole('textbox', { name: /^Percentage of the base price/ });
    await person.type(percent, '7.5');
    await person.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.setOption).toHaveBeenCalledWith({
        params: { id: 3, optionId: 101 },
        body: { kind: 'percentOfBase', percent: 7.5 },
      }),
    );
  });
});
