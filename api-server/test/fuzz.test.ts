// Every endpoint of the contract, fed random bodies, query strings and path parameters: never a
// 500, and input the contract refuses answers 400 naming each field ({ path, message }).
import { Ajv2020 } from 'ajv/dist/2020.js';
import { check, daysAfter, endpoints, isPublic, type AnyEndpoint } from '@doorline/api-client';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../src/db/schema.js';
import { createIdentity, type Identity } from '../src/domain/identity/sessions.js';
import { API_PREFIX } from '../src/http/route.js';
import { asset, description, page } from '../src/http/routes/api-docs.js';
import { downloadFile } from '../src/http/routes/orders.js';
import { modelPictureFile } from '../src/http/routes/model-pictures.js';
import { photoFile } from '../src/http/routes/photos.js';
import { createUser } from './fixtures.js';
import { startTestServer, testConfig, type TestServer } from './helpers.js';
import { scaled } from '../../scripts/test-time.cjs';

// FUZZ_RUNS and FUZZ_SEED let a longer or a repeated run be made by hand.
const RUNS = Number(process.env.FUZZ_RUNS) || 25;
/** Requests per operation of the API's description: a bounded run in `npm test` (issue 39). */
const OPENAPI_RUNS = Number(process.env.FUZZ_OPENAPI_RUNS) || 8;

/** A run of `numRuns` that stops at its first failure, repeated with FUZZ_SEED when that is set. */
const checkOptions = (numRuns: number) => ({
  numRuns,
  endOnFailure: true,
  seed: Number(process.env.FUZZ_SEED) || undefined,
});

/** Fails with the assertion's own message, short: fast-check would print the whole (huge) input. */
function expectPassed(outcome: { failed: boolean; errorInstance: unknown; seed: number }) {
  if (!outcome.failed) return;
  const cause =
    outcome.errorInstance instanceof Error ? outcome.errorInstance.message : String(outcome.errorInstance);
  throw new Error(`seed ${outcome.seed}: ${cause.slice(0, 1500)}`);
}

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
  let body: string | undefined;
  const headers: Record<string, string> = {};
  if (endpoint.method !== 'GET' && input.body.kind !== 'none') {
    body = input.body.text;
    headers['content-type'] = input.body.kind === 'json' ? 'application/json' : input.body.contentType;
  }
  const target = {
    method: endpoint.method,
    signedIn: !isPublic(endpoint),
    eventStream: !!endpoint.eventStream,
  };
  return request(target, `${path}${search ? `?${search}` : ''}`, { headers, body });
}

/** Sends one request to the API (as the fuzz user when signed in) and reads its answer. */
async function request(
  target: { method: string; signedIn: boolean; eventStream: boolean },
  address: string,
  init: { headers: Record<string, string>; body?: string | FormData },
) {
  const headers = { ...init.headers };
  if (target.signedIn) {
    const session = await identity.startSession(userId, { ip: '127.0.0.1', userAgent: 'fuzz' });
    headers.authorization = `Bearer ${session.token}`;
  }
  const response = await fetch(`${server.baseUrl}${address}`, {
    method: target.method,
    headers,
    body: init.body,
  });
  // A stream that opened stays open: its status and headers are the answer; the body is let go.
  if (target.eventStream && response.ok) {
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

/* ---------- every operation of the API's description (issue 39) ---------- */

type Schema = { [keyword: string]: unknown };
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}

// Values too big for fast-check to carry around: a marker in the generated value, written out as the
// value itself into the JSON text that is sent (`bodyText`).
const MARKERS = {
  /** Just under the 1 MB body limit: it reaches the contract. */
  almostMegabyte: `"${'x'.repeat(1_000_000)}"`,
  /** Over it: 413. */
  megabyte: `"${'y'.repeat(1024 * 1024)}"`,
  deepArray: `${'['.repeat(5000)}1${']'.repeat(5000)}`,
  deepObject: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
} as const;
const marker = (name: keyof typeof MARKERS) => `\u0001${name}\u0001`;
const markerText = new RegExp(`"\\\\u0001(${Object.keys(MARKERS).join('|')})\\\\u0001"`, 'g');
const bodyText = (value: unknown) =>
  (JSON.stringify(value) ?? '').replace(markerText, (_, name: keyof typeof MARKERS) => MARKERS[name]);

/** What no input may hold, and the wrong types: in place of any value of a body. */
const hostileValue: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ude00\ud83d',
  marker('almostMegabyte'),
  marker('megabyte'),
  marker('deepArray'),
  marker('deepObject'),
  -1,
  0,
  1.5,
  2 ** 31,
  1e308,
  true,
  null,
  '',
  [],
  {},
  { toString: 1 },
  JSON.parse('{"__proto__":{"isAdmin":true}}'),
);

/** A NUL or a lone surrogate put into an otherwise valid string. */
const spoiled = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(text, fc.constantFrom('\u0000', '\ud800', '\udc00'), fc.nat())
    .map(([s, bad, at]) => s.slice(0, at % (s.length + 1)) + bad + s.slice(at % (s.length + 1)));

/** A string the schema allows, made from its pattern, format and lengths. */
function stringOf(schema: Schema): fc.Arbitrary<string> {
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: any string.
    }
  }
  if (schema.format === 'date')
    return fc.integer({ min: -400, max: 400 }).map((days) => daysAfter(new Date(), days));
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = Math.max(
    minLength,
    Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 40, 40),
  );
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

/** Records the fuzz user's own account hangs on (their id, the administrator role's): never named. */
const protectedIds = new Set<number>();

/** A value the schema allows (mostly), any of its fields or items hostile now and then. */
function valueOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const valid = validOf(schema, depth);
  return fc.oneof({ weight: 8, arbitrary: valid }, { weight: 1, arbitrary: hostileValue });
}

function validOf(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const members = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (members) return fc.oneof(...members.map((member) => validOf(member, depth)));
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : schema.type
      ? [schema.type as string]
      : [];
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => typedOf(type, schema, depth)));
}

function typedOf(type: string, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -10;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1000;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc
        .oneof(fc.integer({ min: Math.max(min, 1), max: Math.min(max, 8) }), fc.integer({ min, max }))
        .filter((n) => !protectedIds.has(n));
    case 'number':
      return fc.double({ min, max, noNaN: true });
    case 'string':
      return fc.oneof(
        { weight: 3, arbitrary: stringOf(schema) },
        { weight: 1, arbitrary: spoiled(stringOf(schema)) },
      );
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(valueOf((schema.items ?? {}) as Schema, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      if (depth > 4 || Object.keys(properties).length === 0) return fc.constant({});
      const fields = Object.fromEntries(
        Object.entries(properties).map(([name, field]) => [name, valueOf(field, depth + 1)]),
      );
      // Now and then a required field is left out.
      return fc.oneof(
        { weight: 4, arbitrary: fc.record(fields, { requiredKeys: required }) },
        { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      );
    }
    default:
      return fc.constant(null);
  }
}

/**
 * A path or query value as it goes into the address, percent-encoded: one the schema allows, or a
 * hostile one (a NUL, a surrogate's bytes, broken escapes, 5,000 characters, another type). A lone
 * surrogate cannot be written in an address (its UTF-8 is invalid: the server reads U+FFFD).
 */
function addressValueOf(schema: Schema): fc.Arbitrary<string> {
  const valid = validOf(schema, 0).map((v) =>
    encodeURIComponent((typeof v === 'string' ? v : JSON.stringify(v)).replace(/\p{Cs}/gu, '\u0000')),
  );
  const hostile = fc.constantFrom(
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%',
    '%zz',
    'x'.repeat(5_000),
    '-1',
    '0',
    '1.5',
    '99999999999999999999',
    'true',
    '%5B%5D',
    '%7B%7D',
  );
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

/** The document with each `$ref` to a named schema replaced by that schema (the contract nests no struct in itself). */
function inlineRefs(document: Schema): Schema {
  const schemas = (document.components as { schemas: Record<string, Schema> }).schemas;
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (value === null || typeof value !== 'object') return value;
    const { $ref, ...rest } = value as Schema;
    const named = typeof $ref === 'string' ? inline(schemas[$ref.split('/').pop()!]) : {};
    return {
      ...(named as Schema),
      ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, inline(v)])),
    };
  };
  return inline(document) as Schema;
}

interface DocumentedRequest {
  address: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

function requestOf(path: string, method: string, operation: Operation): fc.Arbitrary<DocumentedRequest> {
  const parameters = operation.parameters ?? [];
  const inPath = parameters.filter((p) => p.in === 'path');
  const inQuery = parameters.filter((p) => p.in === 'query');
  const pathValues = fc.tuple(...inPath.map((p) => addressValueOf(p.schema)));
  const queryValues = fc.tuple(
    ...inQuery.map((p) =>
      p.required
        ? addressValueOf(p.schema).map((v) => [v])
        : fc.oneof(
            fc.constant([]),
            addressValueOf(p.schema).map((v) => [v]),
            fc.array(addressValueOf(p.schema), { maxLength: 2 }),
          ),
    ),
  );
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const body: fc.Arbitrary<Pick<DocumentedRequest, 'headers' | 'body'>> =
    method === 'get'
      ? fc.constant({ headers: {} })
      : json
        ? fc.oneof(
            {
              weight: 6,
              arbitrary: validOf(json, 0).map((v) => ({
                headers: { 'content-type': 'application/json' },
                body: bodyText(v),
              })),
            },
            {
              weight: 1,
              arbitrary: hostileValue.map((v) => ({
                headers: { 'content-type': 'application/json' },
                body: bodyText(v),
              })),
            },
            { weight: 1, arbitrary: fc.constant({ headers: {} }) },
          )
        : content['multipart/form-data']
          ? fc
              .tuple(
                fc.integer({ min: 0, max: 2 }),
                fc.uint8Array({ maxLength: 64 }),
                fc.constantFrom('file', 'other'),
              )
              .map(([files, bytes, field]) => {
                const form = new FormData();
                for (let i = 0; i < files; i++)
                  form.append(i === 0 ? field : 'file', new Blob([bytes]), `f${i}.png`);
                return { headers: {}, body: form };
              })
          : fc.constant({ headers: {} });
  return fc.tuple(pathValues, queryValues, body).map(([pathValue, queryValue, { headers, body: sent }]) => {
    let address = path;
    inPath.forEach((p, i) => (address = address.replace(`{${p.name}}`, pathValue[i] || 'x')));
    const pairs = inQuery.flatMap((p, i) => queryValue[i]!.map((v) => `${encodeURIComponent(p.name)}=${v}`));
    // Under Node's 16 KB limit of a request's head, which Node answers itself (431) before any code of
    // ours runs: the pairs that would pass 12,000 characters are left out.
    let search = '';
    for (const pair of pairs)
      if (address.length + search.length + pair.length < 12_000) search += `${search ? '&' : '?'}${pair}`;
    return { address: address + search, headers, body: sent };
  });
}

/**
 * The routes outside the contract's table: binary answers (the photo, a model's picture, a record's
 * file) and the API's description and its reference page (issue 25), as the server declares them.
 */
const outsideContract: Record<string, AnyEndpoint> = {
  photoFile,
  modelPictureFile,
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

          // A segment "." or ".." is resolved away by the URL itself: the request names another path,
          // which is not there (404) or takes other methods (405, e.g. DELETE /orders/main/./follow
          // is DELETE /orders/main/follow, an address of GET only).
          const otherPath = Object.values((input as Input).params).some(
            (v) => encodeURIComponent(v).length > 100 || v === '.' || v === '..',
          );
          if (endpoint === endpoints.addPhoto) {
            // Never multipart here: refused as such.
            expect([400, 406, 413, 415], where).toContain(answer.status);
          } else if (answer.status === 413) {
            expect(input.body.kind !== 'none' && input.body.text.length > 1_000_000, where).toBe(true);
          } else if (contractRefuses(endpoint, input as Input)) {
            if (otherPath) expect([400, 404, 405], where).toContain(answer.status);
            else {
              expect([400, 403], where).toContain(answer.status);
              if (answer.status === 400) expectFieldErrors(answer.json, where);
            }
          }
        }),
        checkOptions(RUNS),
      );
      expectPassed(outcome);
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
      checkOptions(RUNS * 4),
    );
    expectPassed(outcome);
  });

  /**
   * Every operation of the API's description, in two shards (every other operation) so that each
   * test's time stays well within its limit as the API grows (issue 43 added eleven operations).
   */
  async function fuzzOperations(shard: 0 | 1) {
    const started = performance.now();
    const document = inlineRefs(await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: { ErrorBody: Schema } };
    };
    const errorBody = new Ajv2020({ strict: false }).compile(document.components.schemas.ErrorBody);
    const [adminRole] = await server.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.key, 'administrator'));
    protectedIds.add(userId).add(adminRole!.id);
    const seed = Number(process.env.FUZZ_SEED) || Date.now() % 2 ** 31;
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let operations = 0;
    let index = 0;
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods)) {
        if (index++ % 2 !== shard) continue;
        operations++;
        const target = {
          method: method.toUpperCase(),
          signedIn: (operation.security ?? []).length > 0,
          eventStream: !!operation.responses['200']?.content?.['text/event-stream'],
        };
        const inputs = fc.sample(requestOf(path, method, operation), { numRuns: OPENAPI_RUNS, seed });
        for (const input of inputs) {
          const answer = await request(target, input.address, input);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const where = () =>
            `${target.method} ${input.address.slice(0, 200)} ${typeof input.body === 'string' ? input.body.slice(0, 200) : ''} → ${answer.status} ${answer.text.slice(0, 300)}`;
          if (answer.status >= 500) failures.push(where());
          else if (answer.status >= 400 && !errorBody(answer.json))
            failures.push(`not the documented error body: ${where()}`);
        }
      }
    const requests = [...statuses.values()].reduce((a, b) => a + b, 0);
    const fiveHundreds = [...statuses].filter(([status]) => status >= 500).reduce((a, [, n]) => a + n, 0);
    console.log(
      `OpenAPI fuzz (seed ${seed}, shard ${shard + 1} of 2): ${operations} operations, ${requests} requests, ${fiveHundreds} answers of 5xx, ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; by status ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    // Half of the API's operations each (144 with issue 43's).
    expect(operations).toBeGreaterThan(60);
    expect(failures.slice(0, 10), `seed ${seed}`).toEqual([]);
  }

  for (const shard of [0, 1] as const)
    it(
      `every operation of the API’s description (shard ${shard + 1} of 2), its inputs from its schemas and hostile: never a 5xx, every 4xx the documented error body`,
      () => fuzzOperations(shard),
      scaled(30_000),
    );

  it('left Object.prototype untouched in the server’s process (it runs in this one)', () => {
    const probe = {} as Record<string, unknown>;
    expect(probe.isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });
});
