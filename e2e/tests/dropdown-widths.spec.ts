import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './sales-support';

// Issue 40 item 20: every dropdown is 200 px wide (docs/spec.md §9 "Dropdown is 200 px wide"): the
// dealer look-up, the selects, the row menus, the user menu and the pager's page size, whatever the
// width of what opened it (the design system's `size.dropdownWidth`).

const DROPDOWN_WIDTH = 200;

/** The open popup holding `content` (a listbox or a menu): React Aria's popover, `data-trigger` set. */
async function popupWidth(content: Locator): Promise<number> {
  await expect(content).toBeVisible();
  const popup = content.locator('xpath=ancestor-or-self::*[@data-trigger][1]');
  const box = await popup.boundingBox();
  if (!box) throw new Error('The popup has no box');
  return Math.round(box.width);
}

async function closePopup(page: Page, content: Locator) {
  await page.keyboard.press('Escape');
  await expect(content).toBeHidden();
}

for (const width of [1366, 375]) {
  test(`the dropdowns are ${DROPDOWN_WIDTH} px wide at ${width} px`, async ({ page }) => {
    await signInAs(page, 'admin@doorline.test');
    await page.setViewportSize({ width, height: 900 });
    const measured: Record<string, number> = {};

    // The quotes list's filters: a select and the dealer look-up.
    await page.goto('/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    const filters = page.getByRole('button', { name: 'Show', exact: true });
    if (await filters.isVisible()) await filters.click();
    await page
      .getByRole('button', { name: /Status$/ })
      .first()
      .click();
    measured['status select'] = await popupWidth(page.getByRole('listbox'));
    await closePopup(page, page.getByRole('listbox'));
    await page.getByRole('combobox', { name: 'Dealer' }).click();
    await page.getByRole('combobox', { name: 'Dealer' }).press('ArrowDown');
    measured['dealer filter look-up'] = await popupWidth(page.getByRole('listbox'));
    await closePopup(page, page.getByRole('listbox'));

    // The pager's page size.
    await page.getByRole('button', { name: /^\d+ Show$/ }).click();
    measured['page size'] = await popupWidth(page.getByRole('listbox'));
    await closePopup(page, page.getByRole('listbox'));

    // Create Quote's dealer look-up, a field wider than the list's filter.
    await page.goto('/quotes/new');
    const dealer = page.getByRole('combobox', { name: /^Dealer/ });
    await dealer.click();
    await dealer.press('ArrowDown');
    measured['Create Quote dealer look-up'] = await popupWidth(page.getByRole('listbox'));
    await closePopup(page, page.getByRole('listbox'));

    // A row's menu in the users list, and the user menu in the top bar.
    await page.goto('/organization/users');
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    measured['row menu'] = await popupWidth(page.getByRole('menu'));
    await closePopup(page, page.getByRole('menu'));
    await page.getByRole('button', { name: 'Open user menu' }).click();
    measured['user menu'] = await popupWidth(page.getByRole('menu'));
    await closePopup(page, page.getByRole('menu'));

    expect(measured).toEqual(Object.fromEntries(Object.keys(measured).map((name) => [name, DROPDOWN_WIDTH])));
  });
}
