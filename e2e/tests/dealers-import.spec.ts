import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './admin-support';
import { expectToast } from './identity-support';
import { scaled } from '../../scripts/test-time.cjs';
import { expectNoSeriousA11yViolations, mainMenu } from './support';

// Issue 42, the import's second user: the administrator imports dealers from a CSV from the dealers
// list, sees the one bad row's problem by line (a contact's e-mail that is not one), corrects it in
// place, checks again, imports, and finds the new dealers in the list, invited.

/** Chooses a file with the file step's button, as a person does through the browser's chooser. */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles(file);
}

test('the administrator imports dealers from a CSV, corrects its bad row in place, and finds them in the list', async ({
  browser,
}) => {
  // A journey of several screens and three round trips to the server's import (scripts/test-time.cjs).
  test.setTimeout(scaled(90_000));
  const mark = `dli${Date.now().toString(36)}`;
  const rows = [
    ['Company', 'Description', 'Discount', 'Contact', 'E-mail'],
    [`Northern Doors ${mark}`, 'Doors and windows in York', '5', 'Ruth Hale', `ruth.${mark}@example.test`],
    [`Pennine Frames ${mark}`, 'Frames in the hills', '2,5', 'Owen Marsh', `owen.${mark}@`],
    [`Coastline Entrances ${mark}`, 'Front doors by the sea', '', '', ''],
  ];
  // Plain CSV: every cell quoted, a quote inside doubled.
  const csv = rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');

  const page = await signedIn(browser, 'admin@doorline.test');
  await mainMenu(page).getByRole('link', { name: 'Dealers', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dealers Management', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/organization\/dealers\/import$/);
  await expect(page.getByRole('heading', { name: 'Import dealers', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await chooseFile(page, { name: `dealers-${mark}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
  await expect(page.getByText(`dealers-${mark}.csv: 3 rows`)).toBeVisible();
  // The headings named the fields: each select starts at its column.
  await expect(page.getByRole('button', { name: /Contact email$/ })).toContainText('E-mail');
  await expect(page.getByRole('button', { name: /Discount$/ })).toContainText('Discount');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('2 rows will be imported, 1 has problems, 0 skipped')).toBeVisible();
  const problems = page.getByRole('table', { name: 'Rows with problems' });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1)).toContainText('Not an e-mail address');
  await expect(page.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Corrected in place; nothing is written until the import.
  const email = problems.getByRole('textbox', { name: 'Contact email on line 3' });
  await expect(email).toHaveValue(`owen.${mark}@`);
  await email.fill(`owen.${mark}@example.test`);
  await expect(page.getByText(/check again before importing/)).toBeVisible();
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('3 rows will be imported, 0 have problems, 0 skipped')).toBeVisible();
  await expect(problems.getByText('Corrected')).toHaveCount(1);

  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Import the rows?' });
  await confirm.getByRole('button', { name: 'Import', exact: true }).click();
  await expectToast(page, '3 dealers imported');
  await expect(page).toHaveURL(/\/organization\/dealers$/);

  // The search reaches the URL 300 ms after typing.
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(mark);
  await expect(page).toHaveURL(new RegExp(`search=${mark}`));
  const table = page.getByRole('main').getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  for (const name of ['Northern Doors', 'Pennine Frames', 'Coastline Entrances'])
    await expect(table.getByRole('row', { name: new RegExp(`${name} ${mark}`) })).toContainText('Invited');

  // The corrected row's dealer, with the file's discount and contact.
  await table.getByRole('link', { name: `Pennine Frames ${mark}` }).click();
  await expect(page.getByRole('heading', { name: `Pennine Frames ${mark}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('2.5%');
  await expect(page.getByRole('main')).toContainText(`owen.${mark}@example.test`);
});
