import { expect, test } from '@playwright/test';
import { signedIn } from './admin-support';
import { apiAs, expectToast } from './identity-support';
import { scaled } from '../../scripts/test-time.cjs';
import { expectNoSeriousA11yViolations } from './support';

// Issue 42, a customer's comments and files, like any record's: a dealer salesman opens a customer,
// writes a comment (an empty one is named under its field), uploads a file and downloads it, and both
// are there after a reload; the dealer's admin reads them; another dealer's admin finds neither tab.

test('a dealer salesman comments on a customer and attaches a file, and another dealer sees neither', async ({
  browser,
}) => {
  // A journey of several screens, three accounts (scripts/test-time.cjs).
  test.setTimeout(scaled(90_000));
  const mark = Date.now().toString(36);
  const name = `Iryna Melnyk ${mark}`;
  const customer = await (
    await apiAs('dealer1.admin@doorline.test')
  ).createCustomer({ body: { name, note: 'Met at the spring fair' } });
  const customerPath = `/customers/${customer.data.id}`;
  const comment = `Prefers a call after 17:00 (${mark})`;
  const fileName = `measurements-${mark}.txt`;

  const page = await signedIn(browser, 'dealer1.sales@doorline.test');
  await page.goto(customerPath);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Customer sections' });
  // The history is the first tab, at the page's own address.
  await expect(tabs.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'History', level: 2 })).toBeVisible();

  // Comments: none yet; an empty one is refused under its field; one written shows with its author.
  await tabs.getByRole('link', { name: 'Comments' }).click();
  await expect(page).toHaveURL(new RegExp(`${customerPath}/comments$`));
  await expect(tabs.getByRole('link', { name: 'Comments' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No comments yet.')).toBeVisible();
  const field = page.getByRole('textbox', { name: /^New comment/ });
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Must be at least 1/);
  await expectNoSeriousA11yViolations(page);
  await field.fill(comment);
  // By the keyboard, as a person without a mouse adds it.
  await field.press('Tab');
  await expect(page.getByRole('button', { name: 'Add comment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Comment added');
  const comments = page.getByRole('list', { name: 'Comments' });
  await expect(comments.getByRole('listitem')).toHaveCount(1);
  await expect(comments.getByRole('listitem').first()).toContainText(comment);
  await expect(comments.getByRole('listitem').first()).toContainText('Chloe Barker');
  await expect(field).toHaveValue('');
  await expectNoSeriousA11yViolations(page);

  // Files: none yet; one uploaded through the browser's chooser, then downloaded under its name.
  await tabs.getByRole('link', { name: 'Files' }).click();
  await expect(page).toHaveURL(new RegExp(`${customerPath}/files$`));
  await expect(page.getByText('No files yet.')).toBeVisible();
  await expect(page.getByText('Any file up to 20 MB.')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload file' }).click();
  await (
    await chooser
  ).setFiles({
    name: fileName,
    mimeType: 'text/plain',
    buffer: Buffer.from('Opening 920 x 2130 mm, hinges on the left.\n'),
  });
  await expectToast(page, 'File uploaded');
  const files = page.getByRole('list', { name: 'Files' });
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files.getByRole('listitem').first()).toContainText(fileName);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${fileName}` }).click();
  expect((await download).suggestedFilename()).toBe(fileName);
  await expectNoSeriousA11yViolations(page);

  // Both are the customer's, kept: after a reload, and for the dealer's admin.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Files' })).toContainText(fileName);
  const admin = await signedIn(browser, 'dealer1.admin@doorline.test');
  await admin.goto(`${customerPath}/comments`);
  await expect(admin.getByRole('list', { name: 'Comments' })).toContainText(comment);

  // Another dealer's admin: the customer's tabs are not found, as the customer is not.
  const other = await signedIn(browser, 'dealer2.admin@doorline.test');
  for (const tab of ['comments', 'files']) {
    await other.goto(`${customerPath}/${tab}`);
    await expect(other.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
    await expect(other.getByText(comment)).toHaveCount(0);
    await expect(other.getByText(fileName)).toHaveCount(0);
  }
});
