import { expect, type Request, test } from '@playwright/test';
import { scaled } from '../../scripts/test-time.cjs';
import { expectNoSeriousA11yViolations, HOME_URL, signIn } from './support';

test('a wrong password shows the server message', async ({ page }) => {
  await signIn(page, 'dealer2.sales@doorline.test', 'not-the-password');
  // In the form (the toast says it too).
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a sign-in leaves the browser its device cookie, which only the next sign-in carries (issue 39)', async ({
  page,
  context,
}) => {
  await signIn(page, 'dealer1.admin@doorline.test');
  await expect(page).toHaveURL(HOME_URL);
  const device = (await context.cookies()).find((cookie) => cookie.name === 'doorline_device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login', secure: false });
  // The page's scripts cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('doorline_device');

  // Signed out (the tokens gone) and in again: the sign-in carries it, no other call does.
  const carried = new Set<string>();
  const headersRead: Promise<void>[] = [];
  const onRequest = (request: Request) =>
    headersRead.push(
      request.allHeaders().then((headers) => {
        if (headers.cookie?.includes('doorline_device=')) carried.add(new URL(request.url()).pathname);
      }),
    );
  page.on('request', onRequest);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'dealer1.admin@doorline.test');
  await expect(page).toHaveURL(HOME_URL);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  page.off('request', onRequest);
  await Promise.all(headersRead);
  expect([...carried]).toEqual(['/api/login']);
});

test('the login form checks its fields with the spec messages before sending', async ({ page }) => {
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login')) sent = true;
  });
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Enter your password')).toBeVisible();
  expect(sent).toBe(false);
});

test('an access token that expires while the page is open is refreshed and the call retried', async ({
  page,
}) => {
  await signIn(page, 'admin@doorline.test');
  await expect(page).toHaveURL(HOME_URL);
  const before = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth);

  // The e2e server issues 4-second access tokens: wait until the server refuses this one.
  await expect
    .poll(
      async () =>
        (
          await page.request.get('/api/auth/get-me', {
            headers: { authorization: `Bearer ${before.access_token}` },
          })
        ).status(),
      // The token lives 4 s (ACCESS_TOKEN_TTL), whatever the machine's speed.
      { message: 'the access token has expired', timeout: 4_000 + scaled(2_000), intervals: [250] },
    )
    .toBe(401);
  // The user's calls and the refresh (the bell's calls and stream, issue 26, go their own way).
  const statuses: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/api\/(auth\/get-me|refresh-token)$/.test(path)) statuses.push(`${path} ${response.status()}`);
  });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(statuses).toEqual(['/api/auth/get-me 401', '/api/refresh-token 200', '/api/auth/get-me 200']);

  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth);
  expect(after.access_token).not.toBe(before.access_token);
  expect(after.refresh_token).not.toBe(before.refresh_token);
  await expect(page).toHaveURL(HOME_URL);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no serious violation on the login page (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Doorline CRM' })).toBeVisible();
    // The app's own styles read the design system's tokens: a mismatch leaves the card flat.
    await expect(page.getByRole('main')).toHaveCSS('border-radius', '8px');
    await expect(page.getByRole('main')).toHaveCSS('border-top-width', '1px');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
