import { expect, test, type Page } from '@playwright/test';
import { scaled } from '../../scripts/test-time.cjs';
import { mainMenu, openInApp, signIn } from './support';

// Issue 24: each role walks every page its menus reach and every link on those pages (one of each
// address's shape). None opens "Page Not Found" (a link is shown only to someone who may open what
// it leads to), and no page widens or lengthens the document beyond the shell, at 1366 and 375 px
// (the shell scrolls its main area; the document itself never scrolls).

const WIDE = { width: 1366, height: 768 };
const NARROW = { width: 375, height: 812 };

/** An address's shape: its numbers and query left out, so one of each is visited. */
const shapeOf = (href: string) => href.replace(/\?.*$/, '').replace(/\/\d+(?=\/|$)/g, '/:id');

/** The document's size against the window's: the shell must hold every page's content. */
async function expectFitsTheWindow(page: Page, where: string) {
  for (const viewport of [WIDE, NARROW]) {
    await page.setViewportSize(viewport);
    const size = await page.evaluate(() => {
      const root = document.documentElement;
      return { width: root.scrollWidth, height: root.scrollHeight };
    });
    expect
      .soft(size, `${where} at ${viewport.width} px: the document is no larger than the window`)
      .toEqual({ width: viewport.width, height: viewport.height });
  }
  await page.setViewportSize(WIDE);
}

/** Opens `href` inside the app (`openInApp`); fails on the not-found page. */
async function open(page: Page, href: string) {
  await openInApp(page, href);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect
    .soft(page.getByRole('heading', { name: 'Page Not Found' }), `${href} opens a page`)
    .toHaveCount(0);
}

/** The addresses of the links inside the page's main area, one of each shape not seen yet. */
async function newLinks(page: Page, seen: Set<string>) {
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const found: string[] = [];
  for (const href of hrefs) {
    if (!href.startsWith('/') || href.startsWith('/api/')) continue;
    const shape = shapeOf(href);
    if (seen.has(shape)) continue;
    seen.add(shape);
    found.push(href);
  }
  return found;
}

const accounts = [
  'admin@doorline.test',
  'sales@doorline.test',
  'production@doorline.test',
  'dealer1.admin@doorline.test',
  'dealer1.sales@doorline.test',
];

for (const email of accounts)
  test(`${email} reaches only pages that open, and each fits the window at 1366 and 375 px`, async ({
    browser,
  }) => {
    // About 15 s on a quiet machine (scripts/test-time.cjs).
    test.setTimeout(scaled(40_000));
    const page = await (await browser.newContext({ viewport: WIDE })).newPage();
    await signIn(page, email);
    await expect(mainMenu(page)).toBeVisible();
    const menu = await mainMenu(page)
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    const seen = new Set(menu.map(shapeOf));
    const linked: string[] = [];
    for (const href of menu) {
      await open(page, href);
      await expectFitsTheWindow(page, href);
      linked.push(...(await newLinks(page, seen)));
    }
    // One level below the menu's pages: records, profiles, tabs.
    for (const href of linked) {
      await open(page, href);
      await expectFitsTheWindow(page, href);
      for (const next of await newLinks(page, seen)) {
        await open(page, next);
        await expectFitsTheWindow(page, next);
      }
    }
  });

test('a dealer user opening the production or warehouse queue by its address gets Page Not Found', async ({
  page,
}) => {
  await signIn(page, 'dealer1.admin@doorline.test');
  await expect(mainMenu(page)).toBeVisible();
  for (const path of ['/production', '/warehouse']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
});
