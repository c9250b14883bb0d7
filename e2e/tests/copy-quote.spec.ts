import { daysAfter, type Catalogue } from '@doorline/api-client';
import { expect, test } from '@playwright/test';
import enSales from '../../crm-app/src/locales/en/sales';
import { scaled } from '../../scripts/test-time.cjs';
import { apiAs, expectToast } from './identity-support';
import { signInAs } from './sales-support';
import { answerTo, openInApp } from './support';

// Issue 43, part 5 (docs/decisions.md "Issue 43, part 5"): a dealer's salesman copies a quote that has
// a configured door and a free item into a new quote: asked first (the doors take today's prices),
// then on the new quote, whose history names the source and whose items are the source's.

test.describe.configure({ timeout: scaled(90_000) });

const words = enSales.orderRecord;

/** `{{name}}` of a text filled in, as the app does. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const optionIds = (catalogue: Catalogue, codes: string[]) =>
  codes.map((code) => catalogue.options.find((option) => option.code === code)!.id);

test('a quote with a configured door and a free item, copied into a new quote', async ({ page }) => {
  const salesman = await apiAs('dealer1.sales@doorline.test');
  const quote = (await salesman.createOrder({ body: { requestedDate: daysAfter(new Date(), 30) } })).data;
  const catalogue = (await salesman.priceCatalogue()).data;
  const door = (
    await salesman.addDoor({
      params: { id: quote.id },
      body: {
        configuration: {
          modelId: catalogue.models.find((model) => model.code === 'INT-CLASSIC')!.id,
          width: 800,
          height: 2000,
          hand: 'left',
          swing: 'inward',
          options: optionIds(catalogue, [
            'MAT-MDF',
            'FIN-PAINT',
            'COL-WHITE',
            'HDL-LEVER',
            'LOCK-WC',
            'FRM-STANDARD',
          ]),
        },
      },
    })
  ).data;
  const free = `Oak threshold ${quote.orderNumber}`;
  await salesman.createItem({ body: { orderId: quote.id, description: free, price: 55 } });

  await signInAs(page, 'dealer1.sales@doorline.test');
  await openInApp(page, `/quotes/${quote.id}/details`);
  await page.getByRole('button', { name: words.copyQuote, exact: true }).click();
  const dialog = page.getByRole('alertdialog', {
    name: fill(words.copyTitle, { orderNumber: quote.orderNumber }),
  });
  await expect(dialog).toContainText(words.copyText);

  const copied = answerTo(page, 'POST', new RegExp(`^/api/orders/${quote.id}/copy$`));
  await dialog.getByRole('button', { name: words.copyQuote, exact: true }).click();
  const copy = ((await (await copied).json()) as { data: { id: number; orderNumber: string } }).data;
  expect(copy.id).not.toBe(quote.id);
  await expect(page).toHaveURL(new RegExp(`/quotes/${copy.id}/details$`));
  await expectToast(page, fill(words.copied, { orderNumber: copy.orderNumber }));
  await expect(dialog).toBeHidden();
  await expect(page.getByText(fill(words.eventAction.copy, { detail: quote.orderNumber }))).toBeVisible();

  // The new quote's items: the door, configured, and the free item, as on the source.
  await openInApp(page, `/quotes/${copy.id}/items`);
  const items = page.getByRole('table', { name: words.quoteItems });
  await expect(items.getByRole('row').filter({ hasText: door.description })).toHaveCount(1);
  await expect(items.getByRole('row').filter({ hasText: words.configured })).toHaveCount(1);
  await expect(items.getByRole('row').filter({ hasText: free })).toHaveCount(1);
});
