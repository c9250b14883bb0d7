// A model's table and an option group's prices as CSV (issue 43, part 2; docs/decisions.md "Issue 43,
// part 2: a table's and an option group's CSV"): Import CSV only with `canImport`; a chosen file is
// checked at once and its problems shown by line, column and reason with Import disabled; a file
// without problems shows each option's price now and new, and Import sends the same file.
import { api } from '@/lib/api';
import { renderApp } from '@/testing/render-app';
import { stubMethods } from '@/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceFileActions } from './price-file-actions';

const calls = { check: vi.fn(), run: vi.fn() };

beforeEach(() => {
  calls.check.mockReset();
  calls.run.mockReset();
  stubMethods(api, { checkOptionPriceFile: calls.check, importOptionPriceFile: calls.run });
});

const target = { kind: 'group', versionId: 3, groupId: 5 } as const;
const csv = () =>
  new File(['code,kind,price\nCOL-RAL,percentOfBase,8.5\n'], 'colour.csv', { type: 'text/csv' });
const names = { en: 'Any RAL colour', uk: 'Будь-який колір RAL', ru: 'Любой цвет RAL' };

async function openDialog() {
  const view = renderApp(<PriceFileActions target={target} name="Colour" canImport />);
  await view.person.click(screen.getByRole('button', { name: 'Import CSV: Colour' }));
  // The dialog's module loads when it first opens.
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Import the option prices of Colour' },
    { timeout: 15_000 },
  );
  await within(dialog).findByRole('button', { name: 'Choose a CSV file' });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, dialog, input };
}

describe('PriceFileActions', () => {
  it('offers Export CSV to every reader, Import CSV only with canImport', () => {
    renderApp(<PriceFileActions target={target} name="Colour" canImport={false} />);
    expect(screen.getByRole('button', { name: 'Export CSV: Colour' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import CSV: Colour' })).toBeNull();
  });

  it('shows a file’s problems by line and column, and keeps Import disabled', async () => {
    calls.check.mockResolvedValue({
      data: { options: [], errors: [{ line: 3, column: 'A', problem: 'unknownOption', value: 'NO-SUCH' }] },
    });
    const { person, dialog, input } = await openDialog();
    await person.upload(input, csv());
    expect(
      await within(dialog).findByText('Line 3, column A: No option of this group has this code. “NO-SUCH”'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
    expect(calls.run).not.toHaveBeenCalled();
  });

  it('previews each option’s price now and new, then imports the same file', async () => {
    calls.check.mockResolvedValue({
      data: {
        options: [
          {
            line: 2,
            optionId: 20,
            code: 'COL-RAL',
            names,
            current: { kind: 'percentOfBase', percent: 8 },
            price: { kind: 'percentOfBase', percent: 8.5 },
          },
        ],
        errors: [],
      },
    });
    calls.run.mockResolvedValue({ message: 'Prices imported', data: {} });
    const { person, dialog, input } = await openDialog();
    const file = csv();
    await person.upload(input, file);
    await within(dialog).findByText('No problems: ready to import.');
    const row = within(dialog).getByRole('row', { name: /COL-RAL/ });
    const [now, next] = within(row).getAllByRole('cell');
    expect(now!.textContent).toMatch(/\b8\b/);
    expect(now!.textContent).not.toContain('8.5');
    expect(next!.textContent).toContain('8.5');
    await person.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(calls.run).toHaveBeenCalledWith(
        expect.objectContaining({ params: { id: 3, groupId: 5 }, file }),
      ),
    );
    expect(await screen.findByText('Prices imported')).toBeTruthy();
  });
});
