import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'doorline-demo';

/** Home's address, `/`, where signing in lands every account (issue 27, docs/dashboard.md). */
export const HOME_URL = /^https?:\/\/[^/]+\/$/;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Waits for the page's finite animations and transitions (a dialog fading in, colours changing
 * with the theme): axe measures contrast on what is painted, and a half-faded text fails it.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Running ones only (a paused one would never finish), and not the endless (a spinner).
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The axe rules a colour theme can change: the rest do not depend on the theme (issue 23). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe on the current page: no serious or critical violation. `coloursOnly` runs the rules a theme
 * can change, for a page already checked whole in another theme at the same width.
 */
export async function expectNoSeriousA11yViolations(page: Page, { coloursOnly = false } = {}) {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page })
    // React Aria's visually hidden live announcer keeps each announcement for 7 s; one made by a
    // pending button points at that button's id, which is gone once the page has moved on.
    .exclude('[data-live-announcer]');
  const results = await (coloursOnly ? builder.withRules(COLOUR_RULES) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * Closes an open overlay (a dialog, a list of options) with Escape. A key goes where focus is, and
 * an overlay moves focus into itself a moment after it appears (and back to its trigger a moment
 * after it closes): Escape pressed before that reaches nothing. So wait for focus first.
 */
export async function escapeFrom(page: Page, overlay: Locator) {
  await expect.poll(() => overlay.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
}

/**
 * Keeps `language` as the person's choice (`root` in localStorage, as the app's language menu does):
 * the next load of the page reads it.
 */
export const setLanguage = (page: Page, language: string) =>
  page.evaluate((lng) => {
    const stored = JSON.parse(localStorage.getItem('root') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('root', JSON.stringify({ ...stored, language: lng }));
  }, language);

/**
 * Screenshots of the page at 1366 and 375 px, light and dark, into `folder` as
 * `<name>-<width>-<scheme>.png`, for a person to look at (never compared); the page goes back to
 * 1280 px and the light theme.
 */
export async function screenshotEveryLook(page: Page, folder: string, name: string) {
  for (const [width, height] of [
    [1366, 768],
    [375, 812],
  ] as const)
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await expect.poll(() => page.evaluate(() => document.documentElement.style.colorScheme)).toBe(scheme);
      // The colours change with a transition: a shot taken during it shows buttons half-faded.
      await settleAnimations(page);
      await page.screenshot({ path: `${folder}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * The server's answer to the page's next `method` call of a path matching `path`: not a 401 of a call
 * whose 4-second token (ACCESS_TOKEN_TTL) had just expired, which the client refreshes and sends again,
 * but the answer after it. A test then expects it ok, so a real refusal still fails with its status.
 */
export const answerTo = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      path.test(new URL(response.url()).pathname) &&
      response.status() !== 401,
  );

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/**
 * Opens `href` inside the app, as its own links do (the router follows the history, no reload), and
 * waits until the page has stopped changing for a quarter of a second and has its heading. Much
 * cheaper than `page.goto`, which starts the whole app again.
 */
export async function openInApp(page: Page, href: string) {
  const from = await page.evaluate(() => `${location.pathname}${location.search}`);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
  // At `href`, or where the app sent it on (`/dealers` is `/organization/dealers`): a redirect may
  // come before the first look at the address.
  await expect(page).toHaveURL((url) => {
    const at = `${url.pathname}${url.search}`;
    return at === href || at !== from;
  });
  // The router renders the new page in a transition (the old one stays until the new one's code is
  // there): wait until the page has stopped changing for a quarter of a second.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          resolve();
        };
        let timer = setTimeout(done, 250);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 250);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
  );
  await expect(page.getByRole('heading', { level: 1 }).first(), `${href} has its heading`).toBeVisible();
}
