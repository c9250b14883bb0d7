import { daysAfter } from '@doorline/api-client';
import { expect, test, type Page } from '@playwright/test';
import { scaled } from '../../scripts/test-time.cjs';
import { expectAccessibleInEveryLook } from './admin-support';
import { apiAs } from './identity-support';
import { signInAs } from './sales-support';

// Issue 27 (docs/search.md "The palette"): the search box on Ctrl+K. A sales manager finds a
// pre-order by its customer's e-mail with the keyboard only and lands on its page; the open palette
// passes axe in both themes at 1280 and 375 px.

// About 15 s on a quiet machine (scripts/test-time.cjs).
test.describe.configure({ timeout: scaled(60_000) });

/** A pre-order of dealer 1 whose customer has an e-mail no other record has. */
async function preOrderWithCustomer(email: string) {
  const manager = await apiAs('sales@doorline.test');
  const dealerId = (await manager.dealers({ query: { search: 'Northgate', limit: 1 } })).data[0]!.id;
  const quote = (await manager.createOrder({ body: { requestedDate: daysAfter(new Date(), 30), dealerId } }))
    .data;
  await manager.updateOrder({
    params: { id: quote.id },
    body: { customerContact: { name: 'Palette Customer', email } },
  });
  await manager.createItem({ body: { orderId: quote.id, description: 'Oak entrance door', price: 900 } });
  await manager.submitOrder({ params: { id: quote.id }, query: {} });
  await manager.approveOrder({ params: { id: quote.id }, query: {} });
  return quote;
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' });

test('a pre-order is found by its customer’s e-mail and opened, with the keyboard only', async ({ page }) => {
  const email = `palette-${Date.now()}@customer.test`;
  const quote = await preOrderWithCustomer(email);
  await signInAs(page, 'sales@doorline.test');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();

  await page.keyboard.press('Control+k');
  const field = palette(page).getByRole('searchbox', { name: 'Search' });
  await expect(field).toBeFocused();
  await page.keyboard.type(email);
  const result = palette(page).getByRole('menuitem', {
    name: new RegExp(`^${quote.orderNumber} Palette Customer`),
  });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Pre-order');
  // Down to the result, wherever the arrows start from.
  const resultId = await result.getAttribute('id');
  for (let press = 0; press < 5 && (await field.getAttribute('aria-activedescendant')) !== resultId; press++)
    await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', resultId!);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/quotes/${quote.id}/details`);
  await expect(page.getByRole('heading', { level: 1, name: `Quote: # ${quote.orderNumber}` })).toBeVisible();
  await expect(palette(page)).toBeHidden();

  // It is a recent item now, before anything is typed; Escape closes the palette.
  await page.keyboard.press('Control+k');
  const recent = palette(page).getByRole('group', { name: 'Recent' });
  await expect(recent.getByRole('menuitem', { name: new RegExp(`^${quote.orderNumber} `) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  // Ctrl+B still toggles the sidebar, and opens no palette.
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Control+b');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Control+b');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(palette(page)).toBeHidden();
});

test("a dealer salesman finds a customer from the palette by part of its phone and opens its page with its quote; another dealer's is not found", async ({
  page,
}) => {
  const mark = Date.now();
  const phone = `+38067${String(mark).slice(-7)}`;
  const salesman = await apiAs('dealer1.sales@doorline.test');
  const customer = (await salesman.createCustomer({ body: { name: `Palette Client ${mark}`, phone } })).data;
  const quote = (
    await salesman.createOrder({
      body: { requestedDate: daysAfter(new Date(), 30), customerId: customer.id },
    })
  ).data;
  await signInAs(page, 'dealer1.sales@doorline.test');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();

  await page.keyboard.press('Control+k');
  const field = palette(page).getByRole('searchbox', { name: 'Search' });
  await expect(field).toBeFocused();
  await page.keyboard.type(phone.slice(-7));
  const customers = palette(page).getByRole('group', { name: 'Customers' });
  const result = customers.getByRole('menuitem', { name: new RegExp(`^Palette Client ${mark}`) });
  await expect(result).toBeVisible();
  const resultId = await result.getAttribute('id');
  for (let press = 0; press < 8 && (await field.getAttribute('aria-activedescendant')) !== resultId; press++)
    await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', resultId!);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/customers/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Palette Client ${mark}` })).toBeVisible();
  await expect(page.getByRole('link', { name: quote.orderNumber })).toBeVisible();

  // Another dealer's user finds no such customer.
  const other = await apiAs('dealer2.sales@doorline.test');
  const found = await other.search({ query: { q: phone.slice(-7) } });
  expect(found.data.customers ?? []).toEqual([]);
});

test('the open palette passes axe in both themes at 1280 and 375 px', async ({ page }) => {
  await signInAs(page, 'admin@doorline.test');
  await page.keyboard.press('Control+k');
  await expect(palette(page).getByRole('searchbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.type('dealer');
  await expect(palette(page).getByRole('group', { name: 'Users' })).toBeVisible();
  await expectAccessibleInEveryLook(page);
});
