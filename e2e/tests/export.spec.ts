import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectNoSeriousA11yViolations } from './support';
import { signInAs } from './sales-support';

// Issue 28: "Export CSV" on a list exports every row of its filters and sort, not only the page on
// screen, as a download the browser saves (a download ticket, no token in the address, no blob).

/**
 * The cells of the rows on screen in the column whose heading starts with `heading`, or null while
 * the table shows no such heading (it is drawn again while a filtered list loads): read inside
 * `expect.poll`, which asks again.
 */
async function cellsOn(table: Locator, heading: string): Promise<string[] | null> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((header) => header.startsWith(heading)) + 1;
  if (column === 0) return null;
  return table
    .locator('tbody tr')
    .evaluateAll(
      (rows, n) => rows.map((row) => row.querySelector(`td:nth-child(${n})`)?.textContent?.trim() ?? ''),
      column,
    );
}

/** The transaction numbers of the rows on screen (null while the table is drawn again). */
const numbersOn = (table: Locator) => cellsOn(table, 'Transaction #');

/** Every page of the list, read by its pager: the transaction numbers in the list's order. */
async function everyPage(page: Page, table: Locator) {
  const numbers: string[] = [];
  for (;;) {
    await expect(table.locator('tbody tr').first()).toBeVisible();
    let shown: string[] | null = null;
    await expect.poll(async () => (shown = await numbersOn(table))).not.toBeNull();
    numbers.push(...shown!);
    // The pager has no Next on its last page.
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0 || (await next.isDisabled())) return numbers;
    const before = shown!.join();
    await next.click();
    await expect
      .poll(async () => {
        const now = await numbersOn(table);
        return now !== null && now.join() !== before;
      })
      .toBe(true);
  }
}

test('exports the orders of one dealer: the downloaded file holds every row of the list', async ({
  page,
}) => {
  await signInAs(page, 'admin@doorline.test');
  await page.goto('/orders?limit=5&sort=orderNumber&order=desc');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.locator('tbody tr').first()).toBeVisible();

  // Filter by a dealer with the list's own picker.
  const picker = page.getByRole('combobox', { name: /^Dealer/ });
  await picker.fill('Northgate');
  await page
    .getByRole('option', { name: /Northgate/ })
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]dealerId=\d+/);
  // The list keeps the rows of all dealers on screen until the dealer's arrive.
  await expect
    .poll(async () => {
      const dealers = await cellsOn(table, 'Dealer');
      return dealers && [...new Set(dealers)];
    })
    .toEqual(['Northgate Doors & Windows']);
  const onScreen = await everyPage(page, table);
  expect(onScreen.length).toBeGreaterThan(0);

  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  // The ticket, never the token, is in the address the browser opened.
  expect(download.url()).toMatch(/\/api\/orders\/main-orders\/export\?.*dealerId=\d+.*&ticket=/);
  expect(download.url()).not.toMatch(/token|Bearer/i);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // RFC 4180 read back by a reader of its own (csv-parse): records ended by CRLF, the last one too.
  expect(bytes.subarray(-2).toString('utf8')).toBe('\r\n');
  const [headings, ...rows] = parse(bytes.subarray(3).toString('utf8'), { record_delimiter: '\r\n' });
  const number = headings!.indexOf('Transaction #');
  const dealer = headings!.indexOf('Dealer');
  expect(rows.map((row) => row[number])).toEqual(onScreen);
  expect(new Set(rows.map((row) => row[dealer]))).toEqual(new Set(['Northgate Doors & Windows']));
});
