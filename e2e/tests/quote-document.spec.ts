import { readFile } from 'node:fs/promises';
import { daysAfter } from '@doorline/api-client';
import { expect, test } from '@playwright/test';
import { apiAs, nextMessage, outboxMark } from './identity-support';
import { signInAs } from './sales-support';
import { answerTo, expectNoSeriousA11yViolations } from './support';
import { scaled } from '../../scripts/test-time.cjs';

// Issue 28: a dealer salesman opens a quote with a customer e-mail, downloads its PDF, sends it to
// the customer, and the e-mail with the PDF attached is in the development outbox.

// About 15 s on a quiet machine (scripts/test-time.cjs).
test.describe.configure({ timeout: scaled(60_000) });

test('a quote’s PDF is downloaded and sent to the customer, and the e-mail carries it', async ({ page }) => {
  const salesman = await apiAs('dealer1.sales@doorline.test');
  const customer = `customer.${Date.now()}@example.test`;
  const requestedDate = daysAfter(new Date(), 30);
  const quote = (await salesman.createOrder({ body: { requestedDate } })).data;
  await salesman.updateOrder({
    params: { id: quote.id },
    body: { customerContact: { name: 'Ivan Petrenko', email: customer, phone: '+380501234567' } },
  });
  for (const [description, price] of [
    ['Interior door Oak 800', 1234.5],
    ['Door frame DF-2', 321.25],
  ] as const)
    await salesman.createItem({ body: { orderId: quote.id, description, price } });

  await signInAs(page, 'dealer1.sales@doorline.test');
  await page.goto(`/quotes/${quote.id}/details`);
  await expect(page.getByRole('heading', { name: `Quote: # ${quote.orderNumber}` })).toBeVisible();

  // Download PDF: the browser saves the server's file, a PDF of this quote.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`quote-${quote.orderNumber}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The document's title (its metadata, written as text) holds the number.
  expect(bytes.toString('latin1')).toContain(`Quote # ${quote.orderNumber}`);

  // Send to customer: the customer's e-mail is there, the subject names the quote.
  const mark = await outboxMark();
  await page.getByRole('button', { name: 'Send to customer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: `Send quote # ${quote.orderNumber} to the customer` }),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: "Customer's e-mail" })).toHaveValue(customer);
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Quote # ${quote.orderNumber}`);
  // Issue 40 item 2: the message it offers names the quote's total in the organization's currency.
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(/Total: ₴[\d,]+\.\d\d\./);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello Ivan, our quote is attached.');
  const sent = answerTo(page, 'POST', new RegExp(`/api/orders/${quote.id}/send$`));
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  expect((await sent).ok()).toBe(true);
  await expect(page.getByText(`Quote # ${quote.orderNumber} sent to ${customer}`).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  // The record's history says so.
  await expect(page.getByRole('cell', { name: `Sent to customer ${customer}` })).toBeVisible();

  // The e-mail, with the PDF attached, in the development outbox (its API and its page).
  const mail = await nextMessage(customer, 'email', mark);
  expect(mail.subject).toBe(`Quote # ${quote.orderNumber}`);
  expect(mail.body).toContain('our quote is attached');
  expect(mail.attachments.map((file) => [file.fileName, file.contentType])).toEqual([
    [`quote-${quote.orderNumber}.pdf`, 'application/pdf'],
  ]);
  await page.goto('/dev/outbox');
  await expect(
    page.getByText(new RegExp(`Attached: quote-${quote.orderNumber}\\.pdf`)).first(),
  ).toBeVisible();
});
