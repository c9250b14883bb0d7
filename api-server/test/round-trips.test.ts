// Every list answers in at most two database round trips, the token check included
// (docs/decisions.md "Issue 12"): the statements the server runs for one request are counted through
// the database driver's query log, so that a list that grows a third statement fails here.
import { isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/demo-data.js';
import { roleUserCounts, users } from '../src/db/schema.js';
import { startTestServer, type TestServer } from './helpers.js';
import { signedIn } from './identity-helpers.js';

let server: TestServer;
/** The statements of the request under way; null between requests. */
let statements: string[] | null = null;
const tokens: Record<'admin' | 'dealer', string> = { admin: '', dealer: '' };

beforeAll(async () => {
  server = await startTestServer({
    demo: true,
    onQuery: (text) => {
      // The outbox worker polls on its own timer: no part of any request.
      if (statements && !/"outbox"/.test(text)) statements.push(text);
    },
  });
  for (const [who, email] of [
    ['admin', 'admin@doorline.test'],
    ['dealer', 'dealer1.admin@doorline.test'],
  ] as const) {
    const { tokens: store } = await signedIn(server, email, DEMO_PASSWORD);
    tokens[who] = store.getAccessToken()!;
  }
});
afterAll(async () => {
  await server?.close();
});

/** GETs an API path as `who`, answering the status, the body and the statements the server ran. */
async function measured(who: keyof typeof tokens, path: string) {
  statements = [];
  try {
    const response = await fetch(`${server.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${tokens[who]}` },
    });
    return { status: response.status, body: await response.json(), statements: [...statements] };
  } finally {
    statements = null;
  }
}

const lists: Array<[keyof typeof tokens, string]> = [
  ['admin', '/orders/main-orders?stage=quote'],
  ['admin', '/orders/main-orders?stage=order&limit=1'],
  ['admin', '/orders/main-orders?stage=order&limit=1&page=2'],
  ['admin', '/orders/main-orders?stage=quote&status=submitted&limit=100'],
  ['admin', '/orders/main-orders?stage=order&search=0&limit=1'],
  ['admin', '/orders/main-orders?stage=preorder&dealerId=1&limit=1'],
  ['dealer', '/orders/main-orders?stage=order&limit=1'],
  ['admin', '/orders/sub-orders?stage=production&limit=1'],
  ['admin', '/orders/sub-orders?stage=warehouse&search=0&limit=1'],
  ['admin', '/orders/sub-orders?stage=hold'],
  ['dealer', '/orders/sub-orders?stage=production&limit=1'],
  ['admin', '/orders/main-orders?stage=quote&overdue=true&limit=1'],
  ['admin', '/orders/sub-orders?overdue=true&limit=1'],
  ['dealer', '/orders/sub-orders?stage=production&overdue=true&limit=1'],
  ['admin', '/users'],
  ['admin', '/users?limit=1&page=2'],
  ['admin', '/users?search=doorline&limit=1'],
  ['admin', '/users?type=dealer&status=active&limit=1'],
  ['admin', '/users?roleId=1&limit=1'],
  ['dealer', '/users?limit=1'],
  ['admin', '/roles?limit=100'],
  ['admin', '/roles?limit=1&page=2'],
  ['dealer', '/roles'],
  ['admin', '/dealers'],
  ['admin', '/dealers?limit=1'],
  ['admin', '/dealers?status=active&search=dealer&limit=1'],
  ['dealer', '/dealers?status=active&limit=20'],
  ['admin', '/companies?limit=1'],
  ['admin', '/notifications'],
  ['admin', '/notifications?limit=1&page=2'],
  ['dealer', '/notifications?unread=true&limit=1'],
  // Sorted (issue 27): the same two statements, whatever the sort.
  ['admin', '/orders/main-orders?stage=order&sort=requestedDate&order=desc&limit=1'],
  ['admin', '/orders/main-orders?stage=quote&sort=dealer&limit=1&page=2'],
  ['admin', '/orders/main-orders?stage=order&search=0&sort=dealer&limit=1'],
  ['dealer', '/orders/main-orders?stage=order&sort=status&limit=1'],
  ['admin', '/orders/sub-orders?stage=production&sort=orderNumber&order=desc&limit=1'],
  ['admin', '/orders/sub-orders?sort=dealer&order=desc&limit=1'],
  ['admin', '/users?sort=role&limit=1'],
  ['dealer', '/users?sort=name&order=desc&limit=1'],
  ['admin', '/roles?sort=userCount&order=desc&limit=1'],
  ['admin', '/dealers?sort=name&limit=1&page=2'],
];

describe("Home's numbers", () => {
  it.each([
    ['admin', 'admin@doorline.test'],
    ['production manager', 'production@doorline.test'],
    ['dealer admin', 'dealer1.admin@doorline.test'],
  ])('as %s, GET /dashboard: at most three statements beside the token check', async (_who, email) => {
    const { tokens: store } = await signedIn(server, email, DEMO_PASSWORD);
    statements = [];
    try {
      const response = await fetch(`${server.baseUrl}/dashboard`, {
        headers: { authorization: `Bearer ${store.getAccessToken()!}` },
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.data.counts.length).toBeGreaterThan(0);
      expect(statements.length, statements.join('\n---\n')).toBeLessThanOrEqual(4);
    } finally {
      statements = null;
    }
  });
});

describe('the search box (issue 27)', () => {
  it.each([
    ['admin', '/search?q=Ol'],
    ['admin', '/search?q=0001&limit=20'],
    ['admin', '/search?q=doorline.test'],
    ['dealer', '/search?q=dealer'],
  ] as const)('as %s, GET %s: two statements, the token check included', async (who, path) => {
    const { status, body, statements: ran } = await measured(who, path);
    expect(status).toBe(200);
    expect(ran.length, ran.join('\n---\n')).toBe(2);
    expect(body.data.records).toBeInstanceOf(Array);
  });
});

describe('list requests', () => {
  it.each(lists)('as %s, GET %s: at most two statements, the token check included', async (who, path) => {
    const { status, body, statements: ran } = await measured(who, path);
    expect(status).toBe(200);
    expect(ran.length, ran.join('\n---\n')).toBeLessThanOrEqual(2);
    expect(body.pagination.count).toBeGreaterThanOrEqual(body.data.length);
  });

  it('the count a full page carries is the count of a page that holds the whole list', async () => {
    for (const [who, path] of lists) {
      const [base, query = ''] = path.split('?');
      const params = new URLSearchParams(query);
      params.delete('page');
      params.set('limit', '1');
      const one = await measured(who, `${base}?${params}`);
      params.set('limit', '100');
      const every = await measured(who, `${base}?${params}`);
      expect(one.body.pagination.count, path).toBe(every.body.pagination.count);
      if (every.body.data.length < 100)
        expect(every.body.pagination.count, path).toBe(every.body.data.length);
    }
  });

  it('a page past the end still answers the count (a statement of its own then)', async () => {
    const all = await measured('admin', '/users?limit=100');
    const past = await measured('admin', '/users?limit=100&page=50');
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination.count).toBe(all.body.pagination.count);
  });

  it('a sign-out still cuts the access token at once', async () => {
    const { api, tokens: store } = await signedIn(server, 'sales@doorline.test', DEMO_PASSWORD);
    const token = store.getAccessToken()!;
    const list = () =>
      fetch(`${server.baseUrl}/orders/main-orders?stage=quote`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await list()).status).toBe(200);
    await api.logout();
    expect((await list()).status).toBe(401);
  });

  it("the roles list's user counts are the users holding each role, kept by triggers through every write", async () => {
    const db = server.database.db;
    /** role id → users, counted now and as role_user_counts (migration 0007) keeps it. */
    const counts = async (q: typeof db) => {
      const recount = await q
        .select({ roleId: users.roleId, n: sql<number>`count(*)::int` })
        .from(users)
        .where(isNotNull(users.roleId))
        .groupBy(users.roleId);
      const kept = await q
        .select({ roleId: roleUserCounts.roleId, n: roleUserCounts.n })
        .from(roleUserCounts)
        .where(ne(roleUserCounts.n, 0));
      const byRole = (rows: Array<{ roleId: number | null; n: number }>) =>
        Object.fromEntries(rows.map((r) => [r.roleId!, r.n]).sort(([a], [b]) => a! - b!));
      return { recount: byRole(recount), kept: byRole(kept) };
    };
    const now = await counts(db);
    expect(Object.keys(now.recount).length).toBeGreaterThan(1);
    expect(now.kept).toEqual(now.recount);
    const { body } = await measured('admin', '/roles?limit=100');
    for (const role of body.data as Array<{ id: number; userCount: number }>)
      expect(role.userCount, `role ${role.id}`).toBe(now.recount[role.id] ?? 0);

    // Moves between roles, a user losing their role, a new user and a deletion, in one transaction
    // that is rolled back (the other tests of this file keep their users).
    const rolledBack = new Error('rolled back');
    await expect(
      db.transaction(async (tx) => {
        const [a, b] = Object.keys(now.recount).map(Number);
        await tx.execute(sql`update users set role_id = ${b} where role_id = ${a} and id in
          (select id from users where role_id = ${a} order by id limit 2)`);
        await tx.execute(sql`update users set role_id = null where id =
          (select id from users where role_id = ${b} order by id desc limit 1)`);
        await tx.execute(sql`insert into users (email, name, type, status, role_id)
          values ('counted@doorline.test', 'Counted', 'organization', 'active', ${a})`);
        await tx.execute(sql`delete from users where email = 'counted@doorline.test'`);
        await tx.execute(sql`insert into users (email, name, type, status, role_id)
          values ('counted2@doorline.test', 'Counted', 'organization', 'active', ${b})`);
        const after = await counts(tx as unknown as typeof db);
        expect(after.kept).toEqual(after.recount);
        expect(after.recount).not.toEqual(now.recount);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await counts(db)).kept).toEqual(now.recount);
  });
});
