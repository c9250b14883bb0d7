// Bad input gets a 400, never a 500 (issue 39; docs/decisions.md "Issue 39: bad input"): a NUL or a
// lone surrogate in any string of a body, a query or a path; a body nested thousands of levels deep;
// an upload of two files. Each answer is the usual error body, naming the field.
import { MAX_INPUT_DEPTH, serverMessages } from '@doorline/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers, users } from '../src/db/schema.js';
import { eq } from 'drizzle-orm';
import { insertOrder } from './fixtures.js';
import { get, startTestServer, type TestServer } from './helpers.js';
import { signedInUser, type SignedInUser } from './identity-helpers.js';

let server: TestServer;
let admin: SignedInUser;
let orderId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInUser(server);
  const [dealer] = await server.db.insert(dealers).values({ name: 'Gamma Doors' }).returning();
  ({ id: orderId } = await insertOrder(server.db, { orderNumber: '930001', dealerId: dealer!.id }));
});
afterAll(async () => {
  await server?.close();
});

/** Sends a JSON text as it is (so that a lone surrogate reaches the server as `\ud800`). */
async function send(
  method: string,
  path: string,
  text?: string,
  token: string | null = admin.tokens.getAccessToken() ?? null,
) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(text === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: text,
  });
  const body = await response.text();
  let json: { message?: string; error?: { path: string; message: string }[] } | null = null;
  try {
    json = JSON.parse(body);
  } catch {
    json = null;
  }
  return { status: response.status, json, text: body };
}

/** A 400 with the usual error body whose fields are exactly `paths`. */
function expectRefused(answer: Awaited<ReturnType<typeof send>>, paths: string[]) {
  expect(answer.status, answer.text.slice(0, 500)).toBe(400);
  expect(typeof answer.json?.message, answer.text.slice(0, 500)).toBe('string');
  expect(answer.json?.error?.map((e) => e.path)).toEqual(paths);
  for (const e of answer.json!.error!) expect(e.message).toMatch(/NUL|surrogate|nested/i);
}

// The JSON escapes themselves, so that the test's own source holds no such character.
const NUL = '\\u0000';
const LONE_HIGH = '\\ud800';
const LONE_LOW = '\\udc00';

describe('a NUL or a lone surrogate in a string', () => {
  // One write endpoint of each group, and the public one that answered 500 before anyone signs in.
  const writes: [string, string, (bad: string) => string, string][] = [
    ['POST', '/password/forgot', (bad) => `{"email":"olena${bad}@example.test"}`, 'email'],
    ['PATCH', '/users/me', (bad) => `{"name":"Olena${bad} Kovalenko"}`, 'name'],
    [
      'PATCH',
      '/users/me',
      (bad) => `{"contact":{"name":"Olena","email":"o${bad}@example.test","phone":"+380501112233"}}`,
      'contact.email',
    ],
    ['POST', '/dealers', (bad) => `{"name":"Delta${bad}","description":"Doors"}`, 'name'],
    ['POST', '/roles', (bad) => `{"name":"Fitter${bad}","permissionIds":[1]}`, 'name'],
    ['POST', '/orders/:order/comments', (bad) => `{"body":"Call${bad} back"}`, 'body'],
    ['PATCH', '/orders/:order', (bad) => `{"note":"Ring${bad} twice"}`, 'note'],
  ];

  for (const [bad, name] of [
    [NUL, 'a NUL'],
    [LONE_HIGH, 'a lone high surrogate'],
    [LONE_LOW, 'a lone low surrogate'],
  ] as const) {
    it.each(writes)(`%s %s: ${name} answers 400 naming the field`, async (method, path, body, field) => {
      const answer = await send(method, path.replace(':order', String(orderId)), body(bad));
      expectRefused(answer, [field]);
    });
  }

  it('a surrogate pair (an emoji) is text: it is kept', async () => {
    const answer = await send('PATCH', '/users/me', '{"name":"Olena \\ud83d\\ude00"}');
    expect(answer.status, answer.text).toBe(200);
    const [row] = await server.db.select({ name: users.name }).from(users).where(eq(users.id, admin.id));
    expect(row!.name).toBe('Olena 😀');
  });

  it('in a field name: 400 naming it', async () => {
    const answer = await send('PATCH', '/users/me', `{"na${NUL}me":"Olena"}`);
    expectRefused(answer, ['na\u0000me']);
  });

  it('in a query string: 400 naming the parameter, whatever the endpoint', async () => {
    expectRefused(await send('GET', '/users?search=ol%00ena'), ['search']);
    // A surrogate cannot come through an address: its UTF-8 bytes are invalid, read as U+FFFD.
    expect((await send('GET', '/users?search=ol%ED%A0%80ena')).status).toBe(200);
    expectRefused(await send('GET', '/orders/main-orders?sort=orderNumber%00'), ['sort']);
    expectRefused(await send('GET', '/search?q=ol%00ena'), ['q']);
  });

  it('in a path parameter: 400 naming it', async () => {
    expectRefused(await send('POST', '/2fa/send-otp/email%00'), ['type']);
  });

  it('a path parameter the router cannot read (bad UTF-8, over 100 characters): the usual error body', async () => {
    for (const [param, status] of [
      ['%ED%A0%80', 400],
      ['%FF', 400],
      ['x'.repeat(101), 414],
    ] as const) {
      const answer = await send('GET', `/orders/${orderId}/files/${param}`);
      expect(answer.status, answer.text).toBe(status);
      expect(answer.json, answer.text).toEqual({ message: serverMessages.badRequest, code: 'badRequest' });
    }
  });
});

describe('a body nested deeper than the contract ever nests', () => {
  const nested = (levels: number, inner = '"x"') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;

  it.each([MAX_INPUT_DEPTH + 1, 4000, 100_000])(
    'of %i levels: a 400 naming the first level too deep, before any struct reads it',
    async (levels) => {
      const answer = await send('POST', '/password/forgot', `{"email":${nested(levels)}}`, null);
      expect(answer.status, answer.text.slice(0, 300)).toBe(400);
      expect(answer.json?.error).toHaveLength(1);
      expect(answer.json!.error![0]!.path).toBe(['email', ...Array(MAX_INPUT_DEPTH - 1).fill('0')].join('.'));
      expect(answer.json!.error![0]!.message).toMatch(/nested/i);
    },
  );

  it('as deep as a struct may be, it is only the struct that refuses it', async () => {
    const answer = await send('POST', '/password/forgot', `{"email":${nested(MAX_INPUT_DEPTH - 2)}}`, null);
    expect(answer.status).toBe(400);
    expect(answer.json?.error?.map((e) => e.path)).toEqual(['email']);
  });

  it('a deep object, not only arrays, and on a signed-in write', async () => {
    const deep = `${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}`;
    const answer = await send('PATCH', '/users/me', `{"contact":${deep}}`);
    expect(answer.status, answer.text.slice(0, 300)).toBe(400);
    expect(answer.json!.error![0]!.path).toMatch(/^contact(\.a)+$/);
  });
});

describe('an upload of more than one file', () => {
  const png = () =>
    // The smallest valid PNG: one transparent pixel.
    new Blob(
      [
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
          'base64',
        ),
      ],
      { type: 'image/png' },
    );

  async function upload(path: string, files: number) {
    const form = new FormData();
    for (let i = 0; i < files; i++) form.append('file', png(), `drawing-${i}.png`);
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.tokens.getAccessToken()!}` },
      body: form,
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  it.each([
    ['a record file', () => `/orders/${orderId}/files`],
    ['a photo', () => '/users/add-photo'],
  ])('%s: two files answer 400 "one file per request", and nothing is kept', async (_what, path) => {
    const answer = await upload(path(), 2);
    expect(answer.status, JSON.stringify(answer.json)).toBe(400);
    expect(serverMessages.uploadOneFile).toBe('Send one file per request');
    expect(answer.json).toMatchObject({
      code: 'uploadOneFile',
      message: serverMessages.uploadOneFile,
      error: [{ path: 'file', code: 'uploadOneFile' }],
    });
    const files = await get(`${server.baseUrl}/orders/${orderId}/files`, admin.tokens.getAccessToken()!);
    expect(files.json.data).toEqual([]);
    const [me] = await server.db.select({ image: users.image }).from(users).where(eq(users.id, admin.id));
    expect(me!.image).toBeNull();
  });

  it('one file is still taken', async () => {
    const answer = await upload(`/orders/${orderId}/files`, 1);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  });
});
