import { chromium } from 'playwright';
const [,, email, lang, width, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 768 } });
const base = 'http://127.0.0.1:4400';
await page.goto(base + '/auth/login');
await page.getByLabel('Email').fill(email);
await page.getByLabel('Password').fill('doorline-demo');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
await page.evaluate((lng) => { const s = JSON.parse(localStorage.getItem('root') ?? '{}'); localStorage.setItem('root', JSON.stringify({ ...s, language: lng })); }, lang);
for (const p of paths) {
  const [path, name] = p.split('=');
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  const size = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
  console.log(name, size);
}
await browser.close();
