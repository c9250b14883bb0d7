import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, HOME_URL, mainMenu, signIn } from './support';

const organizationMenu = [
  'Home',
  'Quotes',
  'Pre-orders',
  'Orders',
  'Production',
  'Warehouse',
  'Hold',
  'Customers',
  'Dealers',
  'Suppliers',
  'Inventory',
  'Prices',
  'Reports',
  'Settings',
];
const dealerMenu = [
  'Home',
  'Quotes',
  'Pre-orders',
  'Orders',
  'Hold',
  'Customers',
  'Prices',
  'Reports',
  'Dealer profile',
];

test('the organization administrator signs in and sees the organization menu', async ({ page }) => {
  await signIn(page, 'admin@doorline.test');
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(HOME_URL);
  await expect(mainMenu(page).getByRole('link')).toHaveText(organizationMenu);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Olivia Hart' })).toBeVisible();
});

test('a dealer administrator sees the dealer menu', async ({ page }) => {
  await signIn(page, 'dealer1.admin@doorline.test');
  await expect(page).toHaveURL(HOME_URL);
  await expect(mainMenu(page).getByRole('link')).toHaveText(dealerMenu);
});

test('the active menu item follows the path, and the back button leads to the ancestor', async ({ page }) => {
  await signIn(page, 'sales@doorline.test');
  await expect(page).toHaveURL(HOME_URL);
  await page.goto('/orders/items');
  await expect(mainMenu(page).getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
});

test('an unknown path shows the not-found page inside the layout, and Back returns', async ({ page }) => {
  await signIn(page, 'admin@doorline.test');
  await expect(page).toHaveURL(HOME_URL);
  await page.goto('/quotes');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, but this page not exist.')).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
});

test('a signed-out visitor is sent to the login page, and a signed-in one away from it', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, 'production@doorline.test');
  // Signing in leads back to the page that asked for it (else Home); opening the login area signed in
  // leads to /me (spec §2).
  await expect(page).toHaveURL(/\/orders$/);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/me\/profile$/);
});

test('logout from the avatar menu clears the session', async ({ page }) => {
  await signIn(page, 'admin@doorline.test');
  await expect(page).toHaveURL(HOME_URL);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}'));
  expect(stored.auth).toEqual({ access_token: '', refresh_token: '' });
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no serious violation on the shell (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signIn(page, 'admin@doorline.test');
    await expect(mainMenu(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the language is chosen in Settings and kept across a reload', async ({ page }) => {
  await signIn(page, 'dealer3.sales@doorline.test');
  await expect(page).toHaveURL(HOME_URL);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/system$/);
  await page.getByText('Українська', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Українська' })).toBeChecked();
  await expect(
    page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Головна' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Налаштування' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}'));
  expect(stored.language).toBe('uk');
  expect(Object.keys(stored).sort()).toEqual(['auth', 'language']);
  // A list's own words in Ukrainian too (the shell holds only the English ones).
  await page.goto('/quotes');
  await expect(page.getByRole('main').getByText('Показати', { exact: true })).toBeVisible();

  // The server's refusal in the reader's language too (its code's text, locales/uk/server.ts).
  await page.getByRole('button', { name: 'Відкрити меню користувача' }).click();
  await page.getByRole('menuitem', { name: 'Вийти' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Електронна пошта').fill('dealer3.sales@doorline.test');
  await page.getByLabel('Пароль').fill('not-the-password');
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'Неправильна електронна пошта або пароль' }),
  ).toBeVisible();
});
