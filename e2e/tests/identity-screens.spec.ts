import { expect, test, type Page } from '@playwright/test';
import { escapeFrom, expectNoSeriousA11yViolations, HOME_URL, signIn } from './support';
import { scaled } from '../../scripts/test-time.cjs';

// Issue 4: every screen of identity and the personal area, in both themes and at 375 px wide,
// with axe finding no serious or critical violation (dialogs open, too).

// Each test walks several screens and runs axe on each: up to 20 s on a quiet machine.
test.describe.configure({ timeout: scaled(40_000) });

const looks = [
  { theme: 'light', width: 1280, height: 900 },
  { theme: 'dark', width: 375, height: 812 },
] as const;

async function check(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

/** Sends a form as it is: its first error shows, and the page still passes axe. */
async function submitEmpty(page: Page, button: string, error: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(error)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

for (const look of looks) {
  test(`signed-out screens pass axe (${look.theme}, ${look.width} px)`, async ({ page }) => {
    await page.setViewportSize({ width: look.width, height: look.height });
    await page.addInitScript((theme) => localStorage.setItem('doorline-theme', theme), look.theme);

    await page.goto(
      '/auth/complete-registration?email=new.person%40doorline.test&code=123456&phone=380501234567',
    );
    await check(page, 'Complete registration');
    await submitEmpty(page, 'Complete registration', 'Phone code is required');

    await page.goto('/auth/complete-registration');
    await check(page, 'Invalid invitation link');

    await page.goto('/auth/forgot-password');
    await check(page, 'Forgot password');
    await submitEmpty(page, 'Send code', 'Please enter a valid email address.');

    await page.goto('/dev/outbox');
    await check(page, 'Development outbox');
  });

  test(`personal area screens and dialogs pass axe (${look.theme}, ${look.width} px)`, async ({ page }) => {
    await page.setViewportSize({ width: look.width, height: look.height });
    await page.addInitScript((theme) => localStorage.setItem('doorline-theme', theme), look.theme);
    await signIn(page, 'sales@doorline.test');
    await expect(page).toHaveURL(HOME_URL);
    await page.goto('/me/profile');
    await check(page, 'My profile');

    for (const name of ['Change account', 'Change public contacts']) {
      await page.getByRole('button', { name }).click();
      await expect(page.getByRole('dialog', { name })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await escapeFrom(page, page.getByRole('dialog'));
    }

    await page.getByRole('main').getByRole('link', { name: 'Security', exact: true }).click();
    await check(page, 'User Security Management');
    for (const name of ['Change password', 'Change email', 'Enable two-factor authentication']) {
      await page.getByRole('button', { name }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      if (name.startsWith('Enable')) {
        await dialog.getByText('Authenticator app', { exact: true }).click();
        await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
      await escapeFrom(page, dialog);
    }

    await page.goto('/system');
    await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
    await expect(page.getByText('This device')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
