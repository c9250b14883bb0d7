// A door model's picture (issue 43): a thumbnail beside each model in the configurator's model picker
// (named by the model, loaded lazily) or a neutral door icon when it has none; on `/prices/models` a
// Picture column, with a Picture button for whom may manage prices only, whose dialog uploads a chosen
// image and removes the picture after asking.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { Component as ModelsPage } from '../routes/models';
import { ModelPicker } from './model-picker';
import { catalogueFixture, listPriceFixture, pricesFixture, versionFixture } from './price-fixtures';

const PICTURE = '/api/files/pictures/0123456789abcdef0123456789abcdef.webp';

/** The fixture's catalogue, its first model (Guard) with a picture. */
const withPicture = () => {
  const catalogue = catalogueFixture();
  catalogue.models[0] = { ...catalogue.models[0]!, picture: PICTURE };
  return catalogue;
};

const calls = { setModelPicture: vi.fn(), removeModelPicture: vi.fn() };

// jsdom has no object URLs: the picker's preview of a chosen file gets a stand-in.
Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });

beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    config: vi.fn().mockResolvedValue({ data: { googleClientId: null, outbox: false, currency: 'UAH' } }),
    priceCatalogue: vi.fn().mockResolvedValue({ data: withPicture() }),
    priceLists: vi.fn().mockResolvedValue({ data: [listPriceFixture()] }),
    priceVersion: vi.fn(({ params }: { params: { id: number } }) =>
      Promise.resolve({ data: pricesFixture(versionFixture(params.id)) }),
    ),
    setModelPicture: calls.setModelPicture,
    removeModelPicture: calls.removeModelPicture,
  });
});
afterEach(() => {
  vi.clearAllMocks();
});

const manager = makeUser({}, ['prices.read', 'prices.manage']);
const reader = makeUser({}, ['prices.read']);

describe('the model picker', () => {
  it('shows each model’s thumbnail, named by the model and loaded lazily, or a door icon without one', async () => {
    const catalogue = withPicture();
    const { person } = renderApp(<ModelPicker catalogue={catalogue} modelId={null} onChange={() => {}} />);
    // E-100 is Guard's code, E-200 Fortress's: both found by "E-".
    await person.type(await screen.findByRole('combobox', { name: /^Model/ }), 'E-');
    const guard = await screen.findByRole('option', { name: /Guard/ });
    const image = within(guard).getByRole('img', { name: 'Guard' });
    expect(image.getAttribute('src')).toBe(PICTURE);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('32');
    expect(image.getAttribute('height')).toBe('40');
    const other = screen.getByRole('option', { name: /Fortress/ });
    expect(within(other).getByRole('img', { name: 'No picture' }).tagName.toLowerCase()).toBe('svg');
  });
});

describe('the models’ pictures', () => {
  it('shows the Picture column to a reader without its button', async () => {
    renderApp(<ModelsPage />, { user: reader, route: '/prices/models' });
    const entrance = await screen.findByRole('table', { name: 'Models of Entrance' });
    expect(within(entrance).getByRole('columnheader', { name: 'Picture' })).toBeTruthy();
    expect(within(entrance).getByRole('img', { name: 'Guard' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Picture of/ })).toBeNull();
  });

  it('uploads a chosen image as the model’s picture', async () => {
    calls.setModelPicture.mockResolvedValue({ message: 'Picture saved', data: withPicture().models[0] });
    const { person } = renderApp(<ModelsPage />, { user: manager, route: '/prices/models' });
    await person.click(await screen.findByRole('button', { name: 'Picture of Guard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Picture of Guard' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true').toBe(true);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'door.png', { type: 'image/png' });
    await person.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.setModelPicture).toHaveBeenCalledTimes(1));
    expect(calls.setModelPicture.mock.calls[0]![0]).toMatchObject({ params: { id: 10 }, file });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Picture of Guard' })).toBeNull());
  });

  it('refuses a file of another type before sending it', async () => {
    const { person } = renderApp(<ModelsPage />, { user: manager, route: '/prices/models' });
    await person.click(await screen.findByRole('button', { name: 'Picture of Guard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Picture of Guard' });
    const gif = new File(['GIF89a'], 'door.gif', { type: 'image/gif' });
    fireEvent.change(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, {
      target: { files: [gif] },
    });
    expect(await within(dialog).findByText('Choose a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(calls.setModelPicture).not.toHaveBeenCalled();
  });

  it('removes the picture after asking', async () => {
    calls.removeModelPicture.mockResolvedValue({
      message: 'Picture removed',
      data: catalogueFixture().models[0],
    });
    const { person } = renderApp(<ModelsPage />, { user: manager, route: '/prices/models' });
    await person.click(await screen.findByRole('button', { name: 'Picture of Guard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Picture of Guard' });
    await person.click(within(dialog).getByRole('button', { name: 'Remove picture' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove the picture of Guard?' });
    expect(calls.removeModelPicture).not.toHaveBeenCalled();
    await person.click(within(question).getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(calls.removeModelPicture).toHaveBeenCalledWith({ params: { id: 10 } }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
