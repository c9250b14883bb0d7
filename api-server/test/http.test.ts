// The HTTP shell: input checked against the contract, error shapes, headers, health and the app files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/http/app.js';
import { createUser } from './fixtures.js';
import { get, post, startTestServer, testConfig, type TestServer } from './helpers.js';
import { signedIn } from './identity-helpers.js';

const appDir = mkdtempSync(path.join(tmpdir(), 'doorline-app-'));
const bigAsset = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let server: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(appDir, 'assets'));
  writeFileSync(
    path.join(appDir, 'index.html'),
    '<!doctype html><title>Doorline</title><div id="root"></div>',
  );
  writeFileSync(path.join(appDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(appDir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(path.join(appDir, 'assets', 'big-def456.js'), bigAsset);
  writeFileSync(path.join(appDir, 'assets', 'big-def456.js.br'), brotliCompressSync(bigAsset));
  writeFileSync(path.join(appDir, 'assets', 'big-def456.js.gz'), gzipSync(bigAsset));
  server = await startTestServer({ config: { appDir } });
});
afterAll(async () => {
  await server?.close();
  rmSync(appDir, { recursive: true, force: true });
});

const login = (body: unknown, headers?: Record<string, string>) =>
  post(`${server.baseUrl}/login`, body, headers);

describe('input checked against the contract', () => {
  it('names each missing field', async () => {
    const answer = await login({});
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      message: 'Invalid email, password',
      error: [
        { path: 'email', message: 'email is required' },
        { path: 'password', message: 'password is required' },
      ],
    });
  });

  it('names fields of the wrong type, invalid values and extra fields', async () => {
    const answer = await login({ email: 'not-an-email', password: 42, admin: true });
    expect(answer.status).toBe(400);
    expect(answer.json.error.map((e: { path: string }) => e.path)).toEqual(['email', 'password', 'admin']);
    expect(answer.json.error[0].message).toBe('Invalid email');
    expect(answer.json.error[2].message).toBe('admin is not an allowed field');
  });

  it('answers 400, never 500, for malformed JSON, non-objects, empty and non-JSON bodies', async () => {
    const cases: Array<[unknown, Record<string, string>?]> = [
      ['{"email": "a@b.test", '],
      ['[1, 2]'],
      ['"just a string"'],
      ['null'],
      [''],
      ['email=a@b.test&password=x', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['hello', { 'content-type': 'text/plain' }],
      ['{"__proto__": {"admin": true}}'],
    ];
    for (const [body, headers] of cases) {
      const answer = await login(body, headers);
      expect(answer.status, String(body)).toBe(400);
      expect(typeof answer.json.message).toBe('string');
      expect(Array.isArray(answer.json.error ?? []), String(body)).toBe(true);
    }
    const malformed = await login('{"email": ');
    expect(malformed.json).toEqual({
      message: 'Malformed JSON body',
      code: 'malformedJson',
      error: [{ path: '(root)', message: 'Body is not valid JSON', code: 'bodyNotJson' }],
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const answer = await login({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ message: 'Request body is too large', code: 'bodyTooLarge' });
  });

  it('checks the token before the input of an authenticated endpoint', async () => {
    expect((await post(`${server.baseUrl}/logout`, { nonsense: 1 })).status).toBe(401);
  });
});

describe('answers under /api', () => {
  it('answers health with the database checked', async () => {
    const answer = await get(`${server.baseUrl}/health`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 404 in the error shape for unknown paths, whatever the method', async () => {
    const nope = await get(`${server.baseUrl}/nope`);
    expect(nope.status).toBe(404);
    expect(nope.json).toEqual({ message: 'Not found' });
    expect(nope.headers.get('cache-control')).toBe('no-store');
    expect((await post(`${server.baseUrl}/orders/1/nope`, {})).status).toBe(404);
  });

  it('answers 405 with Allow when the path is answered but not for the method (issue 40)', async () => {
    // PATCH /orders/{id}/submit only: before anything else, the guard included.
    const submit = await post(`${server.baseUrl}/orders/1/submit`, {});
    expect(submit.status).toBe(405);
    expect(submit.headers.get('allow')).toBe('PATCH');
    expect(submit.json).toEqual({
      message: 'POST is not allowed here; this address takes PATCH',
      code: 'methodNotAllowed',
      params: { method: 'POST', allowed: 'PATCH' },
    });
    expect(submit.headers.get('cache-control')).toBe('no-store');
    // A path of several methods names them all; a GET route answers HEAD as well.
    const dealer = await fetch(`${server.baseUrl}/dealers/1`, { method: 'DELETE' });
    expect(dealer.status).toBe(405);
    expect(dealer.headers.get('allow')).toBe('GET, HEAD, PATCH');
    // The query is not part of the path.
    const list = await post(`${server.baseUrl}/orders/main-orders?page=1`, {});
    expect(list.status).toBe(405);
    expect(list.headers.get('allow')).toContain('GET');
    // An app page is not the API's: the app's history fallback is a GET of its own.
    expect((await post(`${server.url}/quotes`, {})).status).toBe(404);
  });

  it('sends security headers and a request id', async () => {
    const answer = await get(`${server.baseUrl}/health`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(answer.headers.get('content-security-policy')).toContain("img-src 'self' data: blob:");
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the app', () => {
  it('serves index.html for app routes (history fallback), not cached', async () => {
    for (const route of ['/', '/orders/12', '/auth/login?next=%2Fme']) {
      const answer = await get(`${server.url}${route}`);
      expect(answer.status, route).toBe(200);
      expect(answer.text).toContain('<div id="root">');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('serves hashed assets with a long cache and a missing asset as 404', async () => {
    const asset = await get(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(`${server.url}/assets/missing-000.js`)).status).toBe(404);
  });

  it('sends the precompressed copy of an asset to a browser that takes gzip', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.rawPayload.equals(gzipSync('console.log(1)'))).toBe(true);
    const plain = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });
});

describe('compression (docs/decisions.md "Issue 12")', () => {
  it('sends an API answer of 1 kB or more in brotli or gzip, as the caller accepts, and a small one as it is', async () => {
    const user = await createUser(server.db);
    const { tokens } = await signedIn(server, user.email, user.password);
    const authorization = `Bearer ${tokens.getAccessToken()}`;
    const list = (encoding?: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/roles?limit=100',
        headers: { authorization, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("sends the app's precompressed files as they are, never compressed twice", async () => {
    for (const [encoding, copy] of [
      ['br', brotliCompressSync(bigAsset)],
      ['gzip', gzipSync(bigAsset)],
    ] as const) {
      const answer = await server.app.inject({
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.rawPayload.equals(copy), encoding).toBe(true);
    }
  });
});

describe('without a built app, a failing database and a bug', () => {
  it('says the app is not built, and health answers 503 when the database is down, and a bug answers 500 with a request id', async () => {
    const config = testConfig();
    const failing = { ...server.database, ping: async () => Promise.reject(new Error('connection refused')) };
    const app = await buildApp(config, failing);
    // Every API route declares its guard (route-table.ts), a test route too.
    app.get('/api/boom', { config: { guard: 'public' } }, async () => {
      throw new Error('a bug');
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/orders/1' });
      expect(page.body).toContain('pnpm build');
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ message: 'Database unavailable', code: 'databaseUnavailable' });
      const boom = await app.inject({ method: 'GET', url: '/api/boom' });
      expect(boom.statusCode).toBe(500);
      expect(boom.json()).toEqual({
        message: 'Internal server error',
        code: 'internalError',
        requestId: boom.headers['x-request-id'],
      });
    } finally {
      await app.close();
    }
  });
});
