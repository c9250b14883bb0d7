import { expect, test, type Page } from '@playwright/test';
import { answerTo, expectNoSeriousA11yViolations, HOME_URL, mainMenu, signIn } from './support';
import { scaled } from '../../scripts/test-time.cjs';

// Issue 27 (docs/dashboard.md): signing in lands on Home, each role sees its own work there, every
// number leads to the list it counts, and Home passes axe in both themes at 1280 and 375 px.

test.describe.configure({ timeout: scaled(40_000) });

const chart = (page: Page) => page.getByRole('group', { name: 'New records per week, by stage now' });

/** The number a Home card's link names (`Quotes to approve: 4`). */
async function countOf(page: Page, name: RegExp) {
  const link = page.getByRole('main').getByRole('link', { name }).first();
  await expect(link).toBeVisible();
  const label = (await link.getAttribute('aria-label')) ?? '';
  const match = /: (\d+)$/.exec(label);
  expect(match, `a count in "${label}"`).not.toBeNull();
  return { link, count: Number(match![1]) };
}

/**
 * Follows a Home number to its list, which must ask the API for the same filters and count as many
 * (`pagination.count`), and show that many rows once its page holds them all.
 */
async function followToItsList(page: Page, name: RegExp, path: RegExp, api: string) {
  const { link, count } = await countOf(page, name);
  const answer = answerTo(page, 'GET', new RegExp(`^${api}$`));
  await link.click();
  await expect(page).toHaveURL(path);
  const response = await answer;
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { pagination: { count: number } };
  expect(body.pagination.count).toBe(count);
  if (count > 0 && count <= 100) {
    const url = new URL(page.url());
    url.searchParams.set('limit', '100');
    await page.goto(`${url.pathname}${url.search}`);
    const table = page.getByRole('main').getByRole('table').first();
    await expect(table.locator(':scope > tbody > tr')).toHaveCount(count);
  }
  return count;
}

test('a sales manager signs in to Home and follows a number to its filtered list', async ({ page }) => {
  await signIn(page, 'sales@doorline.test');
  await expect(page).toHaveURL(HOME_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page).toHaveTitle(/Home · Doorline CRM$/);
  await expect(chart(page)).toBeVisible();
  // Waiting for them: quotes to approve and pre-orders to confirm, not the production queues.
  const waiting = page.getByRole('list', { name: 'Waiting for you' });
  await expect(waiting.getByRole('link', { name: /^Quotes to approve: \d+$/ })).toBeVisible();
  await expect(waiting.getByRole('link', { name: /^Pre-orders to confirm: \d+$/ })).toBeVisible();
  await expect(waiting.getByText('Order items to start')).toHaveCount(0);

  await followToItsList(
    page,
    /^Quotes to approve: \d+$/,
    /\/quotes\?status=submitted$/,
    '/api/orders/main-orders',
  );
  await page.goto('/');
  const overdue = await followToItsList(
    page,
    /^Overdue, Order items: \d+$/,
    /\/orders\/items\?overdue=true$/,
    '/api/orders/sub-orders',
  );
  // The demo's orders count their requested date from their creation: some items are overdue.
  expect(overdue).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: /Due/ })).toContainText('Overdue only');
});

test("a production manager's Home is the production and warehouse queues, overdue first", async ({
  page,
}) => {
  await signIn(page, 'production@doorline.test');
  await expect(page).toHaveURL(HOME_URL);
  const waiting = page.getByRole('list', { name: 'Waiting for you' });
  await expect(waiting.getByRole('link')).not.toHaveCount(0);
  await expect(waiting.getByRole('link', { name: /^Order items to start: \d+$/ })).toBeVisible();
  await expect(waiting.getByRole('link', { name: /^In stock, to deliver: \d+$/ })).toBeVisible();
  await expect(waiting.getByText('Quotes to approve')).toHaveCount(0);
  // Due soonest: earliest requested date first, so the overdue lead.
  const dates = await page
    .getByRole('table', { name: 'Order items due soonest' })
    .locator('tbody tr td:nth-child(3)')
    .allTextContents();
  expect(dates.length).toBeGreaterThan(0);
  const days = dates.map((text) => text.slice(0, 10).split('.').reverse().join('-'));
  expect([...days].sort()).toEqual(days);
  await followToItsList(
    page,
    /^In production, to complete: \d+$/,
    /\/production\?status=production$/,
    '/api/orders/sub-orders',
  );
});

test("a dealer user's Home: their dealer's numbers, discount and notifications, no queue", async ({
  page,
}) => {
  await signIn(page, 'dealer1.admin@doorline.test');
  await expect(page).toHaveURL(HOME_URL);
  await expect(page.getByRole('link', { name: /^Your discount: [\d.]+ %$/ })).toHaveAttribute(
    'href',
    '/dealer/profile',
  );
  await expect(page.getByRole('heading', { name: 'Latest notifications' })).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Waiting for you' });
  await expect(waiting.getByRole('link', { name: /^Pre-orders to confirm: \d+$/ })).toBeVisible();
  await expect(waiting.getByText('Quotes to approve')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Latest activity' })).toHaveCount(0);
  await followToItsList(page, /^Draft: \d+$/, /\/quotes\?status=draft$/, '/api/orders/main-orders');
});

test("the chart's bars are reached with the keyboard, each announcing its week, stage and value", async ({
  page,
}) => {
  await signIn(page, 'admin@doorline.test');
  await expect(chart(page)).toBeVisible();
  const bars = chart(page).getByRole('img');
  await expect(bars).not.toHaveCount(0);
  await bars.first().focus();
  await expect(bars.first()).toHaveAccessibleName(/^Week of .+, (Quotes|Pre-orders|Orders): \d+$/);
  const first = await bars.first().getAttribute('aria-label');
  await page.keyboard.press('End');
  const last = page.locator(':focus');
  await expect(last).toHaveAttribute('role', 'img');
  expect(await last.getAttribute('aria-label')).not.toBe(first);
  await expect(page.getByRole('table', { name: 'New records per week, by stage now' })).toHaveCount(1);
});

for (const look of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const)
  for (const theme of ['light', 'dark'] as const)
    test(`Home passes axe (${theme}, ${look.width} px)`, async ({ page }) => {
      await page.setViewportSize(look);
      await page.addInitScript((value) => localStorage.setItem('doorline-theme', value), theme);
      await signIn(page, 'admin@doorline.test');
      await expect(mainMenu(page).or(page.getByRole('button', { name: 'Toggle sidebar' }))).not.toHaveCount(
        0,
      );
      await expect(chart(page)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Latest activity' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
