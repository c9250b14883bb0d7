import { expect, test, type Locator, type Page } from '@playwright/test';
import { limits } from '../../scripts/test-time.cjs';
import { mainMenu, openInApp, signIn } from './support';

// Issue 24: a list wider than its card keeps its first column and its row actions in view, in every
// language, on a 1366 px laptop and on a 375 px phone: the table scrolls inside its card.
// Issue 40 item 9: on a 1366 px laptop no list scrolls sideways at all, in any language: its default
// columns fit (the others are a column chooser away), and long words wrap inside their cells.

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

/**
 * The search box's hint shows whole: its text is no wider than the box's room for it. Measured in a
 * retrying assertion on the box as it is then: on a busy machine the page can still re-render after
 * `openInApp` (a late chunk), and a box taken out of the page has no computed style to measure.
 */
async function expectSearchHintFits(page: Page, path: string) {
  const box = page.getByRole('main').getByRole('searchbox').first();
  await expect(box).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(async () => {
    const fit = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { hint: input.placeholder, width: context.measureText(input.placeholder).width, room };
    });
    expect(fit.room, `${path}: the search box is measurable`).toBeGreaterThan(0);
    expect(fit.width, `${path}: "${fit.hint}" in ${Math.round(fit.room)} px`).toBeLessThanOrEqual(fit.room);
  }).toPass({ timeout: limits.e2eExpect });
}

/** A dealer user's "Dealer: name" in the users list breaks over two lines at most. */
async function expectDealerNamesShort(page: Page) {
  const links = page.getByRole('main').getByRole('table').getByRole('link').filter({ hasText: /\s/ });
  const lines = await links.evaluateAll((anchors) =>
    anchors
      .filter((a) => /\/dealers\/\d+/.test(a.getAttribute('href') ?? ''))
      .map((a) => {
        const cell = a.closest('td, [role="gridcell"], [role="cell"]') as HTMLElement;
        const lineHeight = parseFloat(getComputedStyle(cell).lineHeight) || 20;
        const text = cell.querySelector('div') ?? cell;
        return { name: a.textContent, lines: Math.round(text.getBoundingClientRect().height / lineHeight) };
      }),
  );
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line.lines, `${line.name}`).toBeLessThanOrEqual(2);
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
        ['/customers', false],
      ] as const)
        await expectEdgesInView(page, path, actionsLast);
    }
    // At 1366 px every list's search hint shows whole, and a dealer's name in the users list's Type
    // column takes two lines at most.
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const path of [
      '/organization/users',
      '/organization/dealers',
      '/customers',
      '/quotes',
      '/pre-orders',
      '/orders',
      '/orders/items',
    ]) {
      await openInApp(page, path);
      await expectSearchHintFits(page, path);
    }
    await openInApp(page, '/organization/users');
    await expect(page.getByRole('main').getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expectDealerNamesShort(page);
  });

/** Every list, by whom it is walked: the organization's lists, the row actions of the queues, a dealer's users. */
const everyList = {
  'admin@doorline.test': [
    '/quotes',
    '/pre-orders',
    '/orders',
    '/orders/items',
    '/production',
    '/warehouse',
    '/hold',
    '/customers',
    '/organization/dealers',
    '/organization/users',
    '/organization/roles',
    '/organization/roles?type=dealer',
    '/notifications',
  ],
  'production@doorline.test': ['/orders/items', '/production', '/warehouse', '/hold'],
  'dealer1.admin@doorline.test': ['/quotes', '/pre-orders', '/orders', '/customers', '/dealer/users'],
} as const;

/** How far a list's table scrolls sideways (0: it fits), and the cells whose content spills out of them. */
async function overflowOf(page: Page, path: string) {
  await openInApp(page, path);
  const table = page.getByRole('main').getByRole('table').first();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The table's scroll box (the design system's DataTable: a region around the table).
  return table.evaluate((element) => {
    const region = element.parentElement!;
    const spilling = [...element.querySelectorAll<HTMLElement>('th, td')]
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => cell.textContent?.trim().slice(0, 40) ?? '');
    return { sideways: region.scrollWidth - region.clientWidth, spilling };
  });
}

for (const language of ['en', 'uk', 'ru'] as const)
  test(`every list fits a 1366 px laptop without scrolling sideways (${language})`, async ({ browser }) => {
    test.slow();
    const found: string[] = [];
    for (const [email, paths] of Object.entries(everyList)) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      await signIn(page, email);
      await expect(mainMenu(page)).toBeVisible();
      await page.evaluate((lng) => {
        const stored = JSON.parse(localStorage.getItem('root') ?? '{}');
        localStorage.setItem('root', JSON.stringify({ ...stored, language: lng }));
      }, language);
      await page.reload();
      // The menu's name is in the language now.
      await expect(page.getByRole('navigation').first()).toBeVisible();
      for (const path of paths) {
        const { sideways, spilling } = await overflowOf(page, path);
        if (sideways > 0) found.push(`${email} ${path}: scrolls ${sideways} px sideways`);
        if (spilling.length > 0)
          found.push(`${email} ${path}: spills out of its cell: ${spilling.join(' | ')}`);
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });
