import { daysAfter } from '@doorline/api-client';
import { expect, test } from '@playwright/test';
import ukSales from '../../crm-app/src/locales/uk/sales';
import { scaled } from '../../scripts/test-time.cjs';
import { expectAccessibleInEveryLook } from './admin-support';
import { apiAs, notificationsAbout } from './identity-support';
import { signInAs } from './sales-support';
import { screenshotEveryLook, setLanguage } from './support';

// Issue 40 item 5 (docs/notifications.md "Mentions"): a dealer's salesman, working in Ukrainian,
// mentions the production manager with `@` in a quote's comment, chosen from the typeahead by the
// keyboard; the production manager is told; another dealer's people are never offered.
// `E2E_SHOTS=<folder>`: the open typeahead and the comment (1366 and 375 px, light and dark) go
// there as item5-mention-*.png.

test.describe.configure({ timeout: scaled(90_000) });

const shots = process.env.E2E_SHOTS ?? null;
const texts = ukSales.orderRecord;

test('a salesman mentions the production manager in a comment; they are told, another dealer is never offered', async ({
  page,
}) => {
  const salesman = await apiAs('dealer1.sales@doorline.test');
  const production = await apiAs('production@doorline.test');
  const otherDealer = await apiAs('dealer2.sales@doorline.test');
  const producer = (await production.getMe()).data;
  const stranger = (await otherDealer.getMe()).data;
  const quote = (await salesman.createOrder({ body: { requestedDate: daysAfter(new Date(), 30) } })).data;
  const mentionsOfQuote = async () =>
    (await notificationsAbout(production, quote.id, quote.createdAt)).filter(
      (n) => n.code === 'mentionedInComment',
    );

  await signInAs(page, 'dealer1.sales@doorline.test');
  await setLanguage(page, 'uk');
  await page.reload();
  await page.goto(`/quotes/${quote.id}/comments`);
  const area = page.getByRole('textbox', { name: texts.newComment });
  await expect(area).toHaveAccessibleDescription(texts.mentionHint);

  // Another dealer's salesman is nobody to mention here.
  await area.fill('');
  await area.pressSequentially(`@${stranger.name.split(' ')[0]}`);
  const list = page.getByRole('listbox', { name: texts.mentionPeople });
  await expect(list).toBeVisible();
  await expect(list.getByRole('option', { name: new RegExp(stranger.name) })).toHaveCount(0);
  await area.press('Escape');
  await expect(list).toHaveCount(0);

  // The production manager, by a part of the name (the first name and a letter), with the keyboard:
  // the first person found has the virtual focus, Enter chooses.
  const typed = producer.name.slice(0, producer.name.indexOf(' ') + 2);
  await area.fill('');
  await area.pressSequentially(`Чи готова рама, @${typed}`);
  const option = list.getByRole('option', { name: new RegExp(producer.name) });
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(option).toContainText(texts.mentionOrganization);
  await expect(area).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await expectAccessibleInEveryLook(page);
  await area.focus();
  if (shots) await screenshotEveryLook(page, shots, 'item5-mention-list');
  await area.press('Enter');
  await expect(area).toHaveValue(`Чи готова рама, @${producer.name} `);
  await area.pressSequentially('?');
  await page.getByRole('button', { name: texts.addComment }).click();

  // The comment shows the mention set apart; the production manager is told, once.
  const mention = page.getByRole('strong').filter({ hasText: `@${producer.name}` });
  await expect(mention).toBeVisible();
  await expect.poll(async () => (await mentionsOfQuote()).length).toBe(1);
  if (shots) await screenshotEveryLook(page, shots, 'item5-mention-comment');
});
