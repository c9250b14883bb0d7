import { expect, test, type Page } from '@playwright/test';
import { nextMessage, outboxMark } from './identity-support';
import { signInAs } from './sales-support';
import { expectNoSeriousA11yViolations } from './support';
import { scaled } from '../../scripts/test-time.cjs';

// Issue 40 item 3: a quote gets its customer in the app. A dealer salesman creates a quote with the
// customer's contacts, sends it to the customer (the address is there, no "The quote has no
// customer e-mail"), then changes the customer on the "Customer contacts" card.

// About 15 s on a quiet machine (scripts/test-time.cjs).
test.describe.configure({ timeout: scaled(60_000) });

/** The requested date typed into the date picker's segments: 45 days from the clock. */
async function typeRequestedDate(page: Page) {
  const next = new Date(Date.now() + 45 * 24 * 3600_000);
  const typed = `${String(next.getDate()).padStart(2, '0')}${String(next.getMonth() + 1).padStart(2, '0')}${next.getFullYear()}`;
  await page.getByRole('spinbutton').first().click();
  await page.keyboard.type(typed);
}

test('a dealer salesman creates a quote with its customer, sends it, and changes the customer', async ({
  page,
}) => {
  const stamp = Date.now();
  const first = `first.${stamp}@example.test`;
  const second = `second.${stamp}@example.test`;

  await signInAs(page, 'dealer1.sales@doorline.test');
  await page.goto('/quotes/new');
  await expect(page.getByRole('heading', { name: 'Create Quote' })).toBeVisible();
  await typeRequestedDate(page);
  const customer = page.getByRole('group', { name: 'Customer contacts' });
  // The spec's contact rules: an e-mail that is not one is refused before anything is sent.
  await customer.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await page.getByRole('button', { name: 'Create quote' }).click();
  await expect(customer.getByText('REQUIRED')).toBeVisible();
  await expect(customer.getByText('EMAIL INVALID')).toBeVisible();
  await customer.getByRole('textbox', { name: 'Name' }).fill('Ivan Petrenko');
  await customer.getByRole('textbox', { name: 'Email' }).fill(first);
  await customer.getByRole('textbox', { name: 'Phone' }).fill('+380501234567');
  await customer.getByRole('textbox', { name: 'Mobile' }).fill('+380671234567');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create quote' }).click();
  await expect(page.getByText('Create qoute successful!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/quotes\/\d+\/details$/);
  const heading = page.getByRole('heading', { name: /^Quote: # \d{6}$/ });
  const orderNumber = (await heading.innerText()).replace('Quote: # ', '').trim();

  // The card shows the customer the quote was created with.
  const card = page.getByRole('region', { name: 'Customer contacts' });
  await expect(card.getByText('Ivan Petrenko')).toBeVisible();
  await expect(card.getByRole('link', { name: first })).toBeVisible();
  await expect(card.getByText('Customer not set')).toBeHidden();

  // Send to customer: the customer's address is prefilled and the server takes it.
  const mark = await outboxMark();
  await page.getByRole('button', { name: 'Send to customer' }).click();
  const sendDialog = page.getByRole('dialog');
  await expect(sendDialog.getByRole('textbox', { name: "Customer's e-mail" })).toHaveValue(first);
  await expect(sendDialog.getByText('The quote has no customer e-mail')).toBeHidden();
  await sendDialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(`Quote # ${orderNumber} sent to ${first}`).first()).toBeVisible();
  await expect(sendDialog).toBeHidden();
  expect((await nextMessage(first, 'email', mark)).subject).toBe(`Quote # ${orderNumber}`);

  // Change the customer on the card: the form holds the current contact and checks it as the profile's.
  await card.getByRole('button', { name: 'Change customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change customer' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Ivan Petrenko');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(first);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('wrong@');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('REQUIRED')).toBeVisible();
  await expect(dialog.getByText('EMAIL INVALID')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Olena Kovalenko');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(second);
  await dialog.getByRole('textbox', { name: 'Fax' }).fill('+380441234567');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Quote updated').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Olena Kovalenko')).toBeVisible();
  await expect(card.getByRole('link', { name: second })).toBeVisible();
  await expect(card.getByRole('link', { name: '+380441234567' })).toBeVisible();

  // The next send goes to the new customer.
  await page.getByRole('button', { name: 'Send to customer' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: "Customer's e-mail" })).toHaveValue(
    second,
  );
});

test('a quote created without a customer gets one with Set on its card', async ({ page }) => {
  await signInAs(page, 'dealer1.sales@doorline.test');
  await page.goto('/quotes/new');
  await typeRequestedDate(page);
  await page.getByRole('button', { name: 'Create quote' }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+\/details$/);
  const card = page.getByRole('region', { name: 'Customer contacts' });
  await expect(card.getByText('Customer not set')).toBeVisible();
  await card.getByRole('button', { name: 'Set customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set customer' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Petro Shevchenko');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Petro Shevchenko')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Change customer' })).toBeVisible();
});
