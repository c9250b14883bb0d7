import { readFile } from 'node:fs/promises';
import { formatMoney } from '@doorline/api-client';
import { expect, test } from '@playwright/test';
import enPrices from '../../crm-app/src/locales/en/prices';
import { scaled } from '../../scripts/test-time.cjs';
import { apiAs, expectToast } from './identity-support';
import { signInAs } from './sales-support';
import { answerTo, expectNoSeriousA11yViolations } from './support';

// Issue 43, part 2: a model's price table as a CSV file. The administrator exports a draft's table of
// a model, imports a changed file into the draft: first one with a bad cell (the dialog names its line,
// column and reason, and Import stays disabled), then a good one, and sees the new cell in the table.
// Only a draft of this journey's own changes: the journeys running beside it price as before.

test.describe.configure({ timeout: scaled(120_000) });

/** Intl's (narrow) no-break spaces as plain ones. */
const plain = (text: string | null) => (text ?? '').replaceAll(/[\u00a0\u202f]/g, ' ');

test('a model’s table exported, a bad file refused by line, a good one imported', async ({ page }) => {
  const admin = await apiAs('admin@doorline.test');
  const catalogue = (await admin.priceCatalogue()).data;
  const { currency } = (await admin.config()).data;
  const money = (amount: number) => plain(formatMoney(amount, 'en', currency));
  const model = catalogue.models.find((one) => one.code === 'INT-CLASSIC')!;
  const inForce = (await admin.priceLists()).data.flatMap((list) => list.versions).find((v) => v.inForce)!;
  const draft = (
    await admin.createPriceVersion({
      body: { copyFrom: inForce.id, names: { en: 'CSV journey', uk: 'CSV', ru: 'CSV' } },
    })
  ).data;

  await signInAs(page, 'admin@doorline.test');
  await page.goto(`/prices/models?version=${draft.id}&model=${model.id}`);
  const name = model.names.en;

  // Export: the table as the draft has it, under the model's code and the version's number.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `${enPrices.priceFiles.exportCsv}: ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`INT-CLASSIC-v${draft.number}.csv`);
  const exported = (await readFile((await file.path())!)).toString('utf8');
  const lines = exported
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  // The first price line's first cell raised to a price no table has, written with a comma.
  const cells = lines[1]!.split(',');
  const newCell = 4321.5;
  cells[1] = `"4321,50"`;
  const good = [lines[0], cells.join(','), ...lines.slice(2)].join('\r\n');
  const bad = [lines[0], [cells[0], 'abc', ...cells.slice(2)].join(','), ...lines.slice(2)].join('\r\n');

  // A bad file: its line, column and reason; Import disabled.
  await page.getByRole('button', { name: `${enPrices.priceFiles.importCsv}: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Import the base price of ${name}` });
  const choose = async (content: string) => {
    const chooser = page.waitForEvent('filechooser');
    const checked = answerTo(page, 'POST', /\/csv\/check$/);
    await dialog.getByRole('button', { name: enPrices.priceFiles.choose }).click();
    await (await chooser).setFiles({ name: 'table.csv', mimeType: 'text/csv', buffer: Buffer.from(content) });
    expect((await checked).ok()).toBe(true);
  };
  await choose(bad);
  await expect(dialog.getByText('Line 2, column B: Not a number. “abc”')).toBeVisible();
  await expect(dialog.getByRole('button', { name: enPrices.priceFiles.import })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // The good file: its preview shows the new cell, and Import writes it.
  await choose(good);
  await expect(dialog.getByText(enPrices.priceFiles.noProblems)).toBeVisible();
  await expect.poll(async () => plain(await dialog.textContent())).toContain(money(newCell));
  await expectNoSeriousA11yViolations(page);
  const imported = answerTo(page, 'POST', new RegExp(`/prices/versions/${draft.id}/models/${model.id}/csv$`));
  await dialog.getByRole('button', { name: enPrices.priceFiles.import }).click();
  expect((await imported).ok()).toBe(true);
  await expectToast(page, enPrices.priceFiles.imported);
  await expect(dialog).toBeHidden();
  const grid = page.getByRole('table', { name: `Base price of ${name} by width and height` });
  await expect.poll(async () => plain(await grid.textContent())).toContain(money(newCell));
});
