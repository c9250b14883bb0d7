import { dealerImport, type ImportCheck } from '@doorline/api-client';
import { toastQueue } from '@doorline/design-system';
import { screen, within } from '@testing-library/react';
import { isValidElement } from 'react';
import { matchRoutes, Navigate, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAccess } from '@/components/layout/require-access';
import { api } from '@/lib/api';
import { pageAccess } from '@/lib/page-access';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { feature } from '../feature';
import { DealersPage } from './dealers';
import { Component as ImportDealers } from './import-dealers';

// Issue 42, the dealers' import (the import's second user: the wizard of components/import/ on
// `dealerImport`): the organization with dealers.manage uploads a file, the server checks the rows,
// the page shows its problems by line and field, and sends the corrections and skipped lines with the
// next check and the run.

const calls = { upload: vi.fn(), check: vi.fn(), run: vi.fn(), dealers: vi.fn() };

beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    uploadDealerImport: calls.upload,
    checkDealerImport: calls.check,
    runDealerImport: calls.run,
    dealers: calls.dealers,
  });
  calls.dealers.mockResolvedValue({
    data: [],
    pagination: { page: 1, limit: 10, count: 0 },
    hasMore: false,
  });
});
afterEach(() => {
  vi.clearAllMocks();
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});

const administrator = makeUser({}, ['dealers.read', 'dealers.manage']);
const reader = makeUser({}, ['dealers.read']);

const notMapped = Object.fromEntries(dealerImport.fieldKeys.map((field) => [field, null]));

/** The upload's answer: `Company` and `About` guessed, `Contact e-mail` too, `Notes` not. */
const uploaded = {
  id: 41,
  fileName: 'dealers.csv',
  rows: 3,
  headings: ['Company', 'About', 'Contact e-mail', 'Notes'],
  preview: [
    { line: 2, cells: ['Northern Doors', 'Doors in York', 'ruth@northern.test', ''] },
    { line: 3, cells: ['P', 'Frames', '', ''] },
    { line: 4, cells: ['Existing Doors', 'Again', 'office@existing.test', ''] },
  ],
  mapping: { ...notMapped, name: 0, description: 1, contactEmail: 2 },
};

const twoProblems: ImportCheck = {
  rows: 3,
  valid: 1,
  skipped: 0,
  errors: [
    { line: 3, field: 'name', problem: 'tooShort', value: 'P' },
    {
      line: 4,
      field: 'name',
      problem: 'duplicateOfExisting',
      value: 'Existing Doors',
      duplicateOf: { id: 12, name: 'Existing Doors' },
    },
  ],
  tookMs: 8,
};

const csv = () => new File(['Company,About\n'], 'dealers.csv', { type: 'text/csv' });

/** The file chooser's input, once the wizard (loaded when first shown) is there. */
async function fileInput() {
  await screen.findByRole('button', { name: 'Choose a file' });
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
}

/** A field's select, by its label: its button, named by its value and its label. */
const select = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}$`) });

describe('importing dealers', () => {
  it('starts from the guessed mapping, each contact’s part named with its contact, name and description required', async () => {
    calls.upload.mockResolvedValueOnce({ data: uploaded });
    const { person } = renderApp(<ImportDealers />, { user: administrator });
    expect(await screen.findByRole('heading', { name: 'Import dealers', level: 1 })).toBeTruthy();
    await person.upload(await fileInput(), csv());
    await screen.findByRole('heading', { name: 'Match the columns' });
    expect(calls.upload).toHaveBeenCalledWith(expect.objectContaining({ file: expect.any(File) }));
    expect(select('Name').textContent).toContain('Company');
    expect(select('Description').textContent).toContain('About');
    expect(select('Contact email').textContent).toContain('Contact e-mail');
    expect(select('Responsible contact email').textContent).toContain('Don’t import');

    await person.click(select('Description'));
    await person.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Don’t import' }),
    );
    await person.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(await screen.findByText('Choose the column of Description.')).toBeTruthy();
    expect(calls.check).not.toHaveBeenCalled();
  });

  it('shows the problems, links a repeated dealer to its profile, and imports once the rows are fixed or skipped', async () => {
    calls.upload.mockResolvedValueOnce({ data: uploaded });
    calls.check.mockResolvedValueOnce({ data: twoProblems }).mockResolvedValueOnce({
      data: { rows: 3, valid: 2, skipped: 1, errors: [], tookMs: 5 },
    });
    calls.run.mockResolvedValueOnce({ message: 'Dealers imported', data: { created: 2, skipped: 1 } });
    const { person } = renderApp(<ImportDealers />, {
      user: administrator,
      route: '/organization/dealers/import',
      path: '/organization/dealers/import',
      routes: <Route path="/organization/dealers" element={<h1>The dealers</h1>} />,
    });
    await person.upload(await fileInput(), csv());
    await person.click(await screen.findByRole('button', { name: 'Check the rows' }));

    await screen.findByText(/1 row will be imported, 2 have problems, 0 skipped/);
    expect(calls.check).toHaveBeenCalledWith({
      params: { id: 41 },
      body: { mapping: { ...notMapped, name: 0, description: 1, contactEmail: 2 } },
    });
    const table = screen.getByRole('table', { name: 'Rows with problems' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Too short');
    const existing = within(rows[1]!).getByRole('link', { name: 'Already in the list: Existing Doors' });
    expect(existing.getAttribute('href')).toBe('/organization/dealers/12/profile');
    expect(screen.getByRole('button', { name: 'Import 1 row' }).hasAttribute('disabled')).toBe(true);

    const name = within(table).getByRole('textbox', { name: 'Name on line 3' });
    await person.clear(name);
    await person.type(name, 'Pennine Frames');
    await person.click(within(table).getByRole('button', { name: 'Skip line 4' }));
    await person.click(screen.getByRole('button', { name: 'Check again' }));
    await screen.findByText(/2 rows will be imported, 0 have problems, 1 skipped/);
    const body = {
      mapping: { ...notMapped, name: 0, description: 1, contactEmail: 2 },
      fixes: [{ line: 3, field: 'name', value: 'Pennine Frames' }],
      skip: [4],
    };
    expect(calls.check).toHaveBeenLastCalledWith({ params: { id: 41 }, body });

    await person.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Import the rows?' });
    await person.click(within(confirm).getByRole('button', { name: 'Import' }));
    await screen.findByRole('heading', { name: 'The dealers' });
    expect(calls.run).toHaveBeenCalledWith({ params: { id: 41 }, body });
    expect(toastQueue.visibleToasts.map((toast) => toast.content.message)).toContain('2 dealers imported');
  });

  it("is offered on the dealers list to whom may create dealers only, as the contract's import allows", async () => {
    expect(pageAccess.dealerImport.rule).toBe(dealerImport.access);
    const { unmount } = renderApp(<DealersPage />, { user: administrator, route: '/organization/dealers' });
    const link = await screen.findByRole('link', { name: 'Import' });
    expect(link.getAttribute('href')).toBe('/organization/dealers/import');
    unmount();

    renderApp(<DealersPage />, { user: reader, route: '/organization/dealers' });
    await screen.findByRole('heading', { name: 'Dealers Management' });
    expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
  });

  it('is a page of the dealers list guarded by the import’s access, reached from /dealers/import too', async () => {
    const guards = (matchRoutes(feature.into!.organization!, '/dealers/import') ?? []).flatMap(({ route }) =>
      isValidElement<{ page: string }>(route.element) && route.element.type === RequireAccess
        ? [route.element.props.page]
        : [],
    );
    expect(guards).toEqual(['dealers', 'dealerImport']);
    const [redirect] = matchRoutes(feature.routes!, '/dealers/import') ?? [];
    expect(redirect?.route.element).toEqual(<Navigate to="/organization/dealers/import" replace />);

    // Someone who reads the dealers but may not create them finds no such page.
    renderApp(
      <Routes>
        <Route element={<RequireAccess page="dealerImport" />}>
          <Route path="*" element={<ImportDealers />} />
        </Route>
      </Routes>,
      { user: reader, route: '/organization/dealers/import' },
    );
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Import dealers' })).toBeNull();
  });
});
