import { daysAfter, formatMoney, HttpError } from '@doorline/api-client';
import { expect, test } from '@playwright/test';
import { demoConfigurationIn, demoConfigurations } from '../../api-server/src/db/demo-catalogue';
import enPrices from '../../crm-app/src/locales/en/prices';
import { scaled } from '../../scripts/test-time.cjs';
import { apiAs } from './identity-support';
import { newDraftOnScreen, publishTodayOnScreen } from './price-support';
import { signInAs } from './sales-support';
import { answerTo } from './support';

// Issue 43, "Done when": the organization publishes a new price version, and a quote made before keeps
// its price while a new quote gets the new one. The administrator makes a draft of the version in force,
// changes one cell of a model's table on screen (the cell a dealer's door sits on), and publishes it
// from today; another dealer sees none of it. Only that model's cell changes, so the journeys running
// beside this one price their doors as before.

test.describe.configure({ timeout: scaled(120_000) });

/** Intl's (narrow) no-break spaces as plain ones. */
const plain = (text: string | null) => (text ?? '').replaceAll(/[\u00a0\u202f]/g, ' ');

test('a new price version: the old quote keeps its price, a new quote takes the new one', async ({
  page,
}) => {
  const salesman = await apiAs('dealer1.sales@doorline.test');
  const catalogue = (await salesman.priceCatalogue()).data;
  const { currency } = (await salesman.config()).data;
  const money = (amount: number) => plain(formatMoney(amount, 'en', currency));
  // The demo's interior door on a cell of its table (800 × 2000 mm).
  const demo = demoConfigurations.find((one) => one.model === 'INT-CLASSIC')!;
  const model = catalogue.models.find((one) => one.code === demo.model)!;
  const configuration = demoConfigurationIn(catalogue, demo);
  const addDoor = async () => {
    const quote = (await salesman.createOrder({ body: { requestedDate: daysAfter(new Date(), 30) } })).data;
    const item = (await salesman.addDoor({ params: { id: quote.id }, body: { configuration } })).data;
    const door = (await salesman.itemDoor({ params: { id: item.id } })).data;
    return { quote, item, door };
  };
  const before = await addDoor();
  const cell = before.door.breakdown.base.amount;
  const newCell = cell + 30;

  // The administrator: a new draft of the version in force, its cell changed on screen, published today.
  await signInAs(page, 'admin@doorline.test');
  const draft = await newDraftOnScreen(page);
  const draftId = draft.id;

  await page.goto(`/prices/models?version=${draftId}&model=${model.id}`);
  await page.getByRole('button', { name: enPrices.priceEdit.change }).click();
  const priceDialog = page.getByRole('dialog', { name: `Base price: ${model.names.en}` });
  const field = priceDialog.getByRole('textbox', { name: `Price of ${demo.width} × ${demo.height} mm` });
  // The cell as the field writes it in English (below a thousand: no group separator).
  await expect(field).toHaveValue(cell.toFixed(2));
  await field.fill(String(newCell));
  const saved = answerTo(page, 'PUT', new RegExp(`/prices/versions/${draftId}/models/${model.id}$`));
  await priceDialog.getByRole('button', { name: enPrices.priceEdit.save }).click();
  expect((await saved).ok()).toBe(true);
  await expect(priceDialog).toBeHidden();
  const grid = page.getByRole('table', { name: `Base price of ${model.names.en} by width and height` });
  await expect.poll(async () => plain(await grid.textContent())).toContain(money(newCell));

  await publishTodayOnScreen(page, draft);

  // The old quote keeps its price and its version; on its items tab too.
  const kept = (await salesman.itemDoor({ params: { id: before.item.id } })).data;
  expect(kept.breakdown).toEqual(before.door.breakdown);
  await page.goto(`/quotes/${before.quote.id}/items`);
  const items = page.getByRole('main').getByRole('table');
  await expect.poll(async () => plain(await items.textContent())).toContain(money(before.item.price));

  // A new quote takes the new version's cell.
  const after = await addDoor();
  expect(after.door.breakdown.versionId).toBe(draftId);
  expect(after.door.breakdown.base.amount).toBe(newCell);
  expect(after.item.price).toBeGreaterThan(before.item.price);

  // Another dealer sees none of it: neither the quote nor its door.
  const otherDealer = await apiAs('dealer2.sales@doorline.test');
  const refused = await otherDealer
    .itemDoor({ params: { id: before.item.id } })
    .catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(HttpError);
  expect((refused as HttpError).status).toBe(404);
  // Nor a draft of the organization's (a dealer user reads only published versions).
  const lists = (await otherDealer.priceLists()).data;
  expect(lists.flatMap((list) => list.versions).some((version) => version.status === 'draft')).toBe(false);
});
