import { createApiClient, memoryTokenStore, type OutboxMessage } from '@doorline/api-client';
import { expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations } from './support';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseUrl = `http://127.0.0.1:${port}`;

/** The real API client, signed in as a demo account, for the steps whose screens come later. */
export async function apiAs(email: string, password = DEMO_PASSWORD) {
  const tokens = memoryTokenStore();
  const api = createApiClient({ baseUrl: `${baseUrl}/api`, tokens });
  const answer = await api.login({ body: { email, password } });
  if (!('token' in answer.data)) throw new Error(`${email} has two-factor sign-in`);
  tokens.setTokens({ accessToken: answer.data.token, refreshToken: answer.data.refreshToken });
  return api;
}

type Api = Awaited<ReturnType<typeof apiAs>>;
type Notice = Awaited<ReturnType<Api['listNotifications']>>['data'][number];

/**
 * The notifications of `api`'s user about the record `aboutId` since `since` (newest first). It reads
 * page after page until one older than `since`: on a busy run other journeys tell the same demo user
 * of many other things, and a single page of the newest may no longer reach back to this record's.
 */
export async function notificationsAbout(api: Api, aboutId: number, since: string): Promise<Notice[]> {
  const found: Notice[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await api.listNotifications({ query: { page, limit: 100 } });
    found.push(...data.filter((n) => n.about?.id === aboutId));
    if (data.length < 100 || data.some((n) => n.createdAt < since)) return found;
  }
}

const publicApi = createApiClient({ baseUrl: `${baseUrl}/api`, tokens: memoryTokenStore() });

/** The outbox as the development page reads it (newest first). */
export async function outbox(): Promise<OutboxMessage[]> {
  return (await publicApi.devOutbox()).data;
}

/** The highest outbox id now: messages after it are the ones a step caused. */
export async function outboxMark(): Promise<number> {
  const messages = await outbox();
  return messages.reduce((max, m) => Math.max(max, m.id), 0);
}

/** Waits for the first message to `recipient` after `mark` on `channel` and returns it. */
export async function nextMessage(recipient: string, channel: 'email' | 'sms', mark: number) {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox())
          .filter((m) => m.id > mark && m.recipient === recipient && m.channel === channel)
          .sort((a, b) => a.id - b.id)[0];
        return found !== undefined;
      },
      { message: `a ${channel} message to ${recipient}` },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code in a message's body. */
export function codeIn(message: OutboxMessage): string {
  const match = /\b(\d{6})\b/.exec(message.body);
  if (!match) throw new Error(`No code in: ${message.body}`);
  return match[1]!;
}

/**
 * An authenticator app: codes from the shown secret. The server accepts the time steps next to its
 * own (one before, its own, one after) and each step at most once, in order; so each code comes
 * from the oldest step not used yet that stays acceptable long enough to be typed and checked.
 * Three codes in a row usually need no wait; a later one waits for its step to open.
 */
export function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30 });
  const STEP_MS = 30_000;
  /** How long a code must stay acceptable: the time to type it and for the server to check it. */
  const MARGIN_MS = 10_000;
  let lastStep = -Infinity;
  return async function nextCode(): Promise<string> {
    const now = Date.now();
    const current = Math.floor(now / STEP_MS);
    let step = Math.max(lastStep + 1, current - 1);
    // Step s is accepted until the server's clock leaves step s + 1.
    if ((step + 2) * STEP_MS - now < MARGIN_MS) step += 1;
    // Every open step is used: the next one opens when the clock enters the step before it.
    if (step > current + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - now));
    lastStep = step;
    return totp.generate({ timestamp: step * STEP_MS });
  };
}

let counter = 0;
/** An e-mail and a phone nobody else in this run uses. */
export function newPerson(label: string) {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`;
  return {
    name: `${label} ${unique}`,
    email: `${label.toLowerCase().replace(/\W+/g, '.')}.${unique}@doorline.test`,
    phone: `+38050${String(Date.now()).slice(-6)}${counter}`.slice(0, 14),
  };
}

/** Types a 6-digit code into the one-time-code cells inside `scope`. */
export async function fillCode(scope: Page | Locator, code: string) {
  const first = scope.getByLabel('Digit 1 of 6');
  await first.click();
  await first.page().keyboard.type(code);
}

/** A toast (or the page) shows `text`. */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/**
 * An invited person completes the registration from the invite's link on the development outbox
 * page: the SMS code to the invited phone, a password; the page then says `done`.
 */
export async function registerFromOutbox(
  page: Page,
  person: { email: string; phone: string },
  password: string,
  done: string,
) {
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { name: 'Development outbox' })).toBeVisible();
  const link = page
    .getByRole('link', { name: /complete-registration/ })
    .filter({ hasText: encodeURIComponent(person.email) });
  await link.first().click();

  await expect(page).toHaveURL(/\/auth\/complete-registration\?/);
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await expectNoSeriousA11yViolations(page);
  const beforeSms = await outboxMark();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expectToast(page, 'OTP sent to phone');
  const sms = await nextMessage(person.phone, 'sms', beforeSms);
  await fillCode(page, codeIn(sms));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expectToast(page, done);
}
