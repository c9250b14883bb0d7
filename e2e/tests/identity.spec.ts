import { expect, test, type Page } from '@playwright/test';
import {
  apiAs,
  authenticator,
  codeIn,
  expectToast,
  fillCode,
  newPerson,
  nextMessage,
  outboxMark,
  registerFromOutbox,
} from './identity-support';
import { expectNoSeriousA11yViolations } from './support';
import { scaled } from '../../scripts/test-time.cjs';

// Issue 4 "Done when": a person invited by an administrator gets in, secures the account and
// recovers it, on a fresh server, with every message read from the development outbox.

// Each journey takes up to 20 s on a quiet machine (scripts/test-time.cjs).
test.describe.configure({ timeout: scaled(60_000) });

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Invites a person as the demo administrator, then follows the link from the outbox page. */
async function inviteAndRegister(page: Page, label: string, password: string) {
  const admin = await apiAs('admin@doorline.test');
  const me = await admin.getMe();
  const person = newPerson(label);
  const mark = await outboxMark();
  const invited = await admin.inviteOrganization({
    body: {
      name: person.name,
      email: person.email,
      phone: person.phone,
      roleId: me.data.role!.id,
    },
  });
  expect(invited.data.status).toBe('invited');
  await nextMessage(person.email, 'email', mark);

  await registerFromOutbox(page, person, password, 'Registration completed successfully!');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  return person;
}

async function openSecurity(page: Page) {
  await page.goto('/me/security');
  await expect(page.getByRole('heading', { name: 'User Security Management' })).toBeVisible();
}

/** On the security page: opens the dialog that turns two-factor on and picks the method. */
async function startEnablingTwoFactor(page: Page, method: 'Authenticator app' | 'SMS' | 'Email') {
  await page.getByRole('button', { name: 'Enable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enable two-factor authentication' });
  await dialog.getByText(method, { exact: true }).click();
  return dialog;
}

async function changePassword(page: Page, oldPassword: string, newPassword: string) {
  await openSecurity(page);
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByRole('textbox', { name: 'Old password', exact: true }).fill(oldPassword);
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await dialog.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Password changed successful!');
  await expect(dialog).toBeHidden();
}

/** Forgot password, four steps, with the code from the e-mail. */
async function resetForgottenPassword(page: Page, email: string, newPassword: string) {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  // The login page stays on screen while the next one loads: its Email field is not this one.
  await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  const mark = await outboxMark();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectToast(page, 'An OTP code has been sent to your email.');
  const mail = await nextMessage(email, 'email', mark);
  await fillCode(page, codeIn(mail));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'OTP code verified successfully.');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/** Step 2 of sign-in: the code, then the signed-in shell. */
async function enterSignInCode(page: Page, code: string) {
  await expect(page.getByText('Two-Factor Authentication required').first()).toBeVisible();
  await fillCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

test('an invited person registers, turns on app two-factor, changes and resets the password', async ({
  page,
}) => {
  const first = 'first-Passphrase-41';
  const second = 'second-Passphrase-42';
  const third = 'third-Passphrase-43';
  const person = await inviteAndRegister(page, 'App Person', first);

  // Enable two-factor by app: the code comes from the shown secret, as an authenticator would.
  await openSecurity(page);
  const dialog = await startEnablingTwoFactor(page, 'Authenticator app');
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await dialog.locator('code').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const nextCode = authenticator(secret);
  await fillCode(dialog, await nextCode());
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Enable' }).click();
  await expectToast(page, '2FA enabled successfully.');
  await expect(page.getByRole('button', { name: 'Disable' })).toBeVisible();

  await logout(page);
  await signInWithPassword(page, person.email, first);
  await enterSignInCode(page, await nextCode());

  await changePassword(page, first, second);
  // The new session the change answered keeps this tab signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'User Security Management' })).toBeVisible();

  await logout(page);
  await resetForgottenPassword(page, person.email, third);
  await signInWithPassword(page, person.email, second);
  // In the form (the toast says it too).
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await signInWithPassword(page, person.email, third);
  await enterSignInCode(page, await nextCode());
});

test('an invited person signs in with SMS codes, then with e-mail codes, and recovers the account', async ({
  page,
}) => {
  const first = 'first-Passphrase-51';
  const second = 'second-Passphrase-52';
  const third = 'third-Passphrase-53';
  const person = await inviteAndRegister(page, 'Sms Person', first);

  // Two-factor by SMS.
  await openSecurity(page);
  let dialog = await startEnablingTwoFactor(page, 'SMS');
  let mark = await outboxMark();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expectToast(page, 'OTP sent via SMS');
  await fillCode(dialog, codeIn(await nextMessage(person.phone, 'sms', mark)));
  await dialog.getByRole('button', { name: 'Enable' }).click();
  await expectToast(page, '2FA enabled successfully.');

  await logout(page);
  mark = await outboxMark();
  await signInWithPassword(page, person.email, first);
  await enterSignInCode(page, codeIn(await nextMessage(person.phone, 'sms', mark)));

  // Switch to e-mail codes: turning SMS off needs an SMS code first.
  await openSecurity(page);
  await page.getByRole('button', { name: 'Disable' }).click();
  dialog = page.getByRole('dialog', { name: 'Disable two-factor authentication' });
  mark = await outboxMark();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await fillCode(dialog, codeIn(await nextMessage(person.phone, 'sms', mark)));
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expectToast(page, 'Two-factor authentication has been disabled.');

  dialog = await startEnablingTwoFactor(page, 'Email');
  mark = await outboxMark();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expectToast(page, 'OTP sent via EMAIL');
  await fillCode(dialog, codeIn(await nextMessage(person.email, 'email', mark)));
  await dialog.getByRole('button', { name: 'Enable' }).click();
  await expectToast(page, '2FA enabled successfully.');

  await logout(page);
  mark = await outboxMark();
  await signInWithPassword(page, person.email, first);
  await enterSignInCode(page, codeIn(await nextMessage(person.email, 'email', mark)));

  await changePassword(page, first, second);
  await logout(page);
  await resetForgottenPassword(page, person.email, third);
  mark = await outboxMark();
  await signInWithPassword(page, person.email, third);
  await enterSignInCode(page, codeIn(await nextMessage(person.email, 'email', mark)));
});
