import { expect, test } from '@playwright/test';
import { mainMenu, signIn } from './support';

// Issue 24: a page whose code cannot be fetched keeps the shell, says what happened, and opens by
// itself once the server answers again; a chunk that no longer exists (a new version deployed under
// an open tab) reloads the page, once.

test('with the server unreachable, a page not loaded yet keeps the shell and opens when it answers', async ({
  page,
}) => {
  await signIn(page, 'admin@doorline.test');
  await expect(mainMenu(page)).toBeVisible();
  // Every request fails, as with the server stopped.
  await page.route('**/*', (route) => route.abort('connectionrefused'));
  await mainMenu(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText(/This page could not be loaded: the server cannot be reached/)).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();

  await page.unroute('**/*');
  await expect(page.getByRole('heading', { name: 'Organization Management', level: 1 })).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
});

test('a page whose code is gone (a new version deployed) reloads once and opens', async ({ page }) => {
  await signIn(page, 'admin@doorline.test');
  await expect(mainMenu(page)).toBeVisible();
  // The open tab's chunks are gone from the server: the new version's page (after a reload) has its own.
  let reloads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) reloads += 1;
  });
  await page.route('**/assets/*.js', (route) =>
    reloads === 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
  );
  await mainMenu(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Organization Management', level: 1 })).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  expect(reloads).toBe(1);
});
