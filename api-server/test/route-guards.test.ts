// Every registered route declares its guard (docs/permissions.md): `public`, `self` or a permission
// rule. The table is printed so a reviewer sees who may call what.
import Fastify from 'fastify';
import { endpoints } from '@doorline/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '../src/domain/identity/sessions.js';
import { trackRoutes, type RouteEntry } from '../src/http/route-table.js';
import { route, type Guard } from '../src/http/route.js';
import { startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let table: RouteEntry[];

beforeAll(async () => {
  server = await startTestServer();
  table = server.app.routeTable;
});
afterAll(async () => {
  await server?.close();
});

const describeGuard = (guard: Guard | 'static') =>
  typeof guard === 'string' ? guard : JSON.stringify(guard);

describe('route guards', () => {
  it('lists every route with its guard; none is without one', () => {
    const api = table.filter((r) => r.url.startsWith('/api/'));
    const lines = api.map((r) => `${r.method.padEnd(6)} ${r.url.padEnd(40)} ${describeGuard(r.guard)}`);
    const heads = api.filter((r) => r.method === 'HEAD').length;
    console.log(
      `${api.length} API routes (${api.length - heads} + ${heads} HEAD twins of GET):\n${lines.join('\n')}`,
    );
    for (const entry of api) {
      expect(entry.guard, `${entry.method} ${entry.url}`).toBeDefined();
      expect(entry.guard, `${entry.method} ${entry.url}`).not.toBe('static');
      expect(entry.guard, `${entry.method} ${entry.url}`).not.toEqual({});
    }
    // Outside /api only the app's static files.
    for (const entry of table.filter((r) => !r.url.startsWith('/api/')))
      expect(entry, 'only the static files live outside /api').toMatchObject({ guard: 'static', url: '/*' });
  });

  it('registers every endpoint of the contract, public ones as public and the others signed in', () => {
    const guardOf = (method: string, path: string) =>
      table.find((r) => r.method === method && r.url === `/api${path}`)?.guard;
    for (const endpoint of Object.values(endpoints)) {
      const guard = guardOf(endpoint.method, endpoint.path);
      expect(guard, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      if ((endpoint as { public?: boolean }).public) expect(guard).toBe('public');
      else expect(guard, `${endpoint.method} ${endpoint.path}`).not.toBe('public');
    }
  });

  it('refuses to register an API route without a guard', async () => {
    const app = Fastify();
    trackRoutes(app);
    expect(() => app.get('/api/unguarded', async () => ({}))).toThrow(/has no guard/);
    app.get('/api/guarded', { config: { guard: 'public' } }, async () => ({}));
    await app.ready();
    expect(app.routeTable.map((r) => [r.method, r.url, r.guard])).toContainEqual([
      'GET',
      '/api/guarded',
      'public',
    ]);
    await app.close();
  });
});

/** Compiled, never run: a route without a guard, or with an empty one, does not typecheck. */
export function guardIsRequired(identity: Identity) {
  const app = Fastify();
  // @ts-expect-error the guard is a required argument
  route(app, identity, endpoints.usersMe, async () => ({ data: null as never }));
  // @ts-expect-error an empty guard is not a guard
  route(app, identity, endpoints.usersMe, {}, async () => ({ data: null as never }));
}
