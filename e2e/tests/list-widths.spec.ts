import { expect, test, type Locator, type Page } from '@playwright/test';
import { mainMenu, signIn } from './support';

// Issue 24: a list wider than its card keeps its first column and its row actions in view, in every
// language, on a 1366 px laptop and on a 375 px phone: the table scrolls inside its card.

/** The horizontal extent of an element on screen. */
const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return { left: b.x, right: b.x + b.width };
};

/**
 * The first column header, and the last when it is the row's actions, sit inside the table's scroll
 * box wherever it is scrolled.
 */
async function expectEdgesInView(page: Page, path: string, actionsLast: boolean) {
  await page.goto(path);
  const table = page.getByRole('main').getByRole('table').first();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  // The table's scroll box (the design system's DataTable: a region around the table).
  const region = table.locator('..');
  const headers = table.getByRole('columnheader');
  for (const scroll of ['start', 'end'] as const) {
    await region.evaluate((el, to) => (el.scrollLeft = to === 'start' ? 0 : el.scrollWidth), scroll);
    const frame = await box(region);
    for (const header of actionsLast ? [headers.first(), headers.last()] : [headers.first()]) {
      const edges = await box(header);
      expect(edges.left, `${path} scrolled to the ${scroll}`).toBeGreaterThanOrEqual(frame.left - 1);
      expect(edges.right, `${path} scrolled to the ${scroll}`).toBeLessThanOrEqual(frame.right + 1);
    }
  }
}

for (const language of ['en', 'uk', 'ru'] as const)
  test(`the lists keep their first column and actions in view at 1366 and 375 px (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'admin@doorline.test');
    await expect(mainMenu(page)).toBeVisible();
    await page.evaluate((lng) => {
      const stored = JSON.parse(localStorage.getItem('root') ?? '{}');
      localStorage.setItem('root', JSON.stringify({ ...stored, language: lng }));
    }, language);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 768 });
      for (const [path, actionsLast] of [
        ['/organization/users', true],
        ['/organization/roles', true],
        ['/pre-orders', false],
        ['/orders/items', false],
      ] as const)
        await expectEdgesInView(page, path, actionsLast);
    }
  });
