import { daysAfter } from '@doorline/api-client';
import { expect, test } from '@playwright/test';
import { scaled } from '../../scripts/test-time.cjs';
import { newPage } from './admin-support';
import { apiAs, newPerson, registerFromOutbox } from './identity-support';
import { expectNoSeriousA11yViolations, mainMenu, signIn } from './support';

// Issue 40 item 11: a fresh dealer's Home says what to do first (the first quote, the team, the
// e-mail preferences), each step only for whom may take it, until the dealer has a record
// (docs/dashboard.md "Screens").

test.describe.configure({ timeout: scaled(60_000) });

test("a new dealer's first administrator is told what to do first, and then sees the numbers", async ({
  browser,
}) => {
  const admin = await apiAs('admin@doorline.test');
  const dealer = (
    await admin.createDealer({
      body: { name: `Fresh Doors ${Date.now().toString(36)}`, description: 'A dealer with nothing yet' },
    })
  ).data;
  const roles = (await admin.listRoles({ query: { limit: 100 } })).data;
  const dealerAdminRole = roles.find((role) => role.name === 'Dealer admin');
  if (!dealerAdminRole) throw new Error('No "Dealer admin" role in the demo data');
  const person = newPerson('Fresh Admin');
  await admin.inviteUser({
    body: { type: 'dealer', ...person, roleId: dealerAdminRole.id, dealerId: dealer.id },
  });

  // Registered, they land on Home: no page of zeros, but where to begin.
  const page = await newPage(browser);
  await registerFromOutbox(page, person, 'fresh-admin-pass-1', 'Registration completed successfully!');
  await expect(mainMenu(page)).toBeVisible();
  await page.goto('/');
  const start = page.getByRole('region', { name: 'Getting started' });
  await expect(start).toBeVisible();
  await expect(start.getByRole('link')).toHaveText([
    'Create your first quote',
    'Invite your team',
    'Set your e-mail preferences',
  ]);
  await expect(page.getByRole('heading', { name: 'Records by stage' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Each step opens its page.
  await start.getByRole('link', { name: 'Invite your team' }).click();
  await expect(page).toHaveURL(/\/dealer\/users\/invite$/);
  await page.goto('/');
  await start.getByRole('link', { name: 'Create your first quote' }).click();
  await expect(page).toHaveURL(/\/quotes\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Quote' })).toBeVisible();

  // With a first quote, Home is the dealer's numbers again.
  const own = await apiAs(person.email, 'fresh-admin-pass-1');
  await own.createOrder({ body: { requestedDate: daysAfter(new Date(), 30) } });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Records by stage' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Getting started' })).toHaveCount(0);
  await page.context().close();
});

test('a dealer with records sees its numbers, not the first steps', async ({ page }) => {
  await signIn(page, 'dealer1.sales@doorline.test');
  await expect(mainMenu(page)).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Records by stage' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Getting started' })).toHaveCount(0);
});
