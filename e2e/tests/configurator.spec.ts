import {
  type Breakdown,
  daysAfter,
  formatMoney,
  type Catalogue,
  type Configuration,
} from '@doorline/api-client';
import { expect, test, type Page } from '@playwright/test';
import ukPrices from '../../crm-app/src/locales/uk/prices';
import ukSales from '../../crm-app/src/locales/uk/sales';
import ukServer from '../../crm-app/src/locales/uk/server';
import { scaled } from '../../scripts/test-time.cjs';
import { expectAccessibleInEveryLook } from './admin-support';
import { apiAs, expectToast } from './identity-support';
import { signInAs } from './sales-support';
import { answerTo, screenshotEveryLook, setLanguage } from './support';

// Issue 43, part 3 (docs/decisions.md "Issue 43, part 3"): a dealer's salesman, working in Ukrainian,
// adds a configured fire door to a quote in the configurator: a glazing the fire rating excludes is
// disabled with its reason, an off-step width is refused beside its field and kept as typed, the
// price is the server's breakdown; then copies the door in another size, and reads why it has its
// price. `E2E_SHOTS=<folder>`: the configurator's screenshots (1366 and 375 px, light and dark) go
// there as issue43-configurator-*.png, with the quote's items (issue43-items-*) and Why this price
// (issue43-why-this-price-*).

test.describe.configure({ timeout: scaled(120_000) });

const shots = process.env.E2E_SHOTS ?? null;
const { configurator: words, door: doorWords } = ukPrices;

/** `{{name}}` of a text filled in, as the app does. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** Intl's (narrow) no-break spaces as plain ones. */
const plain = (text: string | null) => (text ?? '').replaceAll(/[\u00a0\u202f]/g, ' ');

/** The catalogue's names of an option by its code, in Ukrainian. */
function optionOf(catalogue: Catalogue, code: string) {
  const option = catalogue.options.find((one) => one.code === code)!;
  const group = catalogue.groups.find((one) => one.id === option.groupId)!;
  return { id: option.id, code, name: option.names.uk, group: group.names.uk };
}

/** An option's control (a radio or a check box), named by its name and code as the picker names it. */
const optionControl = (page: Page, option: { name: string; code: string }) =>
  page
    .getByRole('radio', { name: `${option.name} ${option.code}`, exact: true })
    .or(page.getByRole('checkbox', { name: `${option.name} ${option.code}`, exact: true }));

/** Chooses an option as a person does: a press on its row (the control itself is visually hidden). */
async function choose(page: Page, option: { name: string; code: string }) {
  await optionControl(page, option).locator('xpath=ancestor::label').click();
  await expect(optionControl(page, option)).toBeChecked();
}

test('a configured fire door: chosen, refused off-step, priced, added, copied in another size, explained', async ({
  page,
}) => {
  const salesman = await apiAs('dealer1.sales@doorline.test');
  const quote = (await salesman.createOrder({ body: { requestedDate: daysAfter(new Date(), 30) } })).data;
  const catalogue = (await salesman.priceCatalogue()).data;
  const { currency } = (await salesman.config()).data;
  const money = (amount: number) => plain(formatMoney(amount, 'uk', currency));
  // The breakdown's total: the dealer's net under the dealer's rules (part 4b), else the list price; its
  // rows: the base, each option, then the list price and each rule that applied, and the total.
  const shownTotal = (breakdown: Breakdown) => money(breakdown.net?.amount ?? breakdown.listPrice);
  const rowCount = (breakdown: Breakdown) =>
    2 +
    breakdown.options.length +
    // The list price, then a line per rule that applied (a rule on everything is one line).
    (breakdown.net ? 1 + new Set(breakdown.net.lines.map((line) => line.rule.ruleId)).size : 0);
  const model = catalogue.models.find((one) => one.code === 'FIRE-GUARD')!;
  const family = catalogue.families.find((one) => one.id === model.familyId)!;
  const ei30 = optionOf(catalogue, 'EI30');
  const clearGlass = optionOf(catalogue, 'GLASS-CLEAR');
  // What the door needs besides its fire rating: one option of each required group.
  const chosen = ['MAT-STEEL', 'FIN-POWDER', 'COL-WHITE', 'LOCK-CYLINDER', 'FRM-STEEL'].map((code) =>
    optionOf(catalogue, code),
  );

  await signInAs(page, 'dealer1.sales@doorline.test');
  await setLanguage(page, 'uk');
  await page.goto(`/quotes/${quote.id}/items`);
  await page.getByRole('link', { name: ukSales.orderRecord.addDoor, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${quote.id}/items/door$`));
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await expect(page.getByText(words.missing.model)).toBeVisible();

  // The fire doors, then the model by a part of its code.
  await page.getByRole('button', { name: new RegExp(words.family) }).click();
  await page.getByRole('option', { name: family.names.uk, exact: true }).click();
  const modelField = page.getByRole('combobox', { name: new RegExp(`^${words.model}`) });
  await modelField.click();
  await modelField.fill('guard');
  await page.getByRole('option', { name: new RegExp(model.names.uk) }).click();
  await expect(modelField).toHaveValue(model.names.uk);

  // An off-step width: the server's error under the field, the number kept as typed.
  const width = page.getByRole('textbox', { name: new RegExp(`^${words.width}`) });
  const { min, max, step } = model.sizeRule.width;
  await expect(page.getByText(fill(words.range, { min, max, step })).first()).toBeVisible();
  await width.fill('815');
  await page.getByRole('textbox', { name: new RegExp(`^${words.height}`) }).fill('2100');
  await page
    .getByRole('radiogroup', { name: new RegExp(`^${words.hand}`) })
    .getByText(words.hands.left)
    .click();
  await page
    .getByRole('radiogroup', { name: new RegExp(`^${words.swing}`) })
    .getByText(words.swings.inward)
    .click();
  await expect(page.getByText(fill(ukServer.sizeOffStep, { min, max, step }))).toBeVisible();
  await expect(width).toHaveAttribute('aria-invalid', 'true');
  await expect(width).toHaveValue('815');
  await expect(page.getByRole('button', { name: words.add })).toBeDisabled();

  // EI30: the plain glazings are disabled with the reason, not hidden.
  await choose(page, ei30);
  await expect(optionControl(page, clearGlass)).toBeDisabled();
  await expect(
    page.getByText(fill(words.reason.excluded, { option: ei30.name, group: ei30.group })).first(),
  ).toBeVisible();

  // The width fixed and the required options chosen: the server's price, line by line.
  await width.fill('820');
  await expect(page.getByText(fill(ukServer.sizeOffStep, { min, max, step }))).toBeHidden();
  for (const option of chosen) await choose(page, option);
  const configuration = (door: { width: number }): Configuration => ({
    modelId: model.id,
    width: door.width,
    height: 2100,
    hand: 'left',
    swing: 'inward',
    options: [ei30.id, ...chosen.map((option) => option.id)],
  });
  const expected = (
    await salesman.checkConfiguration({ body: { configuration: configuration({ width: 820 }) } })
  ).data.breakdown!;
  const price = page.getByRole('table', { name: doorWords.price });
  const total = price.locator('tfoot');
  await expect.poll(async () => plain(await total.textContent())).toContain(shownTotal(expected));
  await expect(price.getByRole('rowheader', { name: new RegExp(`^${doorWords.basePrice}`) })).toBeVisible();
  await expect(price.getByRole('row')).toHaveCount(rowCount(expected));
  await expect(page.getByRole('button', { name: words.add })).toBeEnabled();
  await expectAccessibleInEveryLook(page);
  if (shots) {
    // From its top: the model, the size and the price beside them (the options scrolled it down).
    await page.getByRole('main').evaluate((main) => main.scrollTo(0, 0));
    await screenshotEveryLook(page, shots, 'issue43-configurator');
  }

  // Added: back on the quote's items, marked as configured, at the server's price.
  const added = answerTo(page, 'POST', new RegExp(`/orders/${quote.id}/doors$`));
  await page.getByRole('button', { name: words.add }).click();
  expect((await added).ok()).toBe(true);
  await expectToast(page, words.added);
  await expect(page).toHaveURL(new RegExp(`/quotes/${quote.id}/items$`));
  const items = page.getByRole('table', { name: ukSales.orderRecord.quoteItems });
  const rows = items.getByRole('row').filter({ hasText: ukSales.orderRecord.configured });
  await expect(rows).toHaveCount(1);
  await expect.poll(async () => plain(await rows.first().textContent())).toContain(money(expected.listPrice));
  const first = (await salesman.orderItems({ params: { orderId: quote.id }, query: { page: 1, limit: 10 } }))
    .data[0]!;

  // Copied in another size: the configurator starts from the door, the new width priced anew.
  await rows
    .first()
    .getByRole('button', { name: fill(ukSales.orderRecord.actionsOf, { id: first.id }) })
    .click();
  await page.getByRole('menuitem', { name: ukSales.orderRecord.copyDoor }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.copyTitle })).toBeVisible();
  await expect(width).toHaveValue('820');
  await expect(optionControl(page, ei30)).toBeChecked();
  await width.fill('900');
  const wider = (
    await salesman.checkConfiguration({ body: { configuration: configuration({ width: 900 }) } })
  ).data.breakdown!;
  await expect.poll(async () => plain(await total.textContent())).toContain(shownTotal(wider));
  const copied = answerTo(page, 'POST', new RegExp(`/orders/${quote.id}/doors$`));
  await page.getByRole('button', { name: words.add }).click();
  expect((await copied).ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/quotes/${quote.id}/items$`));
  await expect(rows).toHaveCount(2);
  await expect.poll(async () => plain(await items.textContent())).toContain(money(wider.listPrice));
  if (shots) await screenshotEveryLook(page, shots, 'issue43-items');

  // Why this price: the first door as it was added, with its version and the stored breakdown.
  await items.getByRole('button', { name: fill(ukSales.orderRecord.actionsOf, { id: first.id }) }).click();
  await page.getByRole('menuitem', { name: ukSales.orderRecord.whyThisPrice }).click();
  const dialog = page.getByRole('dialog', { name: doorWords.whyThisPrice });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${model.names.uk} (${model.code})`);
  await expect(dialog).toContainText(`${ei30.group}: ${ei30.name} (${ei30.code})`);
  const stored = dialog.getByRole('table', { name: doorWords.price });
  await expect
    .poll(async () => plain(await stored.locator('tfoot').textContent()))
    .toContain(shownTotal(expected));
  await expect(stored.getByRole('row')).toHaveCount(rowCount(expected));
  await expectAccessibleInEveryLook(page);
  if (shots) await screenshotEveryLook(page, shots, 'issue43-why-this-price');
});
