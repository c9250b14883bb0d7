// Every registered route is guarded by its endpoint's `access` in the contract (docs/permissions.md):
// `public`, `self`, a rule of an access table or a rule the input chooses; no guard is written at a
// route. The table is printed so a reviewer sees who may call what.
import Fastify from 'fastify';
import { endpoint, endpoints } from '@doorline/api-client';
import { unknown } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '../src/domain/identity/sessions.js';
import { trackRoutes, type RouteEntry } from '../src/http/route-table.js';
import { bindArea } from '../src/http/bind.js';
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

const describeGuard = (guard: Guard | 'static' | 'metrics') =>
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
    // Outside /api only the app's static files and the metrics' scrape, with its own access (issue 29).
    const outside = table.filter((r) => !r.url.startsWith('/api/'));
    expect(outside, 'the scrape').toContainEqual({ method: 'GET', url: '/metrics', guard: 'metrics' });
    for (const entry of outside.filter((r) => r.url !== '/metrics'))
      expect(entry, 'only the static files live outside /api').toMatchObject({ guard: 'static', url: '/*' });
  });

  it('registers every endpoint of the contract exactly once, guarded by the access its entry names', () => {
    for (const [name, entry] of Object.entries(endpoints)) {
      const routes = table.filter((r) => r.method === entry.method && r.url === `/api${entry.path}`);
      expect(routes, `${name}: ${entry.method} ${entry.path}`).toHaveLength(1);
      expect(routes[0]!.endpoint, name).toBe(entry);
      expect(routes[0]!.guard, name).toBe(entry.access);
    }
  });

  it("guards every API route by its endpoint's access, those outside the contract's table too", () => {
    for (const entry of table.filter((r) => r.url.startsWith('/api/'))) {
      expect(entry.endpoint, `${entry.method} ${entry.url}`).toBeDefined();
      expect(entry.guard, `${entry.method} ${entry.url}`).toBe(entry.endpoint!.access);
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

/**
 * Compiled, never run: an endpoint without its access does not typecheck, a route takes no guard of
 * its own, and a public endpoint's handler has no user.
 */
export function accessIsTheEntrys(identity: Identity) {
  const app = Fastify();
  // @ts-expect-error an endpoint names its access
  endpoint({ method: 'GET', path: '/unguarded', response: unknown() });
  // @ts-expect-error an empty access is not an access
  endpoint({ method: 'GET', path: '/unguarded', response: unknown(), access: {} });
  // @ts-expect-error the guard is the entry's access, not an argument
  route(app, identity, endpoints.usersMe, 'self', async () => ({ data: null as never }));
  // @ts-expect-error a public endpoint has no signed-in user
  route(app, identity, endpoints.health, async ({ user }) => user as never);
  // @ts-expect-error nor a scope
  route(app, identity, endpoints.health, async ({ scope }) => scope as never);
}

/**
 * Compiled, never run: an area is bound by one object with a handler for each of its entries, no
 * more and no less, each typed by its entry; a signed-in handler has the caller's scope, the
 * organization's where its access is never a dealer user's.
 */
export function areasAreBoundWhole(identity: Identity) {
  const app = Fastify();
  const search = async () => ({ data: { groups: [] } }) as never;
  // @ts-expect-error a handler missing (`search`)
  bindArea(app, { identity }, 'search', {});
  // @ts-expect-error a handler of no entry of the area
  bindArea(app, { identity }, 'search', { search, dashboard: search });
  // @ts-expect-error an entry of another area
  bindArea(app, { identity }, 'dashboard', { search });
  bindArea(app, { identity }, 'search', {
    // @ts-expect-error the handler answers its entry's response
    search: async () => ({ data: 'not a search answer' }),
  });
  bindArea(app, { identity }, 'search', {
    search: async ({ scope }) => {
      const either: 'organization' | 'dealer' = scope.kind;
      return either as never;
    },
  });
  // Assigning a dealer is never a dealer user's: its handler's scope is the organization's.
  type AssignScope = Parameters<Parameters<typeof bindArea<'orders'>>[3]['assignDealer']>[0]['scope'];
  const assign: AssignScope['kind'] = 'organization';
  // @ts-expect-error not a dealer's
  const dealer: AssignScope['kind'] = 'dealer';
  return [assign, dealer];
}
