import { expect, test } from '@playwright/test';
import {
  approveFromList,
  axeTestPerScreen,
  check,
  checkDialog,
  dealerAdminRegisters,
  expectAccessibleInEveryLook,
  expectSignedOutAndRefused,
  invite,
  newPage,
  rowAction,
  signedIn,
  userRow,
} from './admin-support';
import { expectToast, newPerson, registerFromOutbox } from './identity-support';
import { scaled } from '../../scripts/test-time.cjs';
import { expectNoSeriousA11yViolations, mainMenu } from './support';

// Issue 10 "Tests": the administrator invites an organization user and a dealer admin; the dealer
// admin registers and invites a salesman into the own dealer; the administrator approves the
// salesman, creates a role "Auditor" with read permissions and gives it to a user, whose next page
// shows only what the role allows; a suspended user's open session is signed out at once.

const ADMIN = 'admin@doorline.test';

test('the administrator and a dealer admin manage users, roles and sessions', async ({ browser }) => {
  // A journey of many screens: about a minute on a quiet machine (scripts/test-time.cjs).
  test.setTimeout(scaled(120_000));
  const admin = await signedIn(browser, 'admin@doorline.test');

  // Settings -> Organization Management -> Users.
  await admin.getByRole('link', { name: 'Settings' }).click();
  await expect(admin.getByRole('heading', { name: 'Organization Management', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // An organization user and a dealer admin, invited from the users screen.
  const staff = newPerson('Staff');
  await admin.getByRole('button', { name: 'Invite user to organization' }).click();
  await invite(admin, staff, 'Sales manager', { done: 'Invite user to organization successful!' });
  await expect((await userRow(admin, staff.email)).getByText('Invited')).toBeVisible();

  const dealerAdmin = newPerson('Dealer Admin');
  await admin.getByRole('button', { name: 'Invite user to organization' }).click();
  await invite(admin, dealerAdmin, 'Dealer admin', {
    dealer: 'Northgate Doors & Windows',
    done: 'Invite user to dealer successful!',
  });
  // Issue 24: the Type column gives the type, with the dealer's name.
  await expect(await userRow(admin, dealerAdmin.email)).toContainText('Dealer: Northgate Doors & Windows');

  // The dealer admin registers through the outbox link, then invites a salesman into the own dealer.
  const dealerPage = await dealerAdminRegisters(browser, dealerAdmin, 'dealer-admin-pass-1');
  await dealerPage.getByRole('main').getByRole('link', { name: 'Users', exact: true }).click();
  await expect(dealerPage.getByRole('heading', { name: 'Users Management' })).toBeVisible();
  await expectNoSeriousA11yViolations(dealerPage);
  const salesman = newPerson('Salesman');
  await dealerPage.getByRole('button', { name: 'Invite user' }).click();
  await invite(dealerPage, salesman, 'Dealer salesman', { done: 'Invite user to dealer successful!' });
  // A dealer user has no organization area.
  await dealerPage.goto('/organization/users');
  await expect(dealerPage.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

  const salesmanPage = await newPage(browser);
  await registerFromOutbox(
    salesmanPage,
    salesman,
    'salesman-pass-1',
    // Invited by a dealer user: the account waits for an administrator.
    'Waiting for approval',
  );

  // The administrator approves the salesman from the list.
  await approveFromList(admin, salesman.email);

  // A role "Auditor" with the read permissions.
  await admin.goto('/organization/roles');
  await expect(admin.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Add role' }).click();
  const roleDialog = admin.getByRole('dialog', { name: 'Add role' });
  await roleDialog.getByLabel(/^Name/).fill('Auditor');
  await roleDialog.getByLabel(/^Description/).fill('Reads everything, changes nothing');
  for (const permission of ['View users', 'View roles', 'View dealers', 'View orders']) {
    await roleDialog.getByText(permission, { exact: true }).click();
    await expect(roleDialog.getByRole('checkbox', { name: permission, exact: true })).toBeChecked();
  }
  await expectNoSeriousA11yViolations(admin);
  await roleDialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(admin, 'Create role successful!');
  await expect(admin.getByRole('link', { name: 'Auditor' })).toBeVisible();

  // The staff member registers; signed in as a Sales manager they see Users but not Roles, and may
  // create quotes.
  const staffPage = await newPage(browser);
  await registerFromOutbox(staffPage, staff, 'staff-pass-12345', 'Registration completed successfully!');
  await expect(mainMenu(staffPage)).toBeVisible();
  await staffPage.goto('/organization');
  await expect(staffPage.getByRole('heading', { name: 'Organization Management' })).toBeVisible();
  await expect(staffPage.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(staffPage.getByRole('link', { name: 'Roles', exact: true })).toHaveCount(0);
  // A page the role gives no permission for is not there, typed or not.
  await staffPage.goto('/organization/roles');
  await expect(staffPage.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await staffPage.goto('/quotes');
  await expect(staffPage.getByRole('link', { name: 'Create Quote' })).toBeVisible();

  // The administrator gives them "Auditor" from the list's role popover.
  await admin.goto('/organization/users');
  const staffRow = await userRow(admin, staff.email);
  await staffRow.getByRole('button', { name: /change the role of/ }).click();
  const rolePopover = admin.getByRole('dialog', { name: 'Change role' });
  await rolePopover.getByRole('button', { name: /Role$/ }).click();
  await admin.getByRole('option', { name: 'Auditor', exact: true }).click();
  await expectNoSeriousA11yViolations(admin);
  await rolePopover.getByRole('button', { name: 'Save' }).click();
  await expectToast(admin, 'Update user role successful!');

  // Their next page, same session: what Auditor allows, and nothing more.
  await staffPage.goto('/organization');
  await expect(staffPage.getByRole('link', { name: 'Roles', exact: true })).toBeVisible();
  await staffPage.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(staffPage.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Invite user to organization' })).toHaveCount(0);
  await expect(staffPage.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  await expect(staffPage.getByRole('button', { name: /change the role of/ })).toHaveCount(0);
  await staffPage.goto('/quotes');
  await expect(staffPage.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
  await expect(staffPage.getByRole('link', { name: 'Create Quote' })).toHaveCount(0);

  // Suspended: the open session is signed out at its next request, and cannot sign in again.
  await admin.goto('/organization/users');
  await rowAction(admin, staff.email, 'Suspend', 'Update user status successful!');
  await expectSignedOutAndRefused(
    staffPage,
    { email: staff.email, password: 'staff-pass-12345' },
    'Your account is suspended. Contact your administrator.',
  );

  // The staff member's page: status, role and the trail of who did what.
  await (await userRow(admin, staff.email)).getByRole('link', { name: staff.name }).click();
  await expect(admin.getByRole('heading', { name: staff.name, level: 1 })).toBeVisible();
  await expect(admin.getByText('Suspended').first()).toBeVisible();
  const trail = admin
    .getByRole('grid', { name: 'History' })
    .or(admin.getByRole('table', { name: 'History' }));
  for (const what of ['Invited', 'Role changed', 'Status changed'])
    await expect(trail.getByText(what, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
});

// Each administration screen (with its dialogs) passes axe in both themes at 1280 and 375 px: one
// test per screen, so that each takes a small part of its limit (issue 23).
axeTestPerScreen([
  ['Organization Management', ADMIN, (page) => check(page, '/organization', 'Organization Management')],
  [
    'the users list and its change-role dialog',
    ADMIN,
    async (page) => {
      await check(page, '/organization/users', 'Users');
      await checkDialog(page, /change the role of/, 'Change role');
    },
  ],
  [
    'the invite sub-route',
    ADMIN,
    async (page) => {
      // The spec's invite sub-route: the users list with the invite dialog open.
      await page.goto('/organization/users/invite');
      await expect(page.getByRole('dialog', { name: 'Invite user to organization' })).toBeVisible();
      await expectAccessibleInEveryLook(page);
    },
  ],
  ['a user profile', ADMIN, (page) => check(page, '/organization/users/2/profile', 'Marcus Bell')],
  [
    'the roles list and its add-role dialog',
    ADMIN,
    async (page) => {
      await check(page, '/organization/roles', 'Roles');
      await checkDialog(page, 'Add role', 'Add role');
    },
  ],
  ['a role profile', ADMIN, (page) => check(page, '/organization/roles/1/profile', /Administrator/)],
  ['the permissions list', ADMIN, (page) => check(page, '/organization/permissions', 'Permissions')],
  [
    "a dealer's users and its invite dialog",
    'dealer1.admin@doorline.test',
    async (page) => {
      await check(page, '/dealer/users', 'Users Management');
      await checkDialog(page, 'Invite user', 'Invite user');
    },
  ],
]);
