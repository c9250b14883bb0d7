import { expect, test, type Page } from '@playwright/test';
import {
  approveFromList,
  axeTestPerScreen,
  check,
  checkDialog,
  confirmAction,
  dealerAdminRegisters,
  expectSignedOut,
  expectSignedOutAndRefused,
  invite,
  newPage,
  signedIn,
} from './admin-support';
import { expectToast, newPerson, registerFromOutbox } from './identity-support';
import { draftQuote } from './sales-support';
import { scaled } from '../../scripts/test-time.cjs';
import { escapeFrom, expectNoSeriousA11yViolations, mainMenu, signIn } from './support';

// Issue 11 "Tests": the administrator creates a dealer, sets its discount and contacts and invites
// its first admin; the admin registers through the outbox link, edits the own profile (not the
// discount) and invites a salesman; the administrator approves the salesman; the salesman's quote
// shows the dealer's discount in its totals; the administrator blocks the dealer and its users are
// signed out.

/** A profile section's Change form: fills the given fields, saves, and waits for the toast. */
async function changeSection(page: Page, section: string, fields: Record<string, string>) {
  const region = page.getByRole('region', { name: section, exact: true });
  await region.getByRole('button', { name: 'Change' }).click();
  const form = page.getByRole('dialog', { name: `Change ${section.toLowerCase()}`, exact: true });
  const save = form.getByRole('button', { name: 'Save' });
  // Save and Reset wait for a change (spec §4 "Edit forms").
  await expect(save).toBeDisabled();
  for (const [label, value] of Object.entries(fields)) {
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    // A number field commits what was typed when it loses the focus.
    await page.keyboard.press('Tab');
  }
  await expect(save).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await save.click();
  await expectToast(page, 'Profile updated.');
  await expect(form).toBeHidden();
}

/** A value shown in a profile section (the start of a definition: "10% Set by the manufacturer."). */
const shown = (page: Page, section: string, value: string) =>
  expect(page.getByRole('region', { name: section, exact: true }).getByText(value).first()).toBeVisible();

test('the administrator runs a dealer company from creation to blocking', async ({ browser }) => {
  // A journey of many screens: about a minute on a quiet machine (scripts/test-time.cjs).
  test.setTimeout(scaled(120_000));
  const admin = await signedIn(browser, 'admin@doorline.test');

  // Settings -> Organization Management -> Dealers.
  await admin.getByRole('link', { name: 'Settings' }).click();
  await expect(admin.getByRole('heading', { name: 'Organization Management', level: 1 })).toBeVisible();
  // The page's own link, not the main menu's "Dealers" (which leads to the same screen).
  await admin.getByRole('main').getByRole('link', { name: 'Dealers', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Dealers Management', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // Create dealer: the spec's messages, then the new dealer's profile.
  const company = `Oakline ${Date.now().toString(36)}`;
  await admin.getByRole('button', { name: 'Create dealer' }).click();
  const create = admin.getByRole('dialog', { name: 'Create dealer' });
  await create.getByRole('textbox', { name: 'Name' }).fill(company);
  await create.getByRole('textbox', { name: 'Description' }).fill('x');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('Must be at least 2.')).toBeVisible();
  await create.getByRole('textbox', { name: 'Description' }).fill('Doors and frames, west region');
  await expectNoSeriousA11yViolations(admin);
  await create.getByRole('button', { name: 'Create' }).click();
  await expectToast(admin, 'Dealer company created successful!');
  await expect(admin).toHaveURL(/\/organization\/dealers\/\d+\/profile$/);
  const profileUrl = new URL(admin.url()).pathname;
  await expect(admin.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  await shown(admin, 'Contacts', 'Empty');
  await expectNoSeriousA11yViolations(admin);

  // Its discount and contacts.
  await changeSection(admin, 'Account', { Discount: '10' });
  await shown(admin, 'Account', '10%');
  await changeSection(admin, 'Contacts', {
    Name: 'Olena Hrytsenko',
    Email: `office.${Date.now().toString(36)}@oakline.test`,
    Phone: '+380441234567',
  });
  await shown(admin, 'Contacts', 'Olena Hrytsenko');

  // Its first admin, invited from the dealer's Users tab.
  await admin.getByRole('main').getByRole('link', { name: 'Users', exact: true }).click();
  await expect(admin).toHaveURL(/\/organization\/dealers\/\d+\/users$/);
  await expectNoSeriousA11yViolations(admin);
  const dealerAdmin = newPerson('Oak Admin');
  await admin.getByRole('button', { name: 'Invite user' }).click();
  await invite(admin, dealerAdmin, 'Dealer admin', { done: 'Invite user to dealer successful!' });

  // The admin registers, edits the own profile (the discount is not theirs to change).
  const dealerPage = await dealerAdminRegisters(browser, dealerAdmin, 'oak-admin-pass-1');
  await expect(dealerPage.getByRole('heading', { name: 'Profile managment', level: 1 })).toBeVisible();
  await shown(dealerPage, 'Account', '10%');
  await expectNoSeriousA11yViolations(dealerPage);
  await dealerPage
    .getByRole('region', { name: 'Account', exact: true })
    .getByRole('button', { name: 'Change' })
    .click();
  const account = dealerPage.getByRole('dialog', { name: 'Change account' });
  await expect(account.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expect(account.getByRole('textbox', { name: 'Discount' })).toHaveCount(0);
  await escapeFrom(dealerPage, account);
  await changeSection(dealerPage, 'Responsible contacts', { Name: 'Taras Melnyk', Mobile: '+380671234567' });
  await shown(dealerPage, 'Responsible contacts', 'Taras Melnyk');

  // ... and invites a salesman, who waits for the organization's approval.
  await dealerPage.getByRole('main').getByRole('link', { name: 'Users', exact: true }).click();
  const salesman = newPerson('Oak Salesman');
  await dealerPage.getByRole('button', { name: 'Invite user' }).click();
  await invite(dealerPage, salesman, 'Dealer salesman', { done: 'Invite user to dealer successful!' });
  const salesmanPage = await newPage(browser);
  await registerFromOutbox(salesmanPage, salesman, 'oak-sales-pass-1', 'Waiting for approval');

  // The administrator approves the salesman from the dealer's users.
  await approveFromList(admin, salesman.email);

  // The salesman's quote carries the dealer's discount.
  await signIn(salesmanPage, salesman.email, 'oak-sales-pass-1');
  await expect(mainMenu(salesmanPage)).toBeVisible();
  await salesmanPage.goto('/quotes');
  const { quoteUrl } = await draftQuote(salesmanPage, [['Entrance door, ash', '1000']]);
  await salesmanPage.goto(quoteUrl);
  const totals = salesmanPage.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText('1,000.00').or(totals.getByText('1000'))).toBeVisible();
  // The total, and the dealer's net (a free line's: its amount less the dealer's discount).
  await expect(totals.getByText('900.00').or(totals.getByText('900'))).toHaveCount(2);

  // The dealer's profile counts the quote and links into the quotes list filtered by it.
  await admin.goto(profileUrl);
  await admin.getByRole('link', { name: 'Quotes: 1' }).click();
  await expect(admin).toHaveURL(/\/quotes\?.*dealerId=\d+/);
  await expect(admin.getByRole('row')).toHaveCount(2);

  // Blocked: the dealer's users are signed out at their next request and cannot sign in.
  await admin.goto(profileUrl);
  await admin.getByRole('button', { name: 'Block' }).click();
  await confirmAction(admin, 'Dealer status updated.');
  await expect(admin.getByText('Blocked').first()).toBeVisible();
  await expectSignedOut(salesmanPage);
  await expectSignedOutAndRefused(
    dealerPage,
    { email: dealerAdmin.email, password: 'oak-admin-pass-1' },
    'Your dealer company is blocked. Contact your administrator.',
  );
  await expect(mainMenu(dealerPage)).toHaveCount(0);
});

// Each dealer screen (with its dialogs) passes axe in both themes at 1280 and 375 px: one test per
// screen, so that each takes a small part of its limit (issue 23).
axeTestPerScreen([
  [
    'the dealers list and its create dialog',
    'admin@doorline.test',
    async (page) => {
      await check(page, '/organization/dealers', 'Dealers Management');
      await checkDialog(page, 'Create dealer', 'Create dealer');
    },
  ],
  [
    "a dealer's profile and its change dialogs",
    'admin@doorline.test',
    async (page) => {
      await check(page, '/organization/dealers/1/profile', 'Northgate Doors & Windows');
      await checkDialog(page, 'Change account', 'Change account');
      await checkDialog(page, 'Change responsible contacts', 'Change responsible contacts');
    },
  ],
  [
    "a dealer's users",
    'admin@doorline.test',
    (page) => check(page, '/organization/dealers/1/users', 'Northgate Doors & Windows'),
  ],
  [
    "the main menu's dealers list",
    'admin@doorline.test',
    (page) => check(page, '/dealers', 'Dealers Management'),
  ],
  [
    "a dealer admin's own company and its change dialog",
    'dealer1.admin@doorline.test',
    async (page) => {
      await check(page, '/dealer', 'Profile managment');
      await checkDialog(page, 'Change contacts', 'Change contacts');
    },
  ],
]);
