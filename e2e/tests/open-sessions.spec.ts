import { expect, test, type Browser } from '@playwright/test';
import { newPage } from './admin-support';
import { apiAs, newPerson, outboxMark, registerFromOutbox, nextMessage } from './identity-support';
import { mainMenu } from './support';

// Issue 24: an open tab follows what the server knows of its user. A demoted user's next refused
// call (403) makes the app ask who they are again: the menu and the page guard follow at once,
// without a reload. A suspended user's next call ends the session, and the sign-in page says why,
// in their language. Issue 26: the notifications stream tells the open tab at once (its `user` and
// `session-ended` events, docs/notifications.md "Live"), before any call of its own.

/** A new organization user with `role`, registered, signed in on a page of their own. */
async function registeredUser(browser: Browser, role: string) {
  const admin = await apiAs('admin@doorline.test');
  const roles = await admin.listRoles({ query: { type: 'organization', limit: 100 } });
  const roleId = roles.data.find((r) => r.name === role)!.id;
  const person = newPerson('Open');
  const mark = await outboxMark();
  const invited = await admin.inviteUser({ body: { type: 'organization', ...person, roleId } });
  await nextMessage(person.email, 'email', mark);
  const page = await newPage(browser);
  await registerFromOutbox(page, person, 'open-session-pass-1', 'Registration completed successfully!');
  await expect(mainMenu(page)).toBeVisible();
  return { admin, page, id: invited.data.id, roles: roles.data };
}

test("a demoted user's open tab loses the menu item and the page at once", async ({ browser }) => {
  const { admin, page, id, roles } = await registeredUser(browser, 'Sales manager');
  await page.goto('/organization/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Settings' })).toBeVisible();

  await admin.changeUserRole({
    params: { userId: id, roleId: roles.find((r) => r.name === 'Production manager')!.id },
  });
  // The stream says the user changed: no reload and no call of the tab's own, and the app follows.
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(mainMenu(page).getByRole('link', { name: 'Production' })).toBeVisible();
});

test("a suspended user's open tab lands on the sign-in page saying why, in their language", async ({
  browser,
}) => {
  const { admin, page, id } = await registeredUser(browser, 'Sales manager');
  // Their language is Ukrainian.
  await page.goto('/system');
  await page.getByText('Українська', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Налаштування' })).toBeVisible();

  // The stream says the session ended: the open tab lands on the sign-in page by itself.
  await admin.changeUserStatus({ params: { id }, body: { status: 'suspended' } });
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(
    page.getByText('Ваш обліковий запис призупинено. Зверніться до адміністратора.'),
  ).toBeVisible();
});
