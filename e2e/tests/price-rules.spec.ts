import { daysAfter, formatMoney, HttpError } from '@doorline/api-client';
import { expect, test, type Browser } from '@playwright/test';
import { demoConfigurationIn, demoConfigurations } from '../../api-server/src/db/demo-catalogue';
import enPrices from '../../crm-app/src/locales/en/prices';
import { scaled } from '../../scripts/test-time.cjs';
import { expectAccessibleInEveryLook } from './admin-support';
import { apiAs, expectToast } from './identity-support';
import { signInAs } from './sales-support';
import { answerTo } from './support';

// Issue 43, part 4b (docs/decisions.md "Issue 43, part 4b"): the administrator gives Dealer 1 a rule
// on the dealers' rules page (10 % on interior doors); Dealer 1's salesman configures an interior door
// and reads the list price, the rule and the net in its breakdown, and the net beside the price on
// the quote; Dealer 2's salesman sees only Dealer 2's rules, and the API answers 404 for Dealer 1's.

test.describe.configure({ timeout: scaled(120_000) });

const words = enPrices.priceRules;

/** Intl's (narrow) no-break spaces as plain ones. */
const plain = (text: string | null) => (text ?? '').replaceAll(/[\u00a0\u202f]/g, ' ');

/** A browser of one's own, signed in as `email`. */
async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  return { context, page };
}

test("a dealer's rule: given by the organization, applied to the dealer's door, unseen by another dealer", async ({
  browser,
}) => {
  const salesman = await apiAs('dealer1.sales@doorline.test');
  const quote = (await salesman.createOrder({ body: { requestedDate: daysAfter(new Date(), 30) } })).data;
  const dealer = quote.dealer!;
  const catalogue = (await salesman.priceCatalogue()).data;
  const { currency } = (await salesman.config()).data;
  const money = (amount: number) => plain(formatMoney(amount, 'en', currency));
  const classic = demoConfigurations.find((one) => one.model === 'INT-CLASSIC')!;
  const model = catalogue.models.find((one) => one.code === 'INT-CLASSIC')!;
  const family = catalogue.families.find((one) => one.id === model.familyId)!;
  const note = `Journey ${Date.now()}`;

  // The administrator picks Dealer 1 on the rules page and gives it 10 % on the family.
  const admin = await signedIn(browser, 'admin@doorline.test');
  let page = admin.page;
  await page.goto('/prices/rules');
  await expect(page.getByRole('heading', { level: 2, name: words.noDealer })).toBeVisible();
  const picker = page.getByRole('combobox', { name: new RegExp(`^${words.dealer}`) });
  await picker.fill(dealer.name.slice(0, 8));
  await page.getByRole('option', { name: dealer.name }).click();
  await expect(page).toHaveURL(new RegExp(`/prices/rules\\?dealer=${dealer.id}$`));
  await expect(page.getByRole('table', { name: words.title })).toBeVisible();
  await page.getByRole('button', { name: words.add }).click();
  const dialog = page.getByRole('dialog', { name: words.addTitle });
  await dialog.getByRole('button', { name: new RegExp(`${words.target}$`) }).click();
  await page.getByRole('option', { name: words.targets.family, exact: true }).click();
  await dialog.getByRole('button', { name: new RegExp(`${words.targetNames.family}$`) }).click();
  await page.getByRole('option', { name: family.names.en, exact: true }).click();
  await dialog.getByRole('textbox', { name: new RegExp(`^${words.value}`) }).fill('10');
  await dialog.getByRole('textbox', { name: new RegExp(`^${words.note}`) }).fill(note);
  await expectAccessibleInEveryLook(page);
  const saved = answerTo(page, 'POST', new RegExp(`/dealers/${dealer.id}/price-rules$`));
  await dialog.getByRole('button', { name: words.save }).click();
  expect((await saved).ok()).toBe(true);
  await expectToast(page, words.saved);
  const ruleRow = page.getByRole('row').filter({ hasText: note });
  await expect(ruleRow).toContainText(`Family ${family.names.en}`);
  await expect(ruleRow).toContainText('10% off');
  await expectAccessibleInEveryLook(page);
  await admin.context.close();

  // Dealer 1's salesman configures an interior door: the list price, the rule and the net.
  const door = (
    await salesman.addDoor({
      params: { id: quote.id },
      body: { configuration: demoConfigurationIn(catalogue, classic) },
    })
  ).data;
  const stored = (await salesman.itemDoor({ params: { id: door.id } })).data.breakdown;
  expect(stored.net!.lines[0]!.rule).toMatchObject({ target: 'family', targetId: family.id, value: 10 });
  const dealerSide = await signedIn(browser, 'dealer1.sales@doorline.test');
  page = dealerSide.page;
  await page.goto(`/quotes/${quote.id}/items/door?copy=${door.id}`);
  const breakdown = page.getByRole('table', { name: enPrices.door.price });
  await expect(breakdown.getByRole('row').filter({ hasText: words.net })).toContainText(
    money(stored.net!.amount),
  );
  await expect(breakdown.getByRole('row').filter({ hasText: enPrices.door.listPrice })).toContainText(
    money(stored.listPrice),
  );
  await expect(breakdown.getByRole('row').filter({ hasText: '10% off' }).first()).toBeVisible();
  expect(stored.net!.amount).toBeLessThan(stored.listPrice);
  await expectAccessibleInEveryLook(page);
  // The quote's items: the customer's price and the dealer's net beside it.
  await page.goto(`/quotes/${quote.id}/items`);
  const itemRow = page.getByRole('main').getByRole('row').filter({ hasText: 'INT-CLASSIC' });
  await expect(itemRow).toContainText(money(door.price));
  await expect(itemRow).toContainText(money(door.netPrice!));
  // The dealer's own users read their rules, without changing them.
  await page.goto('/prices/rules');
  await expect(page.getByRole('row').filter({ hasText: note })).toBeVisible();
  await expect(page.getByRole('button', { name: words.add })).toHaveCount(0);
  await dealerSide.context.close();

  // Dealer 2's salesman: their own rules only; Dealer 1's are not found.
  const other = await signedIn(browser, 'dealer2.sales@doorline.test');
  page = other.page;
  await page.goto('/prices/rules');
  const table = page.getByRole('table', { name: words.title });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).not.toContainText(note);
  await expect(table).not.toContainText(`Family ${family.names.en}`);
  await other.context.close();
  const otherApi = await apiAs('dealer2.sales@doorline.test');
  const refused = await otherApi
    .dealerPriceRules({ params: { id: dealer.id } })
    .catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(HttpError);
  expect((refused as HttpError).status).toBe(404);
});
