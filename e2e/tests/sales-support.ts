import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './support';

// The sales screens' steps, shared by the sales-flow and dealer journeys.

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

export async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

/** Presses an action, accepts "Are you sure you want to proceed?" and waits for the spec's toast. */
export async function act(page: Page, button: string, confirm: string, done: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  // The confirmation itself: the toast that follows it is an alert dialog too, shown while it closes.
  const dialog = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ hasText: 'Are you sure you want to proceed?' });
  await expect(dialog.getByText('Are you sure you want to proceed?').first()).toBeVisible();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(page.getByText(done, { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * From the quotes list: Create Quote (requested in 45 days), then the given items (description,
 * price) on its Items tab. Returns the quote's details path and its transaction number.
 */
export async function draftQuote(page: Page, items: readonly (readonly [string, string])[]) {
  await page.getByRole('link', { name: 'Create Quote' }).click();
  await expect(page).toHaveURL(/\/quotes\/new$/);
  const next = new Date(Date.now() + 45 * 24 * 3600_000);
  const typed = `${String(next.getDate()).padStart(2, '0')}${String(next.getMonth() + 1).padStart(2, '0')}${next.getFullYear()}`;
  await page.getByRole('spinbutton').first().click();
  await page.keyboard.type(typed);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create quote' }).click();
  await expect(page.getByText('Create qoute successful!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/quotes\/\d+\/details$/);
  const quoteUrl = new URL(page.url()).pathname;
  const heading = page.getByRole('heading', { name: /^Quote: # \d{6}$/ });
  await expect(heading).toBeVisible();
  const orderNumber = (await heading.innerText()).replace('Quote: # ', '').trim();

  await page.goto(quoteUrl.replace(/details$/, 'items'));
  await expect(page.getByRole('heading', { name: 'Quote Items' }).first()).toBeVisible();
  for (const [description, price] of items) {
    await page.getByRole('button', { name: 'Add item' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await dialog.getByRole('textbox', { name: 'Price' }).fill(price);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Create item successful!').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: description })).toBeVisible();
  }
  return { quoteUrl, orderNumber };
}
