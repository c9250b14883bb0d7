import { daysAfter, formatMoney, type ModelPrice } from '@doorline/api-client';
import { expect, test } from '@playwright/test';
import { demoConfigurationIn, demoConfigurations } from '../../api-server/src/db/demo-catalogue';
import enSales from '../../crm-app/src/locales/en/sales';
import { scaled } from '../../scripts/test-time.cjs';
import { apiAs, expectToast } from './identity-support';
import { signInAs } from './sales-support';
import { answerTo, expectNoSeriousA11yViolations } from './support';

// Issue 43, part 5 (docs/decisions.md "Issue 43, part 5: re-pricing a quote"): "Re-pricing a quote to
// today's list is an explicit action that shows the difference line by line before it applies." A
// dealer's quote has a door; the administrator publishes from today a version with that model's cells
// dearer; the salesman opens Re-price, sees the price now, today's and the difference, applies, and
// the item has the new price. Only that model's cells change (not the model price-versions.spec
// changes), so the journeys running beside this one price their doors as before.

test.describe.configure({ timeout: scaled(120_000) });

const words = enSales.orderRecord;
const MODEL = 'ENT-SECURE';

/** Intl's (narrow) no-break spaces as plain ones. */
const plain = (text: string | null) => (text ?? '').replaceAll(/[\u00a0\u202f]/g, ' ');
/** `{{name}}` of a text filled in, as the app does. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

test('a quote re-priced to a version published today, the difference shown before it applies', async ({
  page,
}) => {
  const salesman = await apiAs('dealer1.sales@doorline.test');
  const admin = await apiAs('admin@doorline.test');
  const catalogue = (await salesman.priceCatalogue()).data;
  const { currency } = (await salesman.config()).data;
  const money = (amount: number) => plain(formatMoney(amount, 'en', currency));
  const demo = demoConfigurations.find((one) => one.model === MODEL)!;
  const model = catalogue.models.find((one) => one.code === MODEL)!;
  const configuration = demoConfigurationIn(catalogue, demo);
  const quote = (await salesman.createOrder({ body: { requestedDate: daysAfter(new Date(), 30) } })).data;
  const door = (await salesman.addDoor({ params: { id: quote.id }, body: { configuration } })).data;

  // The administrator publishes from today a copy of the version in force, the model's cells dearer.
  const lists = (await admin.priceLists()).data;
  const inForce = lists.find((list) => list.isDefault)!.versions.find((version) => version.inForce)!;
  const draft = (
    await admin.createPriceVersion({
      body: { copyFrom: inForce.id, names: { en: 'Winter prices', uk: 'Зимові ціни', ru: 'Зимние цены' } },
    })
  ).data;
  const price = (await admin.priceVersion({ params: { id: draft.id } })).data.models.find(
    (one) => one.modelId === model.id,
  )!.price;
  expect(price.kind).toBe('table');
  const dearer: ModelPrice = {
    ...price,
    table: {
      ...price.table!,
      cells: price.table!.cells.map((row) => row.map((cell) => (cell === null ? null : cell + 150))),
    },
  };
  await admin.setModelPrice({ params: { id: draft.id, modelId: model.id }, body: dearer });
  await admin.publishPriceVersion({
    params: { id: draft.id },
    body: { effectiveFrom: daysAfter(new Date(), 0) },
  });
  const today = (await salesman.checkConfiguration({ body: { configuration } })).data;
  expect(today.versionId).toBe(draft.id);
  const newPrice = today.breakdown!.listPrice;
  expect(newPrice).toBeGreaterThan(door.price);

  // The salesman opens Re-price on the quote's items: the price now, today's and the difference.
  await signInAs(page, 'dealer1.sales@doorline.test');
  await page.goto(`/quotes/${quote.id}/items`);
  const previewed = answerTo(page, 'GET', new RegExp(`/orders/${quote.id}/reprice$`));
  await page.getByRole('button', { name: words.reprice, exact: true }).click();
  expect((await previewed).ok()).toBe(true);
  const dialog = page.getByRole('dialog', {
    name: fill(words.repriceTitle, { orderNumber: quote.orderNumber }),
  });
  const table = dialog.getByRole('table', { name: words.repriceTableLabel });
  const row = table.getByRole('row').filter({ hasText: door.description });
  await expect(row).toHaveCount(1);
  const difference = Math.round((newPrice - door.price) * 100) / 100;
  await expect
    .poll(async () => plain(await row.textContent()))
    .toBe(`1${door.description}${money(door.price)}${money(newPrice)}+${money(difference)}`);
  await expect(dialog).toContainText('Winter prices');
  await expectNoSeriousA11yViolations(page);

  // Applied: the toast, the dialog closed, and the item at the new price.
  const applied = answerTo(page, 'POST', new RegExp(`/orders/${quote.id}/reprice$`));
  await dialog.getByRole('button', { name: words.repriceApply }).click();
  expect((await applied).ok()).toBe(true);
  await expectToast(page, words.repriced);
  await expect(dialog).toBeHidden();
  const items = page.getByRole('table', { name: words.quoteItems });
  await expect.poll(async () => plain(await items.textContent())).toContain(money(newPrice));
  expect((await salesman.itemDoor({ params: { id: door.id } })).data.versionId).toBe(draft.id);
});
