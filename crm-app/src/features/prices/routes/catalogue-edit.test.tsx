// Editing the catalogue on `/prices/models` and `/prices/options` (issue 43, part 2): New family,
// New model, New group, New option and each row's Edit and Hide or Show for whom may manage prices,
// hidden rows shown to them marked; none of it for a reader; the forms' bodies, a field's own check
// before the server, the server's word under the field it names, and Hide asked first.
import { HttpError } from '@doorline/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import {
  catalogueFixture,
  listPriceFixture,
  names,
  pricesFixture,
  versionFixture,
} from '../components/price-fixtures';
import { Component as ModelsPage } from './models';
import { Component as OptionsPage } from './options';

const calls = {
  catalogue: vi.fn(),
  createFamily: vi.fn(),
  createModel: vi.fn(),
  changeModel: vi.fn(),
  setModelActive: vi.fn(),
  createOption: vi.fn(),
  setOptionActive: vi.fn(),
  changeOptionGroup: vi.fn(),
  setOptionGroupActive: vi.fn(),
  setFamilyActive: vi.fn(),
  modelAudit: vi.fn(),
};

beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    config: vi.fn().mockResolvedValue({ data: { googleClientId: null, outbox: false, currency: 'UAH' } }),
    priceCatalogue: calls.catalogue,
    priceLists: vi.fn().mockResolvedValue({ data: [listPriceFixture()] }),
    priceVersion: vi.fn(({ params }: { params: { id: number } }) =>
      Promise.resolve({ data: pricesFixture(versionFixture(params.id)) }),
    ),
    createFamily: calls.createFamily,
    createModel: calls.createModel,
    changeModel: calls.changeModel,
    setModelActive: calls.setModelActive,
    createOption: calls.createOption,
    setOptionActive: calls.setOptionActive,
    changeOptionGroup: calls.changeOptionGroup,
    setOptionGroupActive: calls.setOptionGroupActive,
    setFamilyActive: calls.setFamilyActive,
    modelAudit: calls.modelAudit,
  });
  calls.catalogue.mockResolvedValue({ data: catalogueFixture() });
});
afterEach(() => {
  vi.clearAllMocks();
});

const manager = makeUser({}, ['prices.read', 'prices.manage']);
const reader = makeUser({}, ['prices.read']);

describe('the models’ editing', () => {
  it('is offered to whom may manage prices, hidden models shown marked; not to a reader', async () => {
    const shown = renderApp(<ModelsPage />, { user: reader, route: '/prices/models' });
    await screen.findByRole('table', { name: 'Models of Interior' });
    expect(screen.queryByRole('button', { name: /New family|New model|^Edit|^Hide|^Show/ })).toBeNull();
    expect(screen.queryByText('Retired')).toBeNull();
    shown.unmount();

    renderApp(<ModelsPage />, { user: manager, route: '/prices/models' });
    const interior = await screen.findByRole('table', { name: 'Models of Interior' });
    expect(screen.getByRole('button', { name: 'New family' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New model' })).toBeTruthy();
    const retired = within(interior).getByRole('row', { name: /Retired/ });
    expect(within(retired).getByText('Hidden')).toBeTruthy();
    expect(within(retired).getByRole('button', { name: 'Show Retired' })).toBeTruthy();
    expect(within(interior).getByRole('button', { name: 'Hide Light' })).toBeTruthy();
    expect(within(interior).getByRole('button', { name: 'Edit Light' })).toBeTruthy();
  });

  it('creates a family with its names in three languages', async () => {
    calls.createFamily.mockResolvedValue({
      message: 'Family saved',
      data: { id: 3, code: 'FIRE', names: names('Fire'), active: true },
    });
    const { person } = renderApp(<ModelsPage />, { user: manager, route: '/prices/models' });
    await person.click(await screen.findByRole('button', { name: 'New family' }));
    const dialog = await screen.findByRole('dialog', { name: 'New family' });
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Required before anything is sent.
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('textbox', { name: /^Name in Ukrainian/ })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(calls.createFamily).not.toHaveBeenCalled();
    await person.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'FIRE');
    await person.type(within(dialog).getByRole('textbox', { name: /^Name in English/ }), 'Fire');
    await person.type(within(dialog).getByRole('textbox', { name: /^Name in Ukrainian/ }), 'Fire (uk)');
    await person.type(within(dialog).getByRole('textbox', { name: /^Name in Russian/ }), 'Fire (ru)');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.createFamily).toHaveBeenCalledWith({ body: { code: 'FIRE', names: names('Fire') } }),
    );
    expect(await screen.findByText('Family saved')).toBeTruthy();
  });

  it('creates a model: its size rule as numbers, the server’s word under the field it names', async () => {
    calls.createModel
      .mockRejectedValueOnce(
        new HttpError(400, 'Invalid request', [
          { path: 'sizeRule.width.max', message: 'Must be 700 mm plus a whole number of steps of 100 mm.' },
        ]),
      )
      .mockResolvedValueOnce({ message: 'Model saved', data: catalogueFixture().models[0] });
    const { person } = renderApp(<ModelsPage />, { user: manager, route: '/prices/models' });
    await person.click(await screen.findByRole('button', { name: 'New model' }));
    const dialog = await screen.findByRole('dialog', { name: 'New model' });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await person.type(field(/^Code/), 'E-300');
    await person.type(field(/^Name in English/), 'Castle');
    await person.type(field(/^Name in Ukrainian/), 'Castle (uk)');
    await person.type(field(/^Name in Russian/), 'Castle (ru)');
    await person.click(within(dialog).getByRole('checkbox', { name: 'Outward' }));
    await person.type(field(/^Width from/), '700');
    await person.type(field(/^Width to/), '950');
    await person.type(field(/^Width step/), '100');
    await person.type(field(/^Height from/), '2000');
    await person.type(field(/^Height to/), '2100');
    // A size left empty is refused before the server is asked.
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(/^Height step/).getAttribute('aria-invalid')).toBe('true'));
    expect(calls.createModel).not.toHaveBeenCalled();
    await person.type(field(/^Height step/), '100');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.createModel).toHaveBeenCalledWith({
        body: {
          familyId: 1,
          code: 'E-300',
          names: names('Castle'),
          leafCount: 'single',
          hands: ['left', 'right'],
          swings: ['inward', 'outward'],
          sizeRule: {
            width: { min: 700, max: 950, step: 100 },
            height: { min: 2000, max: 2100, step: 100 },
            leaves: [],
          },
        },
      }),
    );
    await waitFor(() => expect(field(/^Width to/).getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getAllByText('Must be 700 mm plus a whole number of steps of 100 mm.').length,
    ).toBeGreaterThan(0);
    await person.clear(field(/^Width to/));
    await person.type(field(/^Width to/), '900');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.createModel).toHaveBeenCalledTimes(2);
  });

  it('edits a model as it is, and hides one only after asking', async () => {
    calls.changeModel.mockResolvedValue({ message: 'Model saved', data: catalogueFixture().models[1] });
    calls.setModelActive.mockResolvedValue({
      message: 'Model hidden',
      data: { ...catalogueFixture().models[0], active: false },
    });
    const { person } = renderApp(<ModelsPage />, { user: manager, route: '/prices/models' });
    await person.click(await screen.findByRole('button', { name: 'Edit Fortress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Model: Fortress' });
    // A double model: its two leaves' ranges, empty here, must be filled.
    expect(within(dialog).getByRole('radio', { name: 'Double' })).toHaveProperty('checked', true);
    await person.type(within(dialog).getByRole('textbox', { name: /^Leaf 1 from/ }), '600');
    await person.type(within(dialog).getByRole('textbox', { name: /^Leaf 1 to/ }), '1000');
    await person.type(within(dialog).getByRole('textbox', { name: /^Leaf 1 step/ }), '50');
    await person.type(within(dialog).getByRole('textbox', { name: /^Leaf 2 from/ }), '600');
    await person.type(within(dialog).getByRole('textbox', { name: /^Leaf 2 to/ }), '1000');
    await person.type(within(dialog).getByRole('textbox', { name: /^Leaf 2 step/ }), '50');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.changeModel).toHaveBeenCalledWith({
        params: { id: 11 },
        body: expect.objectContaining({
          code: 'E-200',
          leafCount: 'double',
          hands: ['left'],
          swings: ['outward'],
          sizeRule: {
            width: { min: 1200, max: 2000, step: 50 },
            height: { min: 2000, max: 2200, step: 10 },
            leaves: [
              { min: 600, max: 1000, step: 50 },
              { min: 600, max: 1000, step: 50 },
            ],
          },
        }),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await person.click(screen.getByRole('button', { name: 'Hide Guard' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Hide the model Guard?' });
    expect(calls.setModelActive).not.toHaveBeenCalled();
    await person.click(within(asked).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(calls.setModelActive).toHaveBeenCalledWith({ params: { id: 10 }, body: { active: false } }),
    );
    expect(await screen.findByText('Model hidden')).toBeTruthy();
  });
});

describe('the options’ editing', () => {
  it('creates an option with its rules, and shows a hidden one again', async () => {
    const catalogue = catalogueFixture();
    catalogue.options[0]!.active = false;
    calls.catalogue.mockResolvedValue({ data: catalogue });
    calls.createOption.mockResolvedValue({ message: 'Option saved', data: catalogue.options[1] });
    calls.setOptionActive.mockResolvedValue({ message: 'Option shown', data: catalogueFixture().options[0] });
    const { person } = renderApp(<OptionsPage />, { user: manager, route: '/prices/options' });
    await screen.findAllByRole('table');
    expect(screen.getByRole('button', { name: 'New group' })).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'New option' }));
    const dialog = await screen.findByRole('dialog', { name: 'New option' });
    await person.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'L-PIN');
    await person.type(within(dialog).getByRole('textbox', { name: /^Name in English/ }), 'Pin lock');
    await person.type(within(dialog).getByRole('textbox', { name: /^Name in Ukrainian/ }), 'Pin lock (uk)');
    await person.type(within(dialog).getByRole('textbox', { name: /^Name in Russian/ }), 'Pin lock (ru)');
    await person.click(within(dialog).getByRole('checkbox', { name: 'For every model' }));
    await person.click(within(dialog).getByRole('checkbox', { name: 'E-100 · Guard' }));
    const excludes = within(dialog).getByRole('group', { name: 'Cannot be chosen with' });
    await person.click(within(excludes).getByRole('checkbox', { name: 'Locks: L-SMART · Smart lock' }));
    await person.type(within(dialog).getByRole('textbox', { name: /^Largest height/ }), '2100');
    await person.click(within(dialog).getByRole('radio', { name: 'Up-charge' }));
    await person.type(within(dialog).getByRole('textbox', { name: /^Note in English/ }), 'Extra');
    await person.type(within(dialog).getByRole('textbox', { name: /^Note in Ukrainian/ }), 'Extra (uk)');
    await person.type(within(dialog).getByRole('textbox', { name: /^Note in Russian/ }), 'Extra (ru)');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.createOption).toHaveBeenCalledWith({
        body: {
          groupId: 1,
          code: 'L-PIN',
          names: names('Pin lock'),
          models: [10],
          excludes: [101],
          requires: [],
          maxWidth: null,
          maxHeight: 2100,
          note: { kind: 'upcharge', names: names('Extra') },
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const hidden = screen.getByRole('row', { name: /Standard lock/ });
    expect(within(hidden).getByText('Hidden')).toBeTruthy();
    await person.click(within(hidden).getByRole('button', { name: 'Show Standard lock' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Show the option Standard lock again?' });
    await person.click(within(asked).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(calls.setOptionActive).toHaveBeenCalledWith({ params: { id: 100 }, body: { active: true } }),
    );
  });
});

describe('a family’s and a group’s Edit, Hide or Show, and each row’s History (issue 43)', () => {
  it('edits an option group as it is and hides one only after asking', async () => {
    const catalogue = catalogueFixture();
    calls.changeOptionGroup.mockResolvedValue({ message: 'Option group saved', data: catalogue.groups[0] });
    calls.setOptionGroupActive.mockResolvedValue({
      message: 'Option group hidden',
      data: { ...catalogue.groups[1], active: false },
    });
    const { person } = renderApp(<OptionsPage />, { user: manager, route: '/prices/options' });
    await person.click(await screen.findByRole('button', { name: 'Edit Locks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Option group: Locks' });
    await person.click(within(dialog).getByRole('checkbox', { name: /More than one/ }));
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.changeOptionGroup).toHaveBeenCalledWith({
        params: { id: 1 },
        body: { code: 'LOCK', names: names('Locks'), required: true, multiple: true },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await person.click(screen.getByRole('button', { name: 'Hide Extras' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Hide the option group Extras?' });
    expect(calls.setOptionGroupActive).not.toHaveBeenCalled();
    await person.click(within(asked).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(calls.setOptionGroupActive).toHaveBeenCalledWith({ params: { id: 2 }, body: { active: false } }),
    );
  });

  it('shows a hidden family marked to whom may manage prices, with Show; not to a reader', async () => {
    const catalogue = catalogueFixture();
    catalogue.families[1]!.active = false;
    calls.catalogue.mockResolvedValue({ data: catalogue });
    calls.setFamilyActive.mockResolvedValue({
      message: 'Family shown',
      data: { ...catalogue.families[1], active: true },
    });
    const shown = renderApp(<ModelsPage />, { user: reader, route: '/prices/models' });
    await screen.findByRole('table', { name: 'Models of Entrance' });
    expect(screen.queryByRole('table', { name: 'Models of Interior' })).toBeNull();
    shown.unmount();

    const { person } = renderApp(<ModelsPage />, { user: manager, route: '/prices/models' });
    await screen.findByRole('table', { name: 'Models of Interior' });
    await person.click(screen.getByRole('button', { name: 'Show Interior' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Show the family Interior again?' });
    await person.click(within(asked).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(calls.setFamilyActive).toHaveBeenCalledWith({ params: { id: 2 }, body: { active: true } }),
    );
  });

  it('opens a model’s history: who changed what, from what to what', async () => {
    calls.modelAudit.mockResolvedValue({
      data: [
        {
          id: 5,
          action: 'model.changed',
          actor: { id: 1, name: 'Olena Admin' },
          before: { active: true },
          after: { active: false },
          createdAt: '2026-12-01T10:00:00.000Z',
        },
      ],
      pagination: { page: 1, limit: 10, count: 1 },
    });
    const { person } = renderApp(<ModelsPage />, { user: manager, route: '/prices/models' });
    await person.click(await screen.findByRole('button', { name: 'History of Guard' }));
    const dialog = await screen.findByRole('dialog', { name: 'History: Guard' });
    expect(await within(dialog).findByText('Model changed')).toBeTruthy();
    expect(within(dialog).getByText('Olena Admin')).toBeTruthy();
    expect(within(dialog).getByText('Shown: shown → hidden')).toBeTruthy();
    expect(calls.modelAudit).toHaveBeenCalledWith(
      expect.objectContaining({ params: { id: 10 }, query: expect.objectContaining({ page: 1 }) }),
    );
  });
});
