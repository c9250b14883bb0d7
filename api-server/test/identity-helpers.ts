// Helpers of the identity tests: signed-in API clients and codes read from the outbox.
import { createApiClient, HttpError, memoryTokenStore, type ApiClient } from '@doorline/api-client';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/index.js';
import { outbox } from '../src/db/schema.js';
import { createUser } from './fixtures.js';
import type { TestServer } from './helpers.js';

/**
 * A server the tests talk to through the API client: one started in this process (`TestServer`) or
 * a process from the build (`system-test/processes.ts`).
 */
export interface ApiServer {
  /** The API client's base URL, e.g. http://127.0.0.1:40123/api. */
  baseUrl: string;
}

/** The API client's settings a test may give besides its server and tokens. */
export type ClientOptions = Omit<Parameters<typeof createApiClient>[0], 'baseUrl' | 'tokens'>;

/** A client with its own token store, signed out. */
export function newClient(server: ApiServer, options: ClientOptions = {}) {
  const tokens = memoryTokenStore();
  return { api: createApiClient({ ...options, baseUrl: server.baseUrl, tokens }), tokens };
}

/** A client signed in with a password (no two-factor). */
export async function signedIn(server: ApiServer, email: string, password: string, options?: ClientOptions) {
  const client = newClient(server, options);
  const answer = await client.api.login({ body: { email, password } });
  if (!('token' in answer.data)) throw new Error(`${email} has two-factor on`);
  client.tokens.setTokens({ accessToken: answer.data.token, refreshToken: answer.data.refreshToken });
  return client;
}

/** A fixture user (`createUser`) signed in: their record with their client and its token store. */
export async function signedInUser(
  server: ApiServer & { db: Db },
  options: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(server.db, options);
  const { api, tokens } = await signedIn(server, user.email, user.password);
  return { ...user, api, tokens };
}
export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

/** A person of a test file's cast, found by their short name: their user id, client and access token. */
export interface Person {
  id: number;
  api: ApiClient;
  token: string;
}

/**
 * A test file's cast, signed in one after another in the order given: each a fixture user named
 * `Person <name>` of the role (`[roleKey, dealerId]`), of that dealer or, with `null`, of the organization.
 */
export async function signedInPeople(
  server: TestServer,
  cast: Record<string, readonly [roleKey: string, dealerId: number | null]>,
): Promise<Record<string, Person>> {
  const people: Record<string, Person> = {};
  for (const [name, [roleKey, dealerId]] of Object.entries(cast)) {
    const user = await signedInUser(server, {
      name: `Person ${name}`,
      roleKey,
      ...(dealerId === null ? {} : { dealerId }),
    });
    people[name] = { id: user.id, api: user.api, token: user.tokens.getAccessToken()! };
  }
  return people;
}

/** The newest message to `recipient`, if any. */
export async function lastMessage(db: Db, recipient: string, channel?: 'email' | 'sms') {
  const [row] = await db
    .select()
    .from(outbox)
    .where(
      channel
        ? and(eq(outbox.recipient, recipient), eq(outbox.channel, channel))
        : eq(outbox.recipient, recipient),
    )
    .orderBy(desc(outbox.id))
    .limit(1);
  return row ?? null;
}

/** The code in a message: its only run of exactly six digits. */
export function codeIn(body: string): string {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match) throw new Error(`no code in: ${body}`);
  return match[1]!;
}

export async function lastCode(db: Db, recipient: string, channel?: 'email' | 'sms') {
  const message = await lastMessage(db, recipient, channel);
  if (!message) throw new Error(`no message to ${recipient}`);
  return codeIn(message.body);
}

/** A six-digit code different from `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Awaits a call that must fail with an HttpError (of `status`, when given), and returns the error. */
export async function failure(call: Promise<unknown>, status?: number): Promise<HttpError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    if (status !== undefined) expect((error as HttpError).status, (error as HttpError).message).toBe(status);
    return error as HttpError;
  }
  throw new Error(`expected a ${status ?? 'HTTP'} failure, but the call succeeded`);
}

export type { ApiClient };

/** How many messages went to `recipient`. */
export async function outboxCount(db: Db, recipient: string): Promise<number> {
  const rows = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.recipient, recipient));
  return rows.length;
}
