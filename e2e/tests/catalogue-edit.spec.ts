import { daysAfter } from '@doorline/api-client';
import { expect, test, type Page } from '@playwright/test';
import enPrices from '../../crm-app/src/locales/en/prices';
import { scaled } from '../../scripts/test-time.cjs';
import { apiAs, expectToast } from './identity-support';
import { newDraftOnScreen, publishTodayOnScreen } from './price-support';
import { signInAs } from './sales-support';
import { answerTo, expectNoSeriousA11yViolations } from './support';

// Issue 43, part 2: the catalogue edited on screen. The administrator creates a family and a model in
// it, makes a draft, gives the model its price (the Change price dialog) and publishes the draft from
// today; a dealer's salesman finds the model in the configurator; the administrator hides it and the
// salesman no longer finds it. axe on the catalogue's dialogs.

test.describe.configure({ timeout: scaled(180_000) });

const words = enPrices.catalogueEdit;

/** The configurator of a new quote of the salesman's, with `search` typed into the model's field. */
async function searchModel(page: Page, quoteId: number, search: string) {
  await page.goto(`/quotes/${quoteId}/items/door`);
  await expect(page.getByRole('heading', { level: 1, name: enPrices.configurator.title })).toBeVisible();
  const field = page.getByRole('combobox', { name: new RegExp(`^${enPrices.configurator.model}`) });
  await field.click();
  await field.fill(search);
}

test('a model made on screen is priced, published, configured; hidden, it is no longer offered', async ({
  page,
  browser,
}) => {
  const mark = Date.now().toString(36).toUpperCase();
  const familyCode = `E2E-F${mark}`;
  const modelCode = `E2E-M${mark}`;
  const familyName = `Journey doors ${mark}`;
  const modelName = `Journey model ${mark}`;

  // The administrator: a family and a model in it.
  await signInAs(page, 'admin@doorline.test');
  await page.goto('/prices/models');
  await page.getByRole('button', { name: words.newFamily }).click();
  const familyDialog = page.getByRole('dialog', { name: words.familyNew });
  await familyDialog.getByRole('textbox', { name: new RegExp(`^${words.code}`) }).fill(familyCode);
  await familyDialog.getByRole('textbox', { name: new RegExp(`^${words.names.en}`) }).fill(familyName);
  await familyDialog
    .getByRole('textbox', { name: new RegExp(`^${words.names.uk}`) })
    .fill(`${familyName} uk`);
  await familyDialog
    .getByRole('textbox', { name: new RegExp(`^${words.names.ru}`) })
    .fill(`${familyName} ru`);
  await expectNoSeriousA11yViolations(page);
  await familyDialog.getByRole('button', { name: words.save }).click();
  await expectToast(page, words.saved.family);
  await expect(page.getByRole('heading', { level: 2, name: familyName })).toBeVisible();

  await page.getByRole('button', { name: words.newModel }).click();
  const modelDialog = page.getByRole('dialog', { name: words.modelNew });
  await modelDialog.getByRole('button', { name: new RegExp(`${words.family}$`) }).click();
  await page.getByRole('option', { name: familyName, exact: true }).click();
  await modelDialog.getByRole('textbox', { name: new RegExp(`^${words.code}`) }).fill(modelCode);
  await modelDialog.getByRole('textbox', { name: new RegExp(`^${words.names.en}`) }).fill(modelName);
  await modelDialog.getByRole('textbox', { name: new RegExp(`^${words.names.uk}`) }).fill(`${modelName} uk`);
  await modelDialog.getByRole('textbox', { name: new RegExp(`^${words.names.ru}`) }).fill(`${modelName} ru`);
  const size = (label: string) => modelDialog.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await size('Width from').fill('700');
  await size('Width to').fill('900');
  await size('Width step').fill('100');
  await size('Height from').fill('2000');
  await size('Height to').fill('2100');
  await size('Height step').fill('100');
  await expectNoSeriousA11yViolations(page);
  const made = answerTo(page, 'POST', /\/prices\/models$/);
  await modelDialog.getByRole('button', { name: words.save }).click();
  const model = ((await (await made).json()) as { data: { id: number } }).data;
  await expectToast(page, words.saved.model);
  const family = page.getByRole('table', { name: `Models of ${familyName}` });
  await expect(family.getByRole('row', { name: new RegExp(modelName) })).toBeVisible();

  // A draft of the version in force, the model's price set on screen, published from today.
  const draft = await newDraftOnScreen(page);
  const draftId = draft.id;

  await page.goto(`/prices/models?version=${draftId}&model=${model.id}`);
  await page.getByRole('button', { name: enPrices.priceEdit.change }).click();
  const priceDialog = page.getByRole('dialog', { name: `Base price: ${modelName}` });
  let amount = 500;
  for (const height of [2000, 2100])
    for (const width of [700, 800, 900]) {
      amount += 20;
      await priceDialog
        .getByRole('textbox', { name: `Price of ${width} × ${height} mm` })
        .fill(String(amount));
    }
  const saved = answerTo(page, 'PUT', new RegExp(`/prices/versions/${draftId}/models/${model.id}$`));
  await priceDialog.getByRole('button', { name: enPrices.priceEdit.save }).click();
  expect((await saved).ok()).toBe(true);
  await expect(priceDialog).toBeHidden();

  await publishTodayOnScreen(page, draft);

  // The dealer's salesman finds it in the configurator, priced from the version now in force.
  const salesman = await apiAs('dealer1.sales@doorline.test');
  const quote = (await salesman.createOrder({ body: { requestedDate: daysAfter(new Date(), 30) } })).data;
  const checked = (
    await salesman.checkConfiguration({
      body: {
        configuration: {
          modelId: model.id,
          width: 800,
          height: 2000,
          hand: 'left',
          swing: 'inward',
          options: [],
        },
      },
    })
  ).data;
  expect(checked.versionId).toBe(draftId);
  const salesPage = await browser.newPage();
  await signInAs(salesPage, 'dealer1.sales@doorline.test');
  await searchModel(salesPage, quote.id, modelCode);
  await expect(salesPage.getByRole('option', { name: new RegExp(modelName) })).toBeVisible();

  // The administrator hides it, after a confirmation.
  await page.goto('/prices/models');
  await page.getByRole('button', { name: `Hide ${modelName}` }).click();
  const asked = page.getByRole('alertdialog', { name: `Hide the model ${modelName}?` });
  await expect(asked).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await asked.getByRole('button', { name: words.hide, exact: true }).click();
  await expectToast(page, words.done.model.hidden);
  const hiddenRow = page.getByRole('table', { name: `Models of ${familyName}` }).getByRole('row', {
    name: new RegExp(modelName),
  });
  await expect(hiddenRow.getByText(words.hidden)).toBeVisible();

  // The salesman no longer finds it; the catalogue he reads on Prices does not show it either.
  await searchModel(salesPage, quote.id, modelCode);
  await expect(salesPage.getByText(enPrices.configurator.noModelFound)).toBeVisible();
  await expect(salesPage.getByRole('option', { name: new RegExp(modelName) })).toHaveCount(0);
  await salesPage.goto('/prices/models');
  await expect(salesPage.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(salesPage.getByText(modelName)).toHaveCount(0);
  await salesPage.close();
});
