import { expect, test, type Page } from '@playwright/test';
import { axeTestPerScreen, check, checkDialog, signedIn } from './admin-support';
import { expectToast } from './identity-support';
import { scaled } from '../../scripts/test-time.cjs';
import { expectNoSeriousA11yViolations, mainMenu } from './support';

// Issue 42, the customer directory: a dealer admin creates a customer (a bad e-mail is named under its
// field), finds it by a part of its phone, opens it and changes it, and its history shows both; another
// dealer's admin finds it neither in the directory nor at its address.

/** The directory's rows after searching for `term` (the search reaches the URL 300 ms after typing). */
async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(term);
  await expect(page).toHaveURL(new RegExp(`search=${term}`));
  return page.getByRole('main').getByRole('table').getByRole('row');
}

test('a dealer admin creates a customer, finds it, changes it, and another dealer cannot see it', async ({
  browser,
}) => {
  // A journey of several screens, two accounts (scripts/test-time.cjs).
  test.setTimeout(scaled(90_000));
  const mark = Date.now().toString(36);
  const name = `Hanna Koval ${mark}`;
  // Digits of its own, so that the search by a part of the phone finds this customer only.
  const digits = String(Date.now()).slice(-7);
  const phone = `+44 161 ${digits}`;

  const page = await signedIn(browser, 'dealer1.admin@doorline.test');
  await mainMenu(page).getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('table').getByRole('row').nth(1)).toBeVisible();
  // A dealer user's directory is their own dealer's: no Dealer column, no dealer filter.
  await expect(page.getByRole('columnheader', { name: 'Dealer' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Dealer/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // New customer: the dealer is the user's own, so the dialog asks for none.
  await page.getByRole('button', { name: 'New customer' }).first().click();
  const create = page.getByRole('dialog', { name: 'New customer' });
  await expect(create.getByRole('combobox', { name: /^Dealer/ })).toHaveCount(0);
  await create.getByRole('textbox', { name: /^Name/ }).fill(name);
  const email = create.getByRole('textbox', { name: /^Email/ });
  await email.fill(`hanna.${mark}@`);
  await create.getByRole('textbox', { name: /^Phone/ }).fill(phone);
  await create.getByRole('textbox', { name: /^City/ }).fill('Manchester');
  await create.getByRole('textbox', { name: /^Tags/ }).fill('architect, e2e');
  await create.getByRole('button', { name: 'Create' }).click();
  // The bad e-mail is named under its field, which says so to a screen reader too.
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/EMAIL INVALID/);
  await expectNoSeriousA11yViolations(page);
  await email.fill(`hanna.${mark}@koval.test`);
  await create.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Customer created');
  await expect(create).toBeHidden();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  const customerUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // Found in the directory by a part of its phone.
  await mainMenu(page).getByRole('link', { name: 'Customers', exact: true }).click();
  const rows = await search(page, digits.slice(1, 6));
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(name);
  await expect(rows.nth(1)).toContainText('architect, e2e');
  await expectNoSeriousA11yViolations(page);

  // Opened and changed: Save waits for a change, and only the change is sent.
  await rows.nth(1).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`${customerUrl}$`));
  const about = page.getByRole('region', { name: 'About', exact: true });
  await expect(page.getByRole('region', { name: 'Address', exact: true })).toContainText('Manchester');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Change customer' }).click();
  const change = page.getByRole('dialog', { name: 'Change customer' });
  const save = change.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await change.getByRole('textbox', { name: /^City/ }).fill('Leeds');
  await change.getByRole('textbox', { name: /^Note/ }).fill('Prefers a call after 5 pm');
  await expect(save).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await save.click();
  await expectToast(page, 'Customer updated');
  await expect(change).toBeHidden();
  await expect(page.getByRole('region', { name: 'Address', exact: true })).toContainText('Leeds');
  await expect(about).toContainText('Prefers a call after 5 pm');

  // The history shows the creation and the change, newest first.
  const history = page.getByRole('region', { name: 'History', exact: true });
  const events = history.getByRole('row');
  await expect(events).toHaveCount(3);
  await expect(events.nth(1)).toContainText('Customer changed');
  await expect(events.nth(1)).toContainText('City: Manchester → Leeds');
  await expect(events.nth(2)).toContainText('Customer created');
  await expect(events.nth(2)).toContainText(name);
  await expectNoSeriousA11yViolations(page);

  // Another dealer's admin: not in their directory, and its address is not found.
  const other = await signedIn(browser, 'dealer2.admin@doorline.test');
  await other.goto('/customers');
  await expect(other.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  const theirs = await search(other, digits.slice(1, 6));
  await expect(other.getByText('No customers match the filters.')).toBeVisible();
  await expect(theirs.filter({ hasText: name })).toHaveCount(0);
  await expectNoSeriousA11yViolations(other);
  await other.goto(customerUrl);
  await expect(other.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
  await expect(other.getByText(name)).toHaveCount(0);
  await expectNoSeriousA11yViolations(other);
});

/** The first customer's page linked from the directory. */
async function firstCustomer(page: Page) {
  await page.goto('/customers');
  const link = page.getByRole('main').getByRole('table').locator('a[href^="/customers/"]').first();
  await expect(link).toBeVisible();
  return { path: (await link.getAttribute('href'))!, name: (await link.textContent())! };
}

// Each customer screen (with its dialogs) passes axe in both themes at 1280 and 375 px.
axeTestPerScreen([
  [
    "the organization's directory and its New customer dialog",
    'admin@doorline.test',
    async (page) => {
      await check(page, '/customers', 'Customers');
      await expect(page.getByRole('columnheader', { name: 'Dealer' })).toBeVisible();
      await checkDialog(page, 'New customer', 'New customer');
    },
  ],
  [
    "a customer's page and its Change dialog",
    'dealer1.admin@doorline.test',
    async (page) => {
      const { path, name } = await firstCustomer(page);
      await check(page, path, name);
      await expect(
        page.getByRole('region', { name: 'History', exact: true }).getByRole('row').nth(1),
      ).toBeVisible();
      await checkDialog(page, 'Change customer', 'Change customer');
    },
  ],
]);
