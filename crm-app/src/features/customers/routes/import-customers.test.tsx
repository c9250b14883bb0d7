import { HttpError, type ImportCheck } from '@doorline/api-client';
import { toastQueue } from '@doorline/design-system';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { makeUser, renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { Component as CustomersPage } from './customers';
import { Component as ImportCustomers } from './import-customers';

// Issue 42, the customers' import (the wizard of components/import/ on `customerImport`): the
// server reads the file and checks the rows; the page shows its guess, its problems, and sends the
// importer's corrections and skipped lines with the next check and the run.

const calls = { upload: vi.fn(), check: vi.fn(), run: vi.fn(), customers: vi.fn() };

beforeEach(() => {
  stubMethods(api, {
    getMe: vi.fn(),
    uploadCustomerImport: calls.upload,
    checkCustomerImport: calls.check,
    runCustomerImport: calls.run,
    customers: calls.customers,
  });
  calls.customers.mockResolvedValue({ data: [], pagination: { page: 1, limit: 10, count: 0 } });
});
afterEach(() => {
  vi.clearAllMocks();
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});

const dealerAdmin = makeUser({ type: 'dealer', dealerId: 7 }, [
  'customers.read',
  'customers.write',
  'customers.import',
]);

/** The upload's answer: `Full name` and `E-mail` guessed, `Tel.` not. */
const uploaded = {
  id: 31,
  fileName: 'customers.csv',
  rows: 3,
  headings: ['Full name', 'E-mail', 'Tel.'],
  preview: [
    { line: 2, cells: ['Hanna Koval', 'hanna@koval.test', '+380501112233'] },
    { line: 3, cells: ['', 'petro@', ''] },
    { line: 4, cells: ['Olena Bondar', 'olena@', '+380671112233'] },
  ],
  mapping: {
    name: 0,
    email: 1,
    phone: null,
    mobile: null,
    street: null,
    city: null,
    postcode: null,
    country: null,
    note: null,
    tags: null,
    dealer: null,
  },
};

const noMapping = {
  phone: null,
  mobile: null,
  street: null,
  city: null,
  postcode: null,
  country: null,
  note: null,
  tags: null,
  dealer: null,
};

const twoProblems: ImportCheck = {
  rows: 3,
  valid: 1,
  skipped: 0,
  errors: [
    { line: 3, field: 'name', problem: 'missing', value: '' },
    { line: 4, field: 'email', problem: 'invalidEmail', value: 'olena@' },
  ],
  tookMs: 12,
};

const csv = () => new File(['Full name,E-mail,Tel.\n'], 'customers.csv', { type: 'text/csv' });

/** The file chooser's input, once the wizard (loaded when first shown) is there. */
async function fileInput() {
  await screen.findByRole('button', { name: 'Choose a file' });
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
}

/** Renders the page and uploads the file: the columns step, with the upload's guess. */
async function uploadedPage() {
  calls.upload.mockResolvedValueOnce({ data: uploaded });
  const rendered = renderApp(<ImportCustomers />, { user: dealerAdmin, route: '/customers/import' });
  await rendered.person.upload(await fileInput(), csv());
  await screen.findByRole('heading', { name: 'Match the columns' });
  return rendered;
}

/** A field's select, by its label: its button, named by its value and its label. */
const select = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}$`) });

describe('importing customers', () => {
  it('uploads the file and starts from the guessed mapping, the required field marked', async () => {
    await uploadedPage();
    expect(calls.upload).toHaveBeenCalledWith(expect.objectContaining({ file: expect.any(File) }));
    expect(screen.getByText('customers.csv: 3 rows')).toBeTruthy();
    expect(select('Name').textContent).toContain('Full name');
    expect(select('Email').textContent).toContain('E-mail');
    expect(select('Phone').textContent).toContain('Don’t import');
    // The preview's headers say where each column goes.
    const preview = screen.getByRole('table', { name: 'The first rows of the file' });
    expect(within(preview).getByRole('columnheader', { name: /Full name\s*to Name/ })).toBeTruthy();
    expect(within(preview).getByRole('columnheader', { name: /Tel\.\s*not imported/ })).toBeTruthy();
    expect(within(preview).getByText('hanna@koval.test')).toBeTruthy();
  });

  it("shows an upload's refusal under the file field, in the reader's words", async () => {
    calls.upload.mockRejectedValueOnce(
      new HttpError(400, 'Only a CSV or XLSX file can be imported', [
        {
          path: 'file',
          message: 'Only a CSV or XLSX file can be imported',
          code: 'importNotATable',
        },
      ]),
    );
    const { person } = renderApp(<ImportCustomers />, { user: dealerAdmin });
    await person.upload(await fileInput(), csv());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Only a CSV or XLSX file can be imported');
    // Under the file's button, which it describes.
    const choose = screen.getByRole('button', { name: 'Choose a file' });
    expect(choose.getAttribute('aria-describedby')).toContain(alert.parentElement!.id);
    expect(screen.queryByRole('heading', { name: 'Match the columns' })).toBeNull();
  });

  it("shows a check's problems by line and reason, and keeps Import disabled while they remain", async () => {
    calls.check.mockResolvedValueOnce({ data: twoProblems });
    const { person } = await uploadedPage();
    await person.click(screen.getByRole('button', { name: 'Check the rows' }));

    await screen.findByText(/1 row will be imported, 2 have problems, 0 skipped/);
    expect(calls.check).toHaveBeenCalledWith({
      params: { id: 31 },
      body: { mapping: { name: 0, email: 1, ...noMapping } },
    });
    const table = screen.getByRole('table', { name: 'Rows with problems' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('3');
    expect(rows[0]!.textContent).toContain('Name');
    expect(rows[0]!.textContent).toContain('Required, but empty');
    expect(rows[1]!.textContent).toContain('4');
    expect(rows[1]!.textContent).toContain('Not an e-mail address');
    expect(
      (within(rows[1]!).getByRole('textbox', { name: 'Email on line 4' }) as HTMLInputElement).value,
    ).toBe('olena@');
    expect(screen.getByRole('button', { name: 'Import 1 row' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends a fix and a skip with the next check, and imports once nothing is in the way', async () => {
    calls.check.mockResolvedValueOnce({ data: twoProblems }).mockResolvedValueOnce({
      data: { rows: 3, valid: 2, skipped: 1, errors: [], tookMs: 9 },
    });
    calls.run.mockResolvedValueOnce({ message: 'Customers imported', data: { created: 2, skipped: 1 } });
    const { person } = renderApp(<ImportCustomers />, {
      user: dealerAdmin,
      route: '/customers/import',
      path: '/customers/import',
      routes: <Route path="/customers" element={<h1>The directory</h1>} />,
    });
    calls.upload.mockResolvedValueOnce({ data: uploaded });
    await person.upload(await fileInput(), csv());
    await person.click(await screen.findByRole('button', { name: 'Check the rows' }));
    const table = await screen.findByRole('table', { name: 'Rows with problems' });

    const email = within(table).getByRole('textbox', { name: 'Email on line 4' });
    await person.clear(email);
    await person.type(email, 'olena@bondar.test');
    await person.click(within(table).getByRole('button', { name: 'Skip line 3' }));
    // Changed since the check: the check must be made again before importing.
    expect(screen.getByText(/check again before importing/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import 1 row' }).hasAttribute('disabled')).toBe(true);

    await person.click(screen.getByRole('button', { name: 'Check again' }));
    await screen.findByText(/2 rows will be imported, 0 have problems, 1 skipped/);
    const body = {
      mapping: { name: 0, email: 1, ...noMapping },
      fixes: [{ line: 4, field: 'email', value: 'olena@bondar.test' }],
      skip: [3],
    };
    expect(calls.check).toHaveBeenLastCalledWith({ params: { id: 31 }, body });
    // The corrected and the skipped rows stay in view.
    expect(within(table).getByText('Corrected')).toBeTruthy();
    expect(within(table).getByText('Skipped')).toBeTruthy();

    const importButton = screen.getByRole('button', { name: 'Import 2 rows' });
    expect(importButton.hasAttribute('disabled')).toBe(false);
    await person.click(importButton);
    const confirm = await screen.findByRole('alertdialog', { name: 'Import the rows?' });
    await person.click(within(confirm).getByRole('button', { name: 'Import' }));

    await screen.findByRole('heading', { name: 'The directory' });
    expect(calls.run).toHaveBeenCalledWith({ params: { id: 31 }, body });
    expect(toastQueue.visibleToasts.map((toast) => toast.content.message)).toContain('2 customers imported');
  });

  it('asks for the required fields before checking', async () => {
    const { person } = await uploadedPage();
    await person.click(select('Name'));
    await person.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Don’t import' }),
    );
    await person.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(await screen.findByText('Choose the column of Name.')).toBeTruthy();
    expect(calls.check).not.toHaveBeenCalled();
  });

  it("is offered in the directory's toolbar to whom may import customers only", async () => {
    const { unmount } = renderApp(<CustomersPage />, { user: dealerAdmin, route: '/customers' });
    const link = await screen.findByRole('link', { name: 'Import' });
    expect(link.getAttribute('href')).toBe('/customers/import');
    unmount();

    renderApp(<CustomersPage />, {
      user: makeUser({ type: 'dealer', dealerId: 7 }, ['customers.read', 'customers.write']),
      route: '/customers',
    });
    await screen.findByRole('button', { name: 'New customer' });
    expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
  });
});
