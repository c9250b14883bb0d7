import { expect, test } from '@playwright/test';

// The budget itself is enforced on the build (scripts/size-check.mjs); this reads what a browser
// really downloads for the login page, compressed as the server sends it.
test('the login page loads less than 150 kB of JavaScript over the wire', async ({ page }) => {
  const scripts: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
  });
  await page.goto('/auth/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  test.info().annotations.push({
    type: 'login page JavaScript',
    description: `${(total / 1024).toFixed(1)} kB in ${scripts.length} files`,
  });
  console.log(
    `login page JavaScript over the wire: ${(total / 1024).toFixed(1)} kB in ${scripts.length} files`,
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThan(150 * 1024);
});
