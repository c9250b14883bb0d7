import { daysAfter } from '@doorline/api-client';
import { expect, test } from '@playwright/test';
import ukSales from '../../crm-app/src/locales/uk/sales';
import { scaled } from '../../scripts/test-time.cjs';
import { expectAccessibleInEveryLook } from './admin-support';
import { apiAs, notificationsAbout } from './identity-support';
import { signInAs } from './sales-support';
import { answerTo, screenshotEveryLook, setLanguage } from './support';

// Issue 40 item 5 (docs/notifications.md "Recipients", "Screens"): the production manager, working in
// Ukrainian, follows a dealer's quote from its page; the dealer salesman's comment then reaches them;
// unfollowed, the next one does not. `E2E_SHOTS=<folder>`: the button's screenshots (1366 and 375 px,
// light and dark) go there as item5-follow-*.png.

test.describe.configure({ timeout: scaled(90_000) });

const shots = process.env.E2E_SHOTS ?? null;
const { follow, following } = ukSales.orderRecord;

test("following a dealer's quote: its comments reach the follower until they unfollow", async ({ page }) => {
  const salesman = await apiAs('dealer1.sales@doorline.test');
  const production = await apiAs('production@doorline.test');
  const quote = (await salesman.createOrder({ body: { requestedDate: daysAfter(new Date(), 30) } })).data;
  const commentsAbout = async () =>
    (await notificationsAbout(production, quote.id, quote.createdAt)).filter((n) => n.code === 'commentAdded')
      .length;

  await signInAs(page, 'production@doorline.test');
  await setLanguage(page, 'uk');
  await page.reload();
  await page.goto(`/quotes/${quote.id}/details`);
  const button = page.getByRole('button', { name: follow, exact: true });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  if (shots) await page.screenshot({ path: `${shots}/item5-follow-off-1366-light.png` });

  // The server's answer before the comment: the button shows the change at once, the server may take longer.
  const followed = answerTo(page, 'PUT', /\/follow$/);
  await button.click();
  expect((await followed).ok()).toBe(true);
  const pressed = page.getByRole('button', { name: following, exact: true });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await expectAccessibleInEveryLook(page);
  if (shots) await screenshotEveryLook(page, shots, 'item5-follow-on');

  // The dealer's salesman comments: the follower is told.
  await salesman.addComment({ params: { id: quote.id }, body: { body: 'Can the frame be oak?' } });
  expect(await commentsAbout()).toBe(1);

  // Still followed after a reload (the server's state); unfollowed, the next comment is not theirs.
  await page.reload();
  const unfollowed = answerTo(page, 'DELETE', /\/follow$/);
  await page.getByRole('button', { name: following, exact: true }).click();
  expect((await unfollowed).ok()).toBe(true);
  await expect(page.getByRole('button', { name: follow, exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await salesman.addComment({ params: { id: quote.id }, body: { body: 'Or ash?' } });
  expect(await commentsAbout()).toBe(1);
});
