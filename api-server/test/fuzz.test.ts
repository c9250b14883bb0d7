// Every endpoint of the contract, fed random bodies, query strings and path parameters: never a
// 500, and input the contract refuses answers 400 naming each field ({ path, message }).
import { check, endpoints, isPublic, type AnyEndpoint } from '@doorline/api-client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentity, type Identity } from '../src/domain/identity/sessions.js';
import { API_PREFIX } from '../src/http/route.js';
import { asset, description, page } from '../src/http/routes/api-docs.js';
import { downloadFile } from '../src/http/routes/orders.js';
import { photoFile } from '../src/http/routes/photos.js';
import { createUser } from './fixtures.js';
import { startTestServer, testConfig, type TestServer } from './helpers.js';

// FUZZ_RUNS and FUZZ_SEED let a longer or a repeated run be made by hand.
const RUNS = Number(process.env.FUZZ_RUNS) || 25;
let server: TestServer;
let identity: Identity;
let userId: number;

beforeAll(async () => {
  server = await startTestServer({
    // Google sign-in on, against a key set that cannot be reached: its answer is 401 or 503.
    config: { googleClientId: 'fuzz.apps.googleusercontent.com', googleJwksUrl: 'http://127.0.0.1:1/certs' },
  });
  const config = testConfig();
  identity = createIdentity(server.db, {
    jwtSecret: config.jwtSecret,
    accessTokenTtlSeconds: 900,
    now: () => new Date(),
  });
  userId = (await createUser(server.db)).id;
});
afterAll(async () => {
  await server?.close();
});

/* ---------- arbitraries ---------- */

const nastyKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' '];
const hugeString = fc.constantFrom('x'.repeat(100_000), '😀'.repeat(20_000), '\u0000'.repeat(1000));
const scalar = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'null', 'true', '000000', '+380501234567', 'a@b.co'),
  hugeString,
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string(), scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** The field names the contract knows for a body struct (superstruct `object`/`type`). */
function fieldsOf(struct: AnyEndpoint['body']): string[] {
  const schema = (struct as { schema?: unknown } | undefined)?.schema;
  return schema && typeof schema === 'object' ? Object.keys(schema) : [];
}

/** A JSON object written by hand, so that keys such as "__proto__" are sent as they are. */
const objectText = (keys: string[]) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys, ...nastyKeys), fc.string()), value), { maxLength: 6 })
    .map(
      (entries) =>
        `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`,
    );

type Body =
  { kind: 'none' } | { kind: 'json'; text: string } | { kind: 'raw'; text: string; contentType: string };

function bodyArbitrary(endpoint: AnyEndpoint): fc.Arbitrary<Body> {
  const keys = fieldsOf(endpoint.body);
  return fc.oneof(
    { weight: 4, arbitrary: objectText(keys).map((text): Body => ({ kind: 'json', text })) },
    { weight: 2, arbitrary: fc.jsonValue().map((v): Body => ({ kind: 'json', text: JSON.stringify(v) })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"isAdmin":true}}}',
          '{"a":',
          '[]',
          'null',
          '"text"',
          '1e999',
          `{"x":"${'y'.repeat(1_100_000)}"}`,
        )
        .map((text): Body => ({ kind: 'json', text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.string(),
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
        )
        .map(([text, contentType]): Body => ({ kind: 'raw', text, contentType })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  );
}

const paramValue = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '99999999999999999999',
    'sms',
    'email',
    'app',
    '__proto__',
    'constructor',
    'a'.repeat(64),
  ),
  fc.integer().map(String),
);
const queryArbitrary = fc.array(fc.tuple(fc.oneof(fc.string(), fc.constantFrom(...nastyKeys)), fc.string()), {
  maxLength: 4,
});

/* ---------- one request ---------- */

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

interface Input {
  params: Record<string, string>;
  query: [string, string][];
  body: Body;
}

async function send(endpoint: AnyEndpoint, input: Input) {
  let path = endpoint.path;
  for (const [name, v] of Object.entries(input.params))
    path = path.replace(`:${name}`, encodeURIComponent(v));
  const search = new URLSearchParams(input.query).toString();
  const headers: Record<string, string> = {};
  if (!isPublic(endpoint)) {
    const session = await identity.startSession(userId, { ip: '127.0.0.1', userAgent: 'fuzz' });
    headers.authorization = `Bearer ${session.token}`;
  }
  let body: string | undefined;
  if (endpoint.method !== 'GET' && input.body.kind !== 'none') {
    body = input.body.text;
    headers['content-type'] = input.body.kind === 'json' ? 'application/json' : input.body.contentType;
  }
  const response = await fetch(`${server.baseUrl}${path}${search ? `?${search}` : ''}`, {
    method: endpoint.method,
    headers,
    body,
  });
  // A stream that opened stays open: its status and headers are the answer; the body is let go.
  if (endpoint.eventStream && response.ok) {
    await response.body?.cancel();
    return { status: response.status, json: null, text: '' };
  }
  const text = await response.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json, text };
}

/** Whether the server's own check of this input against the contract must fail. */
function contractRefuses(endpoint: AnyEndpoint, input: Input): boolean {
  if (endpoint.params && !check(endpoint.params, input.params).ok) return true;
  if (endpoint.query) {
    const query: Record<string, string | string[]> = {};
    for (const [k, v] of input.query) {
      const prior = query[k];
      query[k] = prior === undefined ? v : Array.isArray(prior) ? [...prior, v] : [prior, v];
    }
    if (!check(endpoint.query, query).ok) return true;
  }
  if (input.body.kind === 'raw' && endpoint.method !== 'GET') return true;
  if (!endpoint.body || endpoint.method === 'GET') return false;
  // No body at all is checked as `{}`.
  if (input.body.kind === 'none') return !check(endpoint.body, {}).ok;
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.body.text);
  } catch {
    return true;
  }
  return !check(endpoint.body, parsed ?? {}).ok;
}

function expectFieldErrors(json: Record<string, unknown> | null, text: string) {
  expect(typeof json?.message, text).toBe('string');
  const errors = json?.error;
  expect(Array.isArray(errors), text).toBe(true);
  expect((errors as unknown[]).length, text).toBeGreaterThan(0);
  for (const e of errors as Record<string, unknown>[]) {
    expect(typeof e.path, text).toBe('string');
    expect(typeof e.message, text).toBe('string');
  }
}

/**
 * The routes outside the contract's table: binary answers (the photo, a record's file) and the API's
 * description and its reference page (issue 25), as the server declares them.
 */
const outsideContract: Record<string, AnyEndpoint> = {
  photoFile,
  downloadFile,
  apiDescription: description,
  apiReference: page,
  apiReferenceFile: asset as AnyEndpoint,
};

const table = [...Object.entries(endpoints), ...Object.entries(outsideContract)] as [string, AnyEndpoint][];

describe('the contract’s endpoints under random input', () => {
  it('are all registered', () => {
    const missing = table.filter(
      ([, e]) => !server.app.hasRoute({ method: e.method, url: API_PREFIX + e.path }),
    );
    expect(missing.map(([name, e]) => `${name}: ${e.method} ${e.path}`)).toEqual([]);
  });

  it('fuzz every API route the server registers (a new route joins the contract or the list above)', () => {
    const fuzzed = new Set(table.map(([, e]) => `${e.method} ${API_PREFIX}${e.path}`));
    const api = server.app.routeTable.filter(
      (r) => r.url.startsWith(`${API_PREFIX}/`) && r.method !== 'HEAD',
    );
    expect(api.map((r) => `${r.method} ${r.url}`).filter((key) => !fuzzed.has(key))).toEqual([]);
  });

  it.each(table)(
    '%s never answers 500, and answers 400 with field errors to what the contract refuses',
    async (_name, endpoint) => {
      const params = fc.record(Object.fromEntries(paramNames(endpoint.path).map((n) => [n, paramValue])));
      const arbitrary = fc.record({ params, query: queryArbitrary, body: bodyArbitrary(endpoint) });
      const outcome = await fc.check(
        fc.asyncProperty(arbitrary, async (input) => {
          const answer = await send(endpoint, input as Input);
          const where = `${endpoint.method} ${endpoint.path} ${JSON.stringify(input).slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 300)}`;
          expect(answer.status, where).not.toBe(500);
          expect(answer.status < 500 || answer.status === 503, where).toBe(true);
          expect(typeof answer.json?.message === 'string' || answer.status < 300, where).toBe(true);
          if (answer.status === 400 && answer.json?.error !== undefined)
            expectFieldErrors(answer.json, where);

          // A segment "." or ".." is resolved away by the URL itself: the request names another path.
          const otherPath = Object.values((input as Input).params).some(
            (v) => encodeURIComponent(v).length > 100 || v === '.' || v === '..',
          );
          if (endpoint === endpoints.addPhoto) {
            // Never multipart here: refused as such.
            expect([400, 406, 413, 415], where).toContain(answer.status);
          } else if (answer.status === 413) {
            expect(input.body.kind !== 'none' && input.body.text.length > 1_000_000, where).toBe(true);
          } else if (contractRefuses(endpoint, input as Input)) {
            if (otherPath) expect([400, 404], where).toContain(answer.status);
            else {
              expect([400, 403], where).toContain(answer.status);
              if (answer.status === 400) expectFieldErrors(answer.json, where);
            }
          }
        }),
        { numRuns: RUNS, endOnFailure: true, seed: Number(process.env.FUZZ_SEED) || undefined },
      );
      // The assertion's own message, short: fast-check would print the whole (huge) input.
      if (outcome.failed) {
        const cause =
          outcome.errorInstance instanceof Error
            ? outcome.errorInstance.message
            : String(outcome.errorInstance);
        throw new Error(`seed ${outcome.seed}: ${cause.slice(0, 1500)}`);
      }
    },
  );

  it('GET /search: a term of any characters answers 200, or 400 naming q or limit; never 500', async () => {
    const term = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 120 }),
      fc.string({ unit: 'grapheme', maxLength: 120 }),
      fc.constantFrom(
        '%%',
        '__',
        '\\\\',
        '%_\\',
        "' or 1=1 --",
        'ab\u0000',
        '\u0000\u0000',
        '😀😀',
        ' '.repeat(50),
      ),
    );
    const limit = fc.option(fc.oneof(fc.integer({ min: -5, max: 30 }).map(String), fc.string()), {
      nil: undefined,
    });
    const outcome = await fc.check(
      fc.asyncProperty(term, limit, async (q, n) => {
        const query: [string, string][] =
          n === undefined
            ? [['q', q]]
            : [
                ['q', q],
                ['limit', n],
              ];
        const answer = await send(endpoints.search, { params: {}, query, body: { kind: 'none' } });
        const where = `${JSON.stringify(query)} → ${answer.status} ${answer.text.slice(0, 300)}`;
        expect([200, 400], where).toContain(answer.status);
        if (answer.status === 400)
          for (const e of answer.json?.error as { path: string }[])
            expect(['q', 'limit'], where).toContain(e.path);
        else expect(answer.json?.data, where).toBeTypeOf('object');
        if (!contractRefuses(endpoints.search, { params: {}, query, body: { kind: 'none' } }))
          expect(answer.status, where).toBe(200);
      }),
      { numRuns: RUNS * 4, endOnFailure: true, seed: Number(process.env.FUZZ_SEED) || undefined },
    );
    if (outcome.failed) {
      const cause =
        outcome.errorInstance instanceof Error
          ? outcome.errorInstance.message
          : String(outcome.errorInstance);
      throw new Error(`seed ${outcome.seed}: ${cause.slice(0, 1500)}`);
    }
  });

  it('left Object.prototype untouched in the server’s process (it runs in this one)', () => {
    const probe = {} as Record<string, unknown>;
    expect(probe.isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });
});
