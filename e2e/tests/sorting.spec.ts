import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support';
import { signInAs } from './sales-support';

// Issue 27: a list sorts by a column's header (ascending, descending, the default order), the sort
// lives in the URL with the filters, and a reload keeps it; the header tells assistive technology
// (`aria-sort`).

/** The requested day of each row (`YYYY-MM-DD`, null for none) and its transaction number. */
async function rowsOf(table: Locator) {
  const headers = await table.getByRole('columnheader').allTextContents();
  const requested = headers.indexOf('Requested') + 1;
  const transaction = headers.indexOf('Transaction #') + 1;
  expect(requested * transaction).toBeGreaterThan(0);
  return table.locator('tbody tr').evaluateAll(
    (rows, [day, number]) =>
      rows.map((row) => ({
        number: row.querySelector(`td:nth-child(${number})`)?.textContent ?? '',
        day: row.querySelector(`td:nth-child(${day}) time`)?.getAttribute('datetime') ?? null,
      })),
    [requested, transaction],
  );
}

/** Whether the days run in the direction, an empty one counting as the last day (first descending). */
function inOrder(days: Array<string | null>, direction: 'asc' | 'desc') {
  const key = (day: string | null) => day ?? '9999-12-31';
  return days.every((day, i) =>
    i === 0 ? true : direction === 'asc' ? key(days[i - 1]!) <= key(day) : key(days[i - 1]!) >= key(day),
  );
}

test('sorts the orders by requested date from the header, and a reload keeps the sort', async ({ page }) => {
  await signInAs(page, 'sales@doorline.test');
  await page.goto('/orders?limit=25');
  const table = page.getByRole('table', { name: 'Orders' });
  const requested = table.getByRole('columnheader', { name: 'Requested' });
  const sortButton = requested.getByRole('button', { name: 'Requested' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(requested).toHaveAttribute('aria-sort', 'none');
  await expect(table.getByRole('columnheader', { name: 'Salesman' })).not.toHaveAttribute('aria-sort');
  await expect(sortButton).toHaveAccessibleDescription('Sort by Requested');
  const unsorted = await rowsOf(table);
  // Days that differ: a sort has something to show.
  expect(new Set(unsorted.map((row) => row.day)).size).toBeGreaterThan(2);

  await sortButton.click();
  await expect(page).toHaveURL(/[?&]sort=requestedDate&order=asc/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(requested).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(async () =>
      inOrder(
        (await rowsOf(table)).map((row) => row.day),
        'asc',
      ),
    )
    .toBe(true);

  await sortButton.click();
  await expect(page).toHaveURL(/[?&]sort=requestedDate&order=desc/);
  await expect(requested).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () =>
      inOrder(
        (await rowsOf(table)).map((row) => row.day),
        'desc',
      ),
    )
    .toBe(true);
  const descending = await rowsOf(table);
  expect(descending.map((row) => row.number)).not.toEqual(unsorted.map((row) => row.number));
  await expect(page).toHaveURL(/[?&]limit=25/);

  await page.reload();
  await expect(requested).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect
    .poll(async () => (await rowsOf(table)).map((row) => row.number))
    .toEqual(descending.map((row) => row.number));
  await expectNoSeriousA11yViolations(page);

  // The keyboard: the header's button ends the sort, back to the default order (newest first).
  await sortButton.focus();
  await page.keyboard.press('Enter');
  await expect(requested).toHaveAttribute('aria-sort', 'none');
  await expect(page).not.toHaveURL(/sort=/);
  await expect
    .poll(async () => (await rowsOf(table)).map((row) => row.number))
    .toEqual(unsorted.map((row) => row.number));
});

test('a filter keeps the sort and goes back to page 1; Clear keeps it too', async ({ page }) => {
  await signInAs(page, 'sales@doorline.test');
  await page.goto('/quotes?sort=dealer&order=desc&page=2');
  const table = page.getByRole('table', { name: 'Quotes' });
  await expect(table.getByRole('columnheader', { name: 'Dealer' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page.getByRole('main').getByRole('searchbox').fill('0');
  await expect(page).toHaveURL(/search=0/);
  await expect(page).toHaveURL(/sort=dealer&order=desc/);
  await expect(page).not.toHaveURL(/page=2/);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page).not.toHaveURL(/search=/);
  await expect(table.getByRole('columnheader', { name: 'Dealer' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});
