import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import enAccess from '../../crm-app/src/locales/en/access';
import enAccount from '../../crm-app/src/locales/en/account';
import enAuth from '../../crm-app/src/locales/en/auth';
import enCommon from '../../crm-app/src/locales/en/common';
import enCustomers from '../../crm-app/src/locales/en/customers';
import enDealers from '../../crm-app/src/locales/en/dealers';
import enLists from '../../crm-app/src/locales/en/lists';
import enOrganization from '../../crm-app/src/locales/en/organization';
import { escapeFrom, mainMenu, openInApp, setLanguage, signIn } from './support';

// Issue 24: no English is left on the administration screens in Ukrainian and Russian. "English"
// is every English text the product itself has (the texts of the screens walked here, the seeded
// roles' and permissions' names, the design system's default labels): a text on the page, or an
// accessible name, that is one of them fails, unless every language writes it so (SMS, Doorline).
// What people typed (a dealer's name, a role an administrator created) is theirs to name.

type Texts = { [key: string]: string | Texts };
const flat = (texts: Texts): string[] =>
  Object.values(texts).flatMap((value) => (typeof value === 'string' ? [value] : flat(value)));

const english = [enAccess, enAccount, enAuth, enCommon, enCustomers, enDealers, enLists, enOrganization];

/**
 * What every language writes as English does: names and abbreviations (a text the language's own
 * file merely copies from English, such as a label left as "Email", is English and fails).
 */
const sameInEveryLanguage = new Set(['Doorline', 'CRM', 'SMS', 'E-mail', 'English']);

/** The design system's English defaults (`closeLabel = 'Close'`), which the app must replace. */
function designSystemDefaults(): string[] {
  const root = fileURLToPath(new URL('../../design-system/src/components', import.meta.url));
  const found: string[] = [];
  for (const dir of readdirSync(root)) {
    for (const file of readdirSync(join(root, dir))) {
      if (!/^[A-Z]\w*\.tsx$/.test(file)) continue;
      const source = readFileSync(join(root, dir, file), 'utf8');
      for (const match of source.matchAll(/\b\w+ = '([A-Z][^']*)'/g)) found.push(match[1]!);
    }
  }
  return found;
}

/** The patterns of the product's English texts; `{{x}}` matches anything. */
function englishPatterns() {
  const texts = [...english.flatMap((t) => flat(t as Texts)), ...designSystemDefaults()];
  return (
    [...new Set(texts)]
      .filter((text) => !sameInEveryLanguage.has(text))
      // A text with fewer than three Latin letters of its own ("{{count}} %") says nothing English.
      .filter((text) => (text.replace(/\{\{\w+\}\}/g, '').match(/[A-Za-z]/g) ?? []).length >= 3)
      .map((text) =>
        text
          .split(/\{\{\w+\}\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+?'),
      )
  );
}

/** Every text and accessible label on the page that is an English text of the product. */
async function englishLeft(page: Page, patterns: string[]) {
  return page.evaluate((sources) => {
    const exact = new Set(sources.filter((s) => !s.includes('.+?')).map((s) => s.replace(/\\(.)/g, '$1')));
    const loose = sources.filter((s) => s.includes('.+?')).map((s) => new RegExp(`^${s}$`, 's'));
    const isEnglish = (text: string) => exact.has(text) || loose.some((re) => re.test(text));
    const found = new Set<string>();
    const check = (text: string | null | undefined) => {
      const value = text?.replace(/\s+/g, ' ').trim();
      if (value && /[A-Za-z]{3}/.test(value) && isEnglish(value)) found.add(value);
    };
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('script, style, code, template')) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt', 'aria-valuetext'])
        check(element.getAttribute(attribute));
      // The element's own text and, for a short one, its whole text ("Dealer: <a>name</a>").
      for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) check(node.textContent);
      const whole = element.textContent ?? '';
      if (whole.length < 200) check(whole);
    }
    return [...found].sort();
  }, patterns);
}

/** Opens `path` inside the app and waits until the page has its heading and its data. */
async function open(page: Page, path: string) {
  await openInApp(page, path);
  await expect(page.getByText(/^(Loading|Завантаження|Загрузка)/)).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

for (const language of ['uk', 'ru'] as const)
  test(`the administration screens leave no English in ${language}`, async ({ page, browser }) => {
    const patterns = englishPatterns();
    const left: Record<string, string[]> = {};
    const look = async (where: string) => {
      const found = await englishLeft(page, patterns);
      if (found.length > 0) left[where] = found;
    };

    await signIn(page, 'admin@doorline.test');
    await expect(mainMenu(page)).toBeVisible();
    await setLanguage(page, language);
    const screens = [
      '/organization/users',
      '/organization/roles',
      '/organization/roles?type=dealer',
      '/organization/permissions',
      '/organization/permissions?type=dealer',
      '/organization/dealers',
      '/customers',
      '/me/profile',
      '/me/security',
    ];
    // The language is read when the app starts.
    await page.reload();
    for (const path of screens) {
      await open(page, path);
      await look(path);
    }

    // A role's page, a user's page, a dealer's profile and its users: the first of each list.
    for (const [list, link] of [
      ['/organization/roles', /\/organization\/roles\/\d+\/profile$/],
      ['/organization/users', /\/organization\/users\/\d+\/profile$/],
      ['/organization/dealers', /\/organization\/dealers\/\d+\/profile$/],
      ['/customers', /^\/customers\/\d+$/],
    ] as const) {
      await open(page, list);
      const href = await page
        .getByRole('main')
        .locator('a[href]')
        .evaluateAll(
          (links, re) => links.map((a) => a.getAttribute('href')!).find((h) => new RegExp(re).test(h)),
          link.source,
        );
      expect(href, `a link on ${list}`).toBeTruthy();
      await open(page, href!);
      await look(href!.replace(/\d+/, ':id'));
    }

    // The invite dialog with its role picker open, and the new role's dialog with its permissions.
    await open(page, '/organization/users');
    await page
      .getByRole('main')
      .getByRole('button')
      .filter({ hasText: /Запросити|Пригласить/ })
      .first()
      .click();
    const invite = page.getByRole('dialog');
    await expect(invite).toBeVisible();
    await invite.getByRole('button', { name: /Роль$/ }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await look('the invite dialog and its roles');
    // The first Escape closes the role list, the second the dialog.
    await escapeFrom(page, page.getByRole('listbox'));
    await escapeFrom(page, invite);

    await open(page, '/organization/roles');
    await page
      .getByRole('main')
      .getByRole('button')
      .filter({ hasText: /Додати роль|Добавить роль/ })
      .click();
    const addRole = page.getByRole('dialog');
    await expect(addRole.getByRole('checkbox').first()).toBeVisible();
    await look('the new role dialog');
    await escapeFrom(page, addRole);

    // The New customer dialog with its dealer picker (issue 42).
    await open(page, '/customers');
    await page
      .getByRole('main')
      .getByRole('button')
      .filter({ hasText: /Новий клієнт|Новый клиент/ })
      .first()
      .click();
    const newCustomer = page.getByRole('dialog');
    await expect(newCustomer.getByRole('combobox').first()).toBeVisible();
    await look('the new customer dialog');

    // The sign-in page, in a window where nobody is signed in.
    const signedOut = await (await browser.newContext()).newPage();
    await signedOut.goto('/auth/login');
    await setLanguage(signedOut, language);
    await signedOut.reload();
    await expect(signedOut.getByRole('textbox').first()).toBeVisible();
    const found = await englishLeft(signedOut, patterns);
    if (found.length > 0) left['/auth/login'] = found;

    expect(left, 'English texts left on the screens').toEqual({});
  });
