import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectToast, nextMessage, outboxMark, registerFromOutbox } from './identity-support';
import { escapeFrom, expectNoSeriousA11yViolations, mainMenu, signIn } from './support';

// The administration screens' steps, shared by the administration and dealer journeys.

/** A window of its own (900 px high, so that toasts at the bottom leave the dialogs' buttons free). */
export const newPage = async (browser: Browser) =>
  (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

export async function signedIn(browser: Browser, email: string, password?: string) {
  const page = await newPage(browser);
  await signIn(page, email, password);
  await expect(mainMenu(page)).toBeVisible();
  return page;
}

/** Fills the invite dialog (spec §5 "Invite user") and sends it; the success toast follows. */
export async function invite(
  page: Page,
  person: { name: string; email: string; phone: string },
  role: string,
  options: { dealer?: string; done: string },
) {
  const dialog = page.getByRole('dialog');
  // React Aria keeps the radio input visually hidden: a person clicks its label.
  if (options.dealer) await dialog.getByText('Dealer', { exact: true }).click();
  await dialog.getByLabel(/^Name/).fill(person.name);
  await dialog.getByLabel(/^Email/).fill(person.email);
  await dialog.getByLabel(/^Phone/).fill(person.phone);
  await dialog.getByRole('button', { name: /Role$/ }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  if (options.dealer) {
    await dialog.getByRole('combobox', { name: /^Dealer/ }).fill(options.dealer.slice(0, 6));
    await page.getByRole('option', { name: options.dealer }).click();
  }
  await expectNoSeriousA11yViolations(page);
  const mark = await outboxMark();
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expectToast(page, options.done);
  await expect(dialog).toBeHidden();
  await nextMessage(person.email, 'email', mark);
}

/** The users list's row of `email`, found by searching for it. */
export async function userRow(page: Page, email: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  // The search reaches the URL 300 ms after the last keystroke; the next step must not race it.
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

/** Answers 'Are you sure you want to proceed?' with Confirm; the success toast `done` follows. */
export async function confirmAction(page: Page, done: string) {
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to proceed?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, done);
}

/** A row action from the ⋯ menu, confirmed in 'Are you sure you want to proceed?'. */
export async function rowAction(page: Page, email: string, action: string, done: string) {
  const row = await userRow(page, email);
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: action }).click();
  await confirmAction(page, done);
}

/**
 * An account the administrator has just suspended or blocked: its open session is signed out at its
 * next request, and signing in again is refused with `reason`.
 */
export async function expectSignedOutAndRefused(
  page: Page,
  person: { email: string; password: string },
  reason: string,
) {
  await expectSignedOut(page);
  await signIn(page, person.email, person.password);
  await expect(page.getByText(reason).first()).toBeVisible();
}

/** The open session is signed out at its next request (a page of the app leads to the login). */
export async function expectSignedOut(page: Page) {
  await page.goto('/quotes');
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/**
 * A dealer admin just invited registers through the outbox link in a window of their own, is signed
 * in, and opens the own dealer's profile; the window is returned.
 */
export async function dealerAdminRegisters(
  browser: Browser,
  person: { name: string; email: string; phone: string },
  password: string,
) {
  const page = await newPage(browser);
  await registerFromOutbox(page, person, password, 'Registration completed successfully!');
  await expect(mainMenu(page)).toBeVisible();
  await page.getByRole('link', { name: 'Dealer profile' }).click();
  return page;
}

/** The administrator approves a user pending approval from the users list (after a reload). */
export async function approveFromList(page: Page, email: string) {
  await page.reload();
  await rowAction(page, email, 'Approve', 'Approve user successful!');
  await expect((await userRow(page, email)).getByText('Active')).toBeVisible();
}

/** The looks every screen is checked in: both themes, desktop and phone widths. */
export const looks = [
  { theme: 'light', width: 1280, height: 900 },
  { theme: 'dark', width: 1280, height: 900 },
  { theme: 'light', width: 375, height: 812 },
  { theme: 'dark', width: 375, height: 812 },
] as const;

/** Shows the page in `look`: the viewport and the colour scheme change in place, without a reload. */
async function lookAs(page: Page, look: (typeof looks)[number]) {
  await page.setViewportSize({ width: look.width, height: look.height });
  await page.emulateMedia({ colorScheme: look.theme });
  // The app follows the system's scheme until a person picks one; wait until it has applied it.
  await expect.poll(() => page.evaluate(() => document.documentElement.style.colorScheme)).toBe(look.theme);
}

/**
 * axe on what the page shows now, in every look (one visit serves four checks); ends in the first.
 * Each width is checked whole in the light theme; the dark theme changes colours only, so there
 * axe runs the colour rules (about half the CPU of the walk, issue 23).
 */
export async function expectAccessibleInEveryLook(page: Page) {
  for (const look of looks) {
    await lookAs(page, look);
    await expectNoSeriousA11yViolations(page, { coloursOnly: look.theme === 'dark' });
  }
  await lookAs(page, looks[0]);
}

/** Opens `path`, waits for its heading and for the data, and runs axe in every look. */
export async function check(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expectAccessibleInEveryLook(page);
}

/** Opens a dialog from a button, checks it with axe in every look and closes it with Escape. */
export async function checkDialog(page: Page, button: string | RegExp, title: string) {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expectAccessibleInEveryLook(page);
  await escapeFrom(page, dialog);
}

/**
 * One test per screen (with its dialogs), each signed in as its account: the screen passes axe in
 * both themes at 1280 and 375 px. One test each, so that each takes a small part of its limit
 * (issue 23).
 */
export function axeTestPerScreen(screens: [string, string, (page: Page) => Promise<void>][]) {
  for (const [screen, account, walk] of screens)
    test(`${screen} passes axe in both themes at 1280 and 375 px`, async ({ browser }) => {
      // Each dialog four times over (two themes, two widths): a dealer's profile took 65 s of its
      // 90 s in CI and ran over beside the Storybook suite, so these have a slow test's limit.
      test.slow();
      await walk(await signedIn(browser, account));
    });
}
