import { createApiClient, memoryTokenStore, type OutboxMessage } from '@doorline/api-client';
import { expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD } from './support';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseUrl = `http://127.0.0.1:${port}`;

/** The real API client, signed in as a demo account, for the steps whose screens come later. */
export async function apiAs(email: string, password = DEMO_PASSWORD) {
  const tokens = memoryTokenStore();
  const api = createApiClient({ baseUrl: `${baseUrl}/api`, tokens });
  const answer = await api.auth.login({ email, password });
  if (!('token' in answer.data)) throw new Error(`${email} has two-factor sign-in`);
  tokens.setTokens({ accessToken: answer.data.token, refreshToken: answer.data.refreshToken });
  return api;
}

const publicApi = createApiClient({ baseUrl: `${baseUrl}/api`, tokens: memoryTokenStore() });

/** The outbox as the development page reads it (newest first). */
export async function outbox(): Promise<OutboxMessage[]> {
  return (await publicApi.dev.outbox()).data;
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
      { message: `a ${channel} message to ${recipient}`, timeout: 10_000 },
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
 * An authenticator app: codes from the shown secret. The server accepts the neighbouring time
 * steps and refuses a step it has already seen, so each code comes from a step not used before.
 */
export function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30 });
  const STEP_MS = 30_000;
  let lastStep = -Infinity;
  return async function nextCode(): Promise<string> {
    const now = Math.floor(Date.now() / STEP_MS);
    // The current step, or the next one, whichever is new (the server allows ±1 step).
    const step = Math.max(now, lastStep + 1);
    // Both are used: a later step becomes acceptable when the clock enters the one before it.
    if (step > now + 1)
      await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now()));
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
