// The price versions' steps on screen the journeys share (issue 43): a draft of the version in
// force made with New draft, and a draft published from today with Publish.
import { daysAfter } from '@doorline/api-client';
import { expect, type Page } from '@playwright/test';
import enPrices from '../../crm-app/src/locales/en/prices';
import { expectToast } from './identity-support';
import { answerTo } from './support';

/** New draft on `/prices/versions` (of the version in force): the draft's id and number. */
export async function newDraftOnScreen(page: Page): Promise<{ id: number; number: number }> {
  await page.goto('/prices/versions');
  await page.getByRole('button', { name: enPrices.priceVersions.newDraft }).first().click();
  const created = answerTo(page, 'POST', /\/prices\/versions$/);
  await page.getByRole('dialog').getByRole('button', { name: enPrices.versionForm.create }).click();
  const draft = ((await (await created).json()) as { data: { id: number; number: number } }).data;
  await expectToast(page, enPrices.versionForm.created);
  return draft;
}

/**
 * Publish on `/prices/versions`, effective today, of the journey's own draft (another journey may have
 * one of its own at the same time).
 */
export async function publishTodayOnScreen(page: Page, draft: { id: number; number: number }) {
  await page.goto('/prices/versions');
  await page.getByRole('button', { name: `Publish version ${draft.number}`, exact: true }).click();
  const publishDialog = page.getByRole('dialog');
  const [year, month, date] = daysAfter(new Date(), 0).split('-');
  await publishDialog.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${date}${month}${year}`);
  const published = answerTo(page, 'POST', new RegExp(`/prices/versions/${draft.id}/publish$`));
  await publishDialog.getByRole('button', { name: enPrices.versionForm.publish }).click();
  expect((await published).ok()).toBe(true);
  await expectToast(page, enPrices.versionForm.published);
}
