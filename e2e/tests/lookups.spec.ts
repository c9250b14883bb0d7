import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import enLists from '../../crm-app/src/locales/en/lists';
import ukLists from '../../crm-app/src/locales/uk/lists';
import ukSales from '../../crm-app/src/locales/uk/sales';
import { apiAs } from './identity-support';
import { scaled } from '../../scripts/test-time.cjs';
import { signInAs } from './sales-support';
import { setLanguage, settleAnimations } from './support';

// Issue 40 item 19: the look-ups say the spec's empty texts (docs/spec.md §8): 'No options found.'
// when nothing matches what was typed, and 'Loading more...' below the options while the next page
// of 20 loads. The dealer look-up is the app's one (components/dealer-picker.tsx): the lists' Dealer
// filter, Create Quote, Assign dealer, the users filter and the invite form.

// A journey's room: 25 dealers made, then typing and scrolling through a look-up (30 to 50 s on a
// machine at load 15).
test.describe.configure({ timeout: scaled(60_000) });

/**
 * axe on the open look-up's list: no serious or critical violation. Not the whole page: while a combo
 * box is open, React Aria hides the rest of the page from screen readers with `aria-hidden` (its
 * ComboBox pattern, react-spectrum#4937), which axe's `aria-hidden-focus` reports on every focusable
 * element behind it; the page itself is checked closed by the other journeys.
 */
async function expectAccessibleList(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).include('[role="listbox"]').analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);
}

test("a search that matches no dealer says 'No options found.', in English and in Ukrainian", async ({
  page,
}) => {
  expect(enLists.lookup.noOptions).toBe('No options found.');
  await signInAs(page, 'sales@doorline.test');
  await page.goto('/quotes');
  const dealer = page.getByRole('combobox', { name: 'Dealer' });
  await dealer.click();
  await dealer.pressSequentially('no such dealer at all');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByText('No options found.', { exact: true })).toBeVisible();
  await expect(page.getByText('No results found.')).toHaveCount(0);
  await expectAccessibleList(page);

  await setLanguage(page, 'uk');
  await page.reload();
  const ukDealer = page.getByRole('combobox', { name: ukSales.salesLists.dealer });
  await ukDealer.click();
  await ukDealer.pressSequentially('немає такого дилера');
  await expect(page.getByRole('listbox').getByText(ukLists.lookup.noOptions, { exact: true })).toBeVisible();
});

test("scrolling to the end of 20 dealers says 'Loading more...' until the next page is there", async ({
  page,
}) => {
  // 25 dealers of a name of their own: a first page of 20 and a second of 5.
  const admin = await apiAs('admin@doorline.test');
  const name = `Lookup ${Date.now().toString(36)}`;
  await Promise.all(
    Array.from({ length: 25 }, (_, n) =>
      admin.createDealer({
        body: {
          name: `${name} ${String(n + 1).padStart(2, '0')}`,
          description: 'A dealer of the look-up test',
        },
      }),
    ),
  );

  await signInAs(page, 'admin@doorline.test');
  // The next page answers when the test says so, as on a slow connection.
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/dealers' && url.searchParams.get('page') === '2',
    async (route) => {
      await answered;
      await route.continue();
    },
  );
  await page.goto('/quotes');
  const dealer = page.getByRole('combobox', { name: 'Dealer' });
  await dealer.click();
  await dealer.pressSequentially(name);
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveCount(20);
  await expect(listbox.getByText('Loading more...')).toHaveCount(0);

  await listbox.getByRole('option').last().scrollIntoViewIfNeeded();
  await listbox.evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect(listbox.getByText('Loading more...', { exact: true })).toBeVisible();
  await expectAccessibleList(page);
  release();
  await expect(listbox.getByRole('option')).toHaveCount(25);
  await expect(listbox.getByText('Loading more...')).toHaveCount(0);
});
