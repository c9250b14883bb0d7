import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signedIn } from './admin-support';
import { expectToast } from './identity-support';
import { scaled } from '../../scripts/test-time.cjs';
import { expectNoSeriousA11yViolations, mainMenu } from './support';

// Issue 42, importing customers from a spreadsheet: a dealer admin uploads a CSV whose two rows are
// bad (an e-mail that is not one, a name left empty), sees both problems by line, corrects both in
// place, checks again, imports, and finds the customers in the directory; an XLSX file goes the same
// way for the organization; a file without rows is refused under the file's button.

/** Opens the import from the directory's toolbar. */
async function openImport(page: Page) {
  await mainMenu(page).getByRole('link', { name: 'Customers', exact: true }).click();
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/customers\/import$/);
  await expect(page.getByRole('heading', { name: 'Import customers', level: 1 })).toBeVisible();
}

/** Chooses a file with the file step's button, as a person does through the browser's chooser. */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles(file);
}

/** The directory's rows after searching for `term` (the search reaches the URL 300 ms after typing). */
async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(term);
  await expect(page).toHaveURL(new RegExp(`search=${term}`));
  return page.getByRole('main').getByRole('table').getByRole('row');
}

test('a dealer admin imports a CSV, corrects its two bad rows in place, and finds the customers', async ({
  browser,
}) => {
  // A journey of several screens and three round trips to the server's import (scripts/test-time.cjs).
  test.setTimeout(scaled(90_000));
  const mark = `imp${Date.now().toString(36)}`;
  const digits = String(Date.now()).slice(-6);
  const rows = [
    ['Name', 'Email', 'Phone', 'City', 'Tags'],
    [`Anna ${mark}`, `anna.${mark}@example.test`, `+380 50 1${digits}`, 'Kyiv', 'architect'],
    [`Borys ${mark}`, `borys.${mark}@`, `+380 50 2${digits}`, 'Lviv', ''],
    [`Daryna ${mark}`, `daryna.${mark}@example.test`, `+380 50 3${digits}`, 'Odesa', 'repeat'],
    ['', `yevhen.${mark}@example.test`, `+380 50 4${digits}`, 'Dnipro', ''],
    [`Zinaida ${mark}`, '', `+380 50 5${digits}`, '', ''],
  ];
  // Plain CSV: every cell quoted, a quote inside doubled.
  const csv = rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');

  const page = await signedIn(browser, 'dealer1.admin@doorline.test');
  await openImport(page);
  await expect(page.getByText(/at most 10 MB and 10,000 rows/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await chooseFile(page, { name: `customers-${mark}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
  await expect(page.getByText(`customers-${mark}.csv: 5 rows`)).toBeVisible();
  // The headings named the fields: each select starts at its column.
  await expect(page.getByRole('button', { name: /Name$/ }).first()).toContainText('Name');
  await expect(page.getByRole('button', { name: /Tags$/ })).toContainText('Tags');
  const preview = page.getByRole('table', { name: 'The first rows of the file' });
  await expect(preview.getByRole('row')).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('3 rows will be imported, 2 have problems, 0 skipped')).toBeVisible();
  const problems = page.getByRole('table', { name: 'Rows with problems' });
  await expect(problems.getByRole('row')).toHaveCount(3);
  await expect(problems.getByRole('row').nth(1)).toContainText('Not an e-mail address');
  await expect(problems.getByRole('row').nth(2)).toContainText('Required, but empty');
  const import3 = page.getByRole('button', { name: 'Import 3 rows' });
  await expect(import3).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Both corrected in place; nothing is written until the import.
  const email = problems.getByRole('textbox', { name: 'Email on line 3' });
  await expect(email).toHaveValue(`borys.${mark}@`);
  await email.fill(`borys.${mark}@example.test`);
  await problems.getByRole('textbox', { name: 'Name on line 5' }).fill(`Yevhen ${mark}`);
  await expect(page.getByText(/check again before importing/)).toBeVisible();
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('5 rows will be imported, 0 have problems, 0 skipped')).toBeVisible();
  await expect(problems.getByText('Corrected')).toHaveCount(2);

  await page.getByRole('button', { name: 'Import 5 rows' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Import the rows?' });
  await confirm.getByRole('button', { name: 'Import', exact: true }).click();
  await expectToast(page, '5 customers imported');
  await expect(page).toHaveURL(/\/customers$/);

  const found = await search(page, mark);
  await expect(found).toHaveCount(6);
  await expect(page.getByRole('main').getByRole('table')).toContainText(`Borys ${mark}`);
  await expect(page.getByRole('main').getByRole('table')).toContainText(`Yevhen ${mark}`);
  await expect(page.getByRole('main').getByRole('table')).toContainText('architect');
});

test('the organization imports an XLSX file, and a file without rows is refused under the button', async ({
  browser,
}) => {
  test.setTimeout(scaled(90_000));
  const mark = `xls${Date.now().toString(36)}`;
  const page = await signedIn(browser, 'admin@doorline.test');
  await openImport(page);

  // Only a heading row: the server's refusal, under the file's button.
  await chooseFile(page, { name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Email\r\n') });
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'The file has no rows to import under its heading row',
  );
  await expect(page.getByRole('button', { name: 'Choose a file' })).toHaveAccessibleDescription(
    /no rows to import/,
  );

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Customers');
  sheet.addRow(['Full name', 'E-mail', 'Mobile', 'Country']);
  sheet.addRow([`Olena ${mark}`, `olena.${mark}@example.test`, '+380 67 111 2233', 'Ukraine']);
  sheet.addRow([`Petro ${mark}`, `petro.${mark}@example.test`, '+380 67 444 5566', 'Poland']);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  await chooseFile(page, {
    name: `customers-${mark}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(page.getByText(`customers-${mark}.xlsx: 2 rows`)).toBeVisible();
  // The organization chooses whose customers they are: none, its own.
  await expect(page.getByRole('combobox', { name: /^Dealer/ })).toBeVisible();
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('2 rows will be imported, 0 have problems, 0 skipped')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await page
    .getByRole('alertdialog', { name: 'Import the rows?' })
    .getByRole('button', { name: 'Import', exact: true })
    .click();
  await expectToast(page, '2 customers imported');
  const found = await search(page, mark);
  await expect(found).toHaveCount(3);
  await expect(page.getByRole('main').getByRole('table')).toContainText(`Olena ${mark}`);
});
