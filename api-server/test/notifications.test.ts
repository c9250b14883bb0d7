// Notifications (issue 26; docs/notifications.md): every row of the table reaches exactly its
// recipients (active, never the actor, a dealer user only about their own dealer, each once), is
// written with its change and not without it, e-mails the groups a user turned on, and the caller's
// own list, count, reads and settings through the API.
import { subOrderActionEndpoints, type OrderStatus } from '@doorline/api-client';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoleIdByKey } from '../src/db/queries/users.js';
import { insertNotifications, type NewNotification } from '../src/db/queries/notifications.js';
import {
  notifications,
  orders,
  outbox,
  permissions,
  recordComments,
  rolePermissions,
  roles,
  users,
} from '../src/db/schema.js';
import { actOnOrder } from '../src/domain/orders/actions.js';
import { createUser, insertOrder } from './fixtures.js';
import { get, startTestServer, testClock, type TestServer } from './helpers.js';
import { failure, lastCode, lastMessage, newClient, signedIn, type ApiClient } from './identity-helpers.js';

const PUBLIC_URL = 'https://crm.example.test';
const clock = testClock(Date.parse('2026-11-20T10:00:00.000Z'));
let server: TestServer;
/** The statements of the request under way (`counted`); null between requests. */
let statements: string[] | null = null;

interface Person {
  id: number;
  email: string;
  name: string;
  dealerId: number | null;
  api: ApiClient;
  token: () => string;
}
/** Everyone of the tests, by the name the expectations use. */
const people: Record<string, Person> = {};
const nameOf = new Map<number, string>();
let sequence = 0;

async function person(
  label: string,
  options: Parameters<typeof createUser>[1] = {},
  signIn = true,
): Promise<Person> {
  const user = await createUser(server.db, options);
  const [row] = await server.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
  let api = newClient(server).api;
  let token = () => '';
  if (signIn) {
    const signed = await signedIn(server, user.email, user.password);
    api = signed.api;
    token = () => signed.tokens.getAccessToken()!;
  }
  const p = { id: user.id, email: user.email, name: row!.name, dealerId: user.dealerId, api, token };
  people[label] = p;
  nameOf.set(user.id, label);
  return p;
}

beforeAll(async () => {
  server = await startTestServer({
    config: { now: clock.now, publicUrl: PUBLIC_URL },
    onQuery: (text) => {
      // The outbox worker polls on its own timer: no part of any request.
      if (statements && !/"outbox"/.test(text)) statements.push(text);
    },
  });
  await person('orgAdmin');
  await person('approver', { roleKey: 'sales_manager' });
  await person('production', { roleKey: 'production_manager' });
  await person('production2', { roleKey: 'production_manager' }, false);
  await person('suspendedApprover', { roleKey: 'sales_manager', status: 'suspended' }, false);
  const adminA = await person('adminA', { dealer: true });
  await person('inactiveAdminA', { dealerId: adminA.dealerId!, status: 'inactive' }, false);
  await person('salesmanA', { dealerId: adminA.dealerId!, roleKey: 'dealer_salesman' });
  await person('movingA', { dealerId: adminA.dealerId!, roleKey: 'dealer_salesman' });
  const adminB = await person('adminB', { dealer: true });
  await person('salesmanB', { dealerId: adminB.dealerId!, roleKey: 'dealer_salesman' });
  await person('adminC', { dealer: true });
  const salesmanD = await person('salesmanD', { dealer: true, roleKey: 'dealer_salesman' }, false);
  await person(
    'suspendedD',
    { dealerId: salesmanD.dealerId!, roleKey: 'dealer_salesman', status: 'suspended' },
    false,
  );
});
afterAll(async () => {
  await server?.close();
});

const dealerA = () => people.adminA!.dealerId!;
const dealerB = () => people.adminB!.dealerId!;

/** A main order of `dealer` with `salesman`, in `status`, with `itemCount` items, inserted directly. */
async function quote(
  options: { dealer?: number; salesman?: string; status?: OrderStatus; itemCount?: number } = {},
) {
  const status = options.status ?? 'draft';
  const orderNumber = `N${process.pid}-${++sequence}`;
  const { id } = await insertOrder(
    server.db,
    {
      orderNumber,
      status,
      stage: status === 'submitted' || status === 'draft' ? 'quote' : 'preorder',
      dealerId: options.dealer ?? dealerA(),
      userId: people[options.salesman ?? 'salesmanA']!.id,
    },
    Array.from({ length: options.itemCount ?? 2 }, () => 100),
  );
  return { id, orderNumber };
}

async function subOrdersOf(mainId: number) {
  return server.db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.mainOrderId, mainId))
    .orderBy(asc(orders.position));
}

/** A quote submitted by its salesman and approved: a pre-order with its sub-orders. */
async function preOrder(itemCount = 2, dealer?: number) {
  const q = await quote({ itemCount, ...(dealer ? { dealer } : {}) });
  await people.approver!.api.submitOrder({ params: { id: q.id } });
  await people.orgAdmin!.api.approveOrder({ params: { id: q.id } });
  return { ...q, subs: await subOrdersOf(q.id) };
}

/** A pre-order confirmed into an order: its sub-orders not_started. */
async function order(itemCount = 2) {
  const p = await preOrder(itemCount);
  await people.orgAdmin!.api.confirmOrder({ params: { id: p.id } });
  return p;
}

/** The notifications `work` wrote, oldest first. */
async function written(work: () => Promise<unknown>) {
  const [before] = await server.db
    .select({ max: sql<number>`coalesce(max(${notifications.id}), 0)::int` })
    .from(notifications);
  await work();
  return server.db
    .select()
    .from(notifications)
    .where(gt(notifications.id, before!.max))
    .orderBy(asc(notifications.id));
}

type Row = Awaited<ReturnType<typeof written>>[number];

/** Who got `rows`, by label, sorted: each person once per notification. */
const who = (rows: Row[]) => rows.map((r) => nameOf.get(r.userId) ?? `user ${r.userId}`).sort();

/** Every row is the same event about the same record, by `actor`, with the texts' values. */
function expectAll(
  rows: Row[],
  expected: {
    code: string;
    about: { kind: string; id: number; number: string | null };
    actor: string;
    params: Record<string, string | number>;
  },
) {
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows)
    expect({
      code: row.message,
      about: { kind: row.subjectKind, id: row.subjectId, number: row.subjectNumber },
      actor: nameOf.get(row.actorId!),
      params: row.params,
      isOpen: row.isOpen,
      createdAt: row.createdAt.toISOString(),
    }).toEqual({ ...expected, isOpen: true, createdAt: clock.now().toISOString() });
}

const main = (q: { id: number; orderNumber: string }) => ({ kind: 'main', id: q.id, number: q.orderNumber });
const sub = (s: { id: number; orderNumber: string }) => ({ kind: 'sub', id: s.id, number: s.orderNumber });

/**
 * Every row is `code` about an order record by `actor`, with the texts' values of such an event: the
 * record's number, and the actor's name unless the event does not name them (`named: false`).
 */
function expectOrderEvent(
  rows: Row[],
  code: string,
  about: ReturnType<typeof main>,
  actor: string,
  { named = true } = {},
) {
  const params = { ...(named ? { actor: people[actor]!.name } : {}), number: about.number };
  expectAll(rows, { code, about, actor, params });
}

describe('who is notified of each event (docs/notifications.md "What is notified, and to whom")', () => {
  it('quoteSubmitted: the active organization users with orders.approve, never the actor', async () => {
    const q = await quote();
    const rows = await written(() => people.salesmanA!.api.submitOrder({ params: { id: q.id } }));
    // Not the suspended approver, production (no orders.approve), nor any dealer user.
    expect(who(rows)).toEqual(['approver', 'orgAdmin']);
    expectOrderEvent(rows, 'quoteSubmitted', main(q), 'salesmanA');

    // An approver who submits is not told of their own submission.
    const q2 = await quote();
    expect(who(await written(() => people.approver!.api.submitOrder({ params: { id: q2.id } })))).toEqual([
      'orgAdmin',
    ]);
  });

  it("quoteApproved and quoteRejected: the record's salesman and the dealer's active administrators", async () => {
    const q = await quote({ status: 'submitted' });
    const approved = await written(() => people.orgAdmin!.api.approveOrder({ params: { id: q.id } }));
    // Not the inactive administrator of dealer A; the sub-orders the approval made notify nobody.
    expect(who(approved)).toEqual(['adminA', 'salesmanA']);
    expectOrderEvent(approved, 'quoteApproved', main(q), 'orgAdmin');
    // `mine`: the salesman's is about their own record, the administrator's is not.
    const mineOf = async (label: 'salesmanA' | 'adminA') =>
      (await people[label]!.api.listNotifications({ query: { limit: 100 } })).data.find(
        (n) => n.code === 'quoteApproved' && n.about?.id === q.id,
      )?.mine;
    expect(await mineOf('salesmanA')).toBe(true);
    expect(await mineOf('adminA')).toBe(false);

    const r = await quote({ status: 'submitted' });
    const rejected = await written(() => people.approver!.api.rejectOrder({ params: { id: r.id } }));
    expect(who(rejected)).toEqual(['adminA', 'salesmanA']);
    expectOrderEvent(rejected, 'quoteRejected', main(r), 'approver');
  });

  it('quoteApproved and quoteRejected: also the person who submitted it, once (issue 40)', async () => {
    // A colleague of the same dealer submits salesmanA's quote: they hear the answer too.
    const q = await quote();
    await people.movingA!.api.submitOrder({ params: { id: q.id } });
    const approved = await written(() => people.approver!.api.approveOrder({ params: { id: q.id } }));
    expect(who(approved)).toEqual(['adminA', 'movingA', 'salesmanA']);
    expectOrderEvent(approved, 'quoteApproved', main(q), 'approver');

    const r = await quote();
    await people.movingA!.api.submitOrder({ params: { id: r.id } });
    expect(who(await written(() => people.approver!.api.rejectOrder({ params: { id: r.id } })))).toEqual([
      'adminA',
      'movingA',
      'salesmanA',
    ]);
    // Rejected back to draft and submitted again by the salesman: the latest submitter is told, once.
    await people.salesmanA!.api.submitOrder({ params: { id: r.id } });
    expect(who(await written(() => people.approver!.api.approveOrder({ params: { id: r.id } })))).toEqual([
      'adminA',
      'salesmanA',
    ]);

    // The organization submitted it (a sales manager for the dealer): the submitter is told as well.
    const o = await quote();
    await people.approver!.api.submitOrder({ params: { id: o.id } });
    expect(who(await written(() => people.orgAdmin!.api.approveOrder({ params: { id: o.id } })))).toEqual([
      'adminA',
      'approver',
      'salesmanA',
    ]);
  });

  it('preOrderConfirmed and preOrderCanceled: once, as the main record; never for the sub-orders they move', async () => {
    const p = await preOrder(3);
    // A dealer administrator confirms: the salesman is told, the actor is not.
    const confirmed = await written(() => people.adminA!.api.confirmOrder({ params: { id: p.id } }));
    // The production managers too: new work waits for them (issue 40).
    expect(who(confirmed)).toEqual(['orgAdmin', 'production', 'production2', 'salesmanA']);
    expectOrderEvent(confirmed, 'preOrderConfirmed', main(p), 'adminA');

    const c = await preOrder(3);
    const canceled = await written(() => people.approver!.api.cancelOrder({ params: { id: c.id } }));
    expect(who(canceled)).toEqual(['adminA', 'salesmanA']);
    expectOrderEvent(canceled, 'preOrderCanceled', main(c), 'approver');
  });

  it('subOrderCanceled, putOnHold and releasedFromHold (approve of a sub-order held from approved)', async () => {
    const p = await preOrder(2);
    const [first, second] = p.subs;
    const canceled = await written(() =>
      people.orgAdmin!.api.cancelOrder({ params: { id: first!.id }, query: { isSubOrder: true } }),
    );
    expect(who(canceled)).toEqual(['adminA', 'salesmanA']);
    expectOrderEvent(canceled, 'subOrderCanceled', sub(first!), 'orgAdmin');

    const held = await written(() =>
      people.production!.api.call(subOrderActionEndpoints.hold, {
        params: { id: p.id },
        body: { ids: [second!.id] },
      }),
    );
    expect(who(held)).toEqual(['adminA', 'orgAdmin', 'production2', 'salesmanA']);
    expectOrderEvent(held, 'putOnHold', sub(second!), 'production', { named: false });

    const released = await written(() =>
      people.orgAdmin!.api.approveOrder({ params: { id: second!.id }, query: { isSubOrder: true } }),
    );
    expect(who(released)).toEqual(['adminA', 'production', 'production2', 'salesmanA']);
    expectOrderEvent(released, 'releasedFromHold', sub(second!), 'orgAdmin', { named: false });
  });

  it('production and warehouse: once per moved sub-order, to its salesman and dealer administrators', async () => {
    const o = await order(2);
    const ids = o.subs.map((s) => s.id);
    const steps = [
      ['start-production', 'productionStarted', 'production'],
      ['hold', 'putOnHold', 'production'],
      ['complete', 'productionFinished', 'production'],
      ['warehouse', 'movedToWarehouse', 'production'],
      ['deliver', 'delivered', 'production'],
    ] as const;
    for (const [action, code, actor] of steps) {
      const moving = action === 'hold' ? o.subs.slice(0, 1) : o.subs;
      if (action === 'complete') {
        // The held one comes back first, by unhold.
        const released = await written(() => people.production!.api.unholdOrder({ params: { id: ids[0]! } }));
        expect(who(released)).toEqual(['adminA', 'orgAdmin', 'production2', 'salesmanA']);
        expectOrderEvent(released, 'releasedFromHold', sub(o.subs[0]!), 'production', { named: false });
      }
      const rows = await written(() =>
        people[actor]!.api.call(subOrderActionEndpoints[action], {
          params: { id: o.id },
          body: { ids: moving.map((s) => s.id) },
        }),
      );
      // New work (start, hold) reaches the other production managers too (issue 40).
      const told = ['start-production', 'hold'].includes(action)
        ? ['adminA', 'orgAdmin', 'production2', 'salesmanA']
        : ['adminA', 'salesmanA'];
      expect(rows.map((r) => r.message)).toEqual(moving.flatMap(() => told.map(() => code)));
      for (const s of moving) {
        const own = rows.filter((r) => r.subjectId === s.id);
        expect(who(own), `${action} ${s.orderNumber}`).toEqual(told);
        expectOrderEvent(own, code, sub(s), actor, { named: false });
      }
    }
  });

  it('new work reaches the production managers as it reaches sales (issue 40): confirmed, started, held, released', async () => {
    const p = await preOrder(2);
    const [first, second] = p.subs;
    // Confirmed: its sub-orders now wait for production. The sales manager (no production.manage) is not told.
    const confirmed = await written(() => people.adminA!.api.confirmOrder({ params: { id: p.id } }));
    expect(who(confirmed)).toEqual(['orgAdmin', 'production', 'production2', 'salesmanA']);
    const started = await written(() =>
      people.production!.api.call(subOrderActionEndpoints['start-production'], {
        params: { id: p.id },
        body: { ids: [first!.id] },
      }),
    );
    expect(who(started)).toEqual(['adminA', 'orgAdmin', 'production2', 'salesmanA']);
    const held = await written(() =>
      people.orgAdmin!.api.call(subOrderActionEndpoints.hold, {
        params: { id: p.id },
        body: { ids: [second!.id] },
      }),
    );
    expect(who(held)).toEqual(['adminA', 'production', 'production2', 'salesmanA']);
    const released = await written(() => people.production!.api.unholdOrder({ params: { id: second!.id } }));
    expect(who(released)).toEqual(['adminA', 'orgAdmin', 'production2', 'salesmanA']);
    // Their own work's end is not new work for them: complete tells sales only.
    const finished = await written(() =>
      people.production!.api.call(subOrderActionEndpoints.complete, {
        params: { id: p.id },
        body: { ids: [first!.id] },
      }),
    );
    expect(who(finished)).toEqual(['adminA', 'salesmanA']);
  });

  it('commentAdded: the salesman and the earlier commenters, each once, never the author', async () => {
    const q = await quote();
    const comment = (by: string) => () =>
      people[by]!.api.addComment({ params: { id: q.id }, body: { body: `a word from ${by}` } });

    const first = await written(comment('approver'));
    expect(who(first)).toEqual(['salesmanA']);
    expectOrderEvent(first, 'commentAdded', main(q), 'approver');
    // The salesman answers: the earlier commenter is told, the author is not; and, a dealer user's
    // comment on a quote nobody at the organization has acted on, the sales managers (issue 40).
    expect(who(await written(comment('salesmanA')))).toEqual(['approver', 'orgAdmin']);
    // The salesman is also a commenter now: one notification each.
    expect(who(await written(comment('production')))).toEqual(['approver', 'salesmanA']);

    // An earlier commenter who is suspended, and one who has since moved to another dealer, are not told.
    await server.db
      .insert(recordComments)
      .values({ orderId: q.id, authorId: people.suspendedApprover!.id, body: 'before my suspension' });
    await comment('movingA')();
    expect(who(await written(comment('adminA')))).toEqual([
      'approver',
      'movingA',
      'orgAdmin',
      'production',
      'salesmanA',
    ]);
    await server.db.update(users).set({ dealerId: dealerB() }).where(eq(users.id, people.movingA!.id));
    try {
      expect(who(await written(comment('orgAdmin')))).toEqual([
        'adminA',
        'approver',
        'production',
        'salesmanA',
      ]);
    } finally {
      await server.db.update(users).set({ dealerId: dealerA() }).where(eq(users.id, people.movingA!.id));
    }
  });

  it("commentAdded by a dealer user: the record's handlers at the organization too (issue 40)", async () => {
    // A fresh submitted quote nobody at the organization has acted on: its handlers are the sales
    // managers (the active organization users holding orders.approve, who may approve it).
    const q = await quote();
    await people.salesmanA!.api.submitOrder({ params: { id: q.id } });
    const comment =
      (by: string, id = q.id) =>
      () =>
        people[by]!.api.addComment({ params: { id }, body: { body: `a word from ${by}` } });
    const first = await written(comment('salesmanA'));
    // Never the commenter, never another dealer's people, not the suspended approver nor production.
    expect(who(first)).toEqual(['approver', 'orgAdmin']);
    expectOrderEvent(first, 'commentAdded', main(q), 'salesmanA');

    // Once someone at the organization acted on it, the comment goes to them, not to every sales manager.
    await people.approver!.api.approveOrder({ params: { id: q.id } });
    expect(who(await written(comment('adminA')))).toEqual(['approver', 'salesmanA']);
    // The approver and the last to act (confirm), when they differ; an earlier commenter (adminA) too.
    await people.orgAdmin!.api.confirmOrder({ params: { id: q.id } });
    expect(who(await written(comment('salesmanA')))).toEqual(['adminA', 'approver', 'orgAdmin']);

    // A sub-order's handlers: who last moved that item, and its order's approver.
    const [s] = await subOrdersOf(q.id);
    await people.production!.api.call(subOrderActionEndpoints['start-production'], {
      params: { id: q.id },
      body: { ids: [s!.id] },
    });
    expect(who(await written(comment('salesmanA', s!.id)))).toEqual(['approver', 'production']);

    // An organization user's comment is theirs to share: it tells the record's people, not the handlers.
    const fresh = await quote({ status: 'submitted' });
    expect(who(await written(comment('production', fresh.id)))).toEqual(['salesmanA']);
    // Isolation: dealer B's quote; dealer A's people hear nothing of it.
    const other = await quote({ dealer: dealerB(), salesman: 'salesmanB', status: 'submitted' });
    const forB = await written(comment('salesmanB', other.id));
    expect(who(forB)).toEqual(['approver', 'orgAdmin']);
  });

  it("a sub-order's notification names its main order, the item's place in the app (issue 40)", async () => {
    const o = await order(1);
    const s = o.subs[0]!;
    await people.production!.api.call(subOrderActionEndpoints['start-production'], {
      params: { id: o.id },
      body: { ids: [s.id] },
    });
    const list = await people.salesmanA!.api.listNotifications({ query: { limit: 100 } });
    expect(list.data.find((n) => n.code === 'productionStarted' && n.about?.id === s.id)?.about).toEqual({
      kind: 'sub',
      id: s.id,
      number: s.orderNumber,
      mainId: o.id,
    });
    expect(list.data.find((n) => n.code === 'quoteApproved' && n.about?.id === o.id)?.about).toEqual({
      kind: 'main',
      id: o.id,
      number: o.orderNumber,
      mainId: o.id,
    });
  });

  it('commentAdded on a sub-order: about the sub-order', async () => {
    const o = await order(1);
    const s = o.subs[0]!;
    const rows = await written(() =>
      people.production!.api.addComment({ params: { id: s.id }, body: { body: 'the frame is ready' } }),
    );
    expect(who(rows)).toEqual(['salesmanA']);
    expectOrderEvent(rows, 'commentAdded', sub(s), 'production');
  });

  it('userWaitsForApproval: the organization users with users.approve, when a person a dealer user invited registers', async () => {
    const invitee = {
      name: `Waiting ${process.pid}`,
      email: `waiting.${process.pid}@example.test`,
      phone: '+380501234567',
    };
    const roleId = (await findRoleIdByKey(server.db, 'dealer_salesman'))!;
    const invited = await people.adminA!.api.inviteDealer({ body: { ...invitee, roleId } });
    const rows = await written(() => register(invitee.email));
    // The sales manager holds no users.approve.
    expect(who(rows)).toEqual(['orgAdmin']);
    nameOf.set(invited.data.id, 'invitee');
    expectAll(rows, {
      code: 'userWaitsForApproval',
      about: { kind: 'user', id: invited.data.id, number: null },
      actor: 'invitee',
      params: { name: invitee.name },
    });

    // Invited by the organization, the person is active at once: nobody waits.
    const direct = { name: 'Direct', email: `direct.${process.pid}@example.test`, phone: '+380501234568' };
    await people.orgAdmin!.api.inviteDealer({ body: { ...direct, roleId, dealerId: dealerA() } });
    expect(await written(() => register(direct.email))).toEqual([]);
  });

  it('roleChanged: the user whose role changed, with the role; nobody when that user is not active', async () => {
    const roleId = (await findRoleIdByKey(server.db, 'dealer_admin'))!;
    const rows = await written(() =>
      people.orgAdmin!.api.changeUserRole({ params: { userId: people.salesmanD!.id, roleId } }),
    );
    expect(who(rows)).toEqual(['salesmanD']);
    expectAll(rows, {
      code: 'roleChanged',
      about: { kind: 'user', id: people.salesmanD!.id, number: null },
      actor: 'orgAdmin',
      params: { role: 'Dealer admin', roleKey: 'dealer_admin' },
    });
    expect(
      await written(() =>
        people.orgAdmin!.api.changeUserRole({ params: { userId: people.suspendedD!.id, roleId } }),
      ),
    ).toEqual([]);
  });

  it("dealerStatusChanged and dealerDiscountChanged: the dealer's administrators; a profile change notifies nobody", async () => {
    const id = people.adminC!.dealerId!;
    const name = `Dealer C ${process.pid}`;
    expect(await written(() => people.adminC!.api.updateDealer({ params: { id }, body: { name } }))).toEqual(
      [],
    );

    const status = await written(() =>
      people.orgAdmin!.api.updateDealer({ params: { id }, body: { status: 'inactive' } }),
    );
    expect(who(status)).toEqual(['adminC']);
    expectAll(status, {
      code: 'dealerStatusChanged',
      about: { kind: 'dealer', id, number: null },
      actor: 'orgAdmin',
      params: { dealer: name, status: 'inactive' },
    });
    expect(
      who(
        await written(() =>
          people.orgAdmin!.api.updateDealer({ params: { id }, body: { status: 'active' } }),
        ),
      ),
    ).toEqual(['adminC']);

    const discount = await written(() =>
      people.orgAdmin!.api.updateDealer({ params: { id }, body: { name, discount: 12.5 } }),
    );
    expect(who(discount)).toEqual(['adminC']);
    expectAll(discount, {
      code: 'dealerDiscountChanged',
      about: { kind: 'dealer', id, number: null },
      actor: 'orgAdmin',
      params: { dealer: name, discount: 12.5 },
    });
  });
});

describe('following a record (issue 40, docs/notifications.md "Recipients")', () => {
  const following = async (by: string, id: number) =>
    (await people[by]!.api.orderDetails({ params: { id } })).data.following;

  it('anyone who may see the record follows and unfollows it; another dealer and a sub-order are 404', async () => {
    const o = await order(1);
    expect(await following('production', o.id)).toBe(false);
    expect(await people.production!.api.followOrder({ params: { id: o.id } })).toEqual({
      data: { following: true },
    });
    // Twice is once.
    await people.production!.api.followOrder({ params: { id: o.id } });
    expect(await following('production', o.id)).toBe(true);
    // Each person's own: the approver does not follow it.
    expect(await following('approver', o.id)).toBe(false);
    expect(await people.production!.api.unfollowOrder({ params: { id: o.id } })).toEqual({
      data: { following: false },
    });
    expect(await following('production', o.id)).toBe(false);
    await people.production!.api.unfollowOrder({ params: { id: o.id } });

    await people.salesmanA!.api.followOrder({ params: { id: o.id } });
    expect(await following('salesmanA', o.id)).toBe(true);
    for (const attempt of [
      () => people.salesmanB!.api.followOrder({ params: { id: o.id } }),
      () => people.salesmanB!.api.unfollowOrder({ params: { id: o.id } }),
      () => people.production!.api.followOrder({ params: { id: o.subs[0]!.id } }),
    ])
      expect((await failure(attempt())).status).toBe(404);
  });

  it("a follower hears the record's comments and changes, its sub-orders' too; never their own; isolation kept", async () => {
    const q = await quote();
    await people.production!.api.followOrder({ params: { id: q.id } });

    expect(who(await written(() => people.salesmanA!.api.submitOrder({ params: { id: q.id } })))).toEqual([
      'approver',
      'orgAdmin',
      'production',
    ]);
    const approved = await written(() => people.approver!.api.approveOrder({ params: { id: q.id } }));
    expect(who(approved)).toEqual(['adminA', 'production', 'salesmanA']);
    const comment =
      (by: string, id = q.id) =>
      () =>
        people[by]!.api.addComment({ params: { id }, body: { body: `a word from ${by}` } });
    expect(who(await written(comment('orgAdmin')))).toEqual(['production', 'salesmanA']);
    // The follower's own comment: the others, not themselves.
    expect(who(await written(comment('production')))).toEqual(['orgAdmin', 'salesmanA']);

    // A sub-order's change and comment reach its order's followers.
    await people.orgAdmin!.api.confirmOrder({ params: { id: q.id } });
    const [s] = await subOrdersOf(q.id);
    await people.salesmanA!.api.followOrder({ params: { id: q.id } });
    const started = await written(() =>
      people.orgAdmin!.api.call(subOrderActionEndpoints['start-production'], {
        params: { id: q.id },
        body: { ids: [s!.id] },
      }),
    );
    expect(who(started)).toEqual(['adminA', 'production', 'production2', 'salesmanA']);
    expect(who(await written(comment('approver', s!.id)))).toEqual(['production', 'salesmanA']);

    // Unfollowed: no longer told.
    await people.approver!.api.followOrder({ params: { id: q.id } });
    expect(who(await written(comment('orgAdmin')))).toEqual(['approver', 'production', 'salesmanA']);
    await people.approver!.api.unfollowOrder({ params: { id: q.id } });
    expect(who(await written(comment('orgAdmin')))).toEqual(['production', 'salesmanA']);

    // A dealer follower of a record since moved to another dealer hears nothing of it.
    const b = await quote({ dealer: dealerB(), salesman: 'salesmanB' });
    await people.adminB!.api.followOrder({ params: { id: b.id } });
    await server.db.update(orders).set({ dealerId: dealerA() }).where(eq(orders.id, b.id));
    expect(who(await written(comment('orgAdmin', b.id)))).toEqual([]);
  });
});

describe('mentions in a comment (issue 40, docs/notifications.md "Mentions")', () => {
  const names = (people_: { name: string }[]) => people_.map((p) => p.name);
  const mentionable = async (by: string, id: number, search?: string) =>
    (await people[by]!.api.mentionable({ params: { id }, query: search === undefined ? {} : { search } }))
      .data;

  it('the typeahead lists who may see the record: active, reading records, the organization and its dealer; never the caller, another dealer', async () => {
    const q = await quote();
    const list = await mentionable('salesmanA', q.id);
    expect(list.length).toBeLessThanOrEqual(10);
    expect(names(list)).toEqual([...names(list)].sort((a, b) => a.localeCompare(b, 'en')));
    const may = ['orgAdmin', 'approver', 'production', 'production2', 'adminA', 'movingA'];
    const never = ['salesmanA', 'suspendedApprover', 'inactiveAdminA', 'adminB', 'salesmanB', 'adminC'];
    for (const label of may) expect(names(list), label).toContain(people[label]!.name);
    for (const label of never)
      expect(
        list.map((p) => p.id),
        label,
      ).not.toContain(people[label]!.id);
    expect(list.find((p) => p.id === people.adminA!.id)?.type).toBe('dealer');
    expect(list.find((p) => p.id === people.approver!.id)?.type).toBe('organization');

    // By a part of the name; another dealer's people are not found by theirs.
    expect(names(await mentionable('salesmanA', q.id, people.approver!.name))).toContain(
      people.approver!.name,
    );
    expect((await mentionable('salesmanA', q.id, people.adminB!.name)).map((p) => p.id)).not.toContain(
      people.adminB!.id,
    );
    expect(await mentionable('salesmanA', q.id, 'nobody by this name')).toEqual([]);
    // Another dealer's record is not there for them: 404 as its details.
    expect(
      (await failure(people.salesmanB!.api.mentionable({ params: { id: q.id }, query: {} }))).status,
    ).toBe(404);
    // Dealer B's record: its own people, not dealer A's.
    const b = await quote({ dealer: dealerB(), salesman: 'salesmanB' });
    const forB = (await mentionable('orgAdmin', b.id)).map((p) => p.id);
    expect(forB).toContain(people.salesmanB!.id);
    expect(forB).not.toContain(people.adminA!.id);
  });

  it('a mention tells the person by its own event, once; the others hear of the comment', async () => {
    const q = await quote();
    const rows = await written(() =>
      people.approver!.api.addComment({
        params: { id: q.id },
        body: {
          body: `@${people.production!.name} @${people.salesmanA!.name} is the frame ready?`,
          mentions: [people.production!.id, people.salesmanA!.id],
        },
      }),
    );
    const mentioned = rows.filter((row) => row.message === 'mentionedInComment');
    expect(who(mentioned)).toEqual(['production', 'salesmanA']);
    expectOrderEvent(mentioned, 'mentionedInComment', main(q), 'approver');
    // The salesman, mentioned, is told once: by the mention.
    expect(who(rows.filter((row) => row.message === 'commentAdded'))).toEqual([]);

    // The comment names whom it mentions, in its order.
    const [comment] = (await people.salesmanA!.api.orderComments({ params: { id: q.id } })).data;
    expect(comment!.mentions).toEqual([
      { id: people.production!.id, name: people.production!.name },
      { id: people.salesmanA!.id, name: people.salesmanA!.name },
    ]);

    // A dealer user mentions a colleague (twice, and themselves: once, and not themselves); the earlier
    // commenter and the record's handlers (nobody at the organization acted on it: the sales managers)
    // hear of the comment.
    const next = await written(() =>
      people.salesmanA!.api.addComment({
        params: { id: q.id },
        body: { body: 'see @adminA', mentions: [people.adminA!.id, people.adminA!.id, people.salesmanA!.id] },
      }),
    );
    expect(who(next.filter((row) => row.message === 'mentionedInComment'))).toEqual(['adminA']);
    expect(who(next.filter((row) => row.message === 'commentAdded'))).toEqual(['approver', 'orgAdmin']);
  });

  it('a mention of someone who may not see the record is 400 naming it, and nothing is written', async () => {
    const q = await quote();
    const comments = async () =>
      (await people.orgAdmin!.api.orderComments({ params: { id: q.id } })).data.length;
    for (const label of ['adminB', 'suspendedApprover', 'inactiveAdminA']) {
      const rows = await written(async () => {
        const refused = await failure(
          people.salesmanA!.api.addComment({
            params: { id: q.id },
            body: { body: 'hello', mentions: [people.adminA!.id, people[label]!.id] },
          }),
        );
        expect(refused.status, label).toBe(400);
        expect(refused.error, label).toEqual([
          expect.objectContaining({ path: 'mentions.1', code: 'mentionNotAllowed' }),
        ]);
      });
      expect(rows, label).toEqual([]);
    }
    expect(await comments()).toBe(0);
  });
});

describe('dealer isolation (docs/notifications.md "Recipients")', () => {
  it("a record's dealer decides: a salesman of another dealer, and another dealer's administrators, get nothing", async () => {
    // A quote reassigned to dealer B keeps dealer A's salesman: only dealer B's administrator is told.
    const q = await quote({ dealer: dealerB(), status: 'submitted' });
    const rows = await written(() => people.orgAdmin!.api.approveOrder({ params: { id: q.id } }));
    expect(who(rows)).toEqual(['adminB']);
    // Dealer A's records never reach dealer B (every test above expects its recipients exactly).
    const a = await quote({ status: 'submitted' });
    const forA = await written(() => people.orgAdmin!.api.approveOrder({ params: { id: a.id } }));
    expect(who(forA)).not.toContain('adminB');
    expect(who(forA)).not.toContain('salesmanB');
  });
});

describe('written with the change (docs/notifications.md "Written with the change")', () => {
  it('a change that fails after notify ran rolls its notifications back with it', async () => {
    const q = await quote();
    const scope = { kind: 'dealer' as const, dealerId: dealerA() };
    const actor = { id: people.salesmanA!.id, type: 'dealer' as const, dealerId: dealerA(), scope };
    const rows = await written(() =>
      expect(
        server.db.transaction(async (tx) => {
          expect(
            await actOnOrder(tx, actor, 'submit', q.id, 'main', { at: clock.now(), publicUrl: PUBLIC_URL }),
          ).toEqual([q.id]);
          // notify wrote its rows in this transaction: they are there until it ends.
          const inside = await tx.select().from(notifications).where(eq(notifications.subjectId, q.id));
          expect(inside.length).toBeGreaterThan(0);
          throw new Error('forced failure after the action');
        }),
      ).rejects.toThrow('forced failure'),
    );
    expect(rows).toEqual([]);
    const [row] = await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, q.id));
    expect(row!.status).toBe('draft');
  });

  it('a role change the lock-out guard refuses (409, after notify ran) notifies nobody', async () => {
    // A user manager without roles.manage takes the role from the only active holder of roles.manage.
    const [role] = await server.db
      .insert(roles)
      .values({
        key: `custom_organization_users_${process.pid}`,
        name: 'User managers',
        type: 'organization',
      })
      .returning({ id: roles.id });
    const [manage] = await server.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(and(eq(permissions.key, 'users.manage'), eq(permissions.type, 'organization')));
    await server.db.insert(rolePermissions).values({ roleId: role!.id, permissionId: manage!.id });
    const manager = await person('userManager');
    await server.db.update(users).set({ roleId: role!.id }).where(eq(users.id, manager.id));
    const salesRole = (await findRoleIdByKey(server.db, 'sales_manager'))!;

    const rows = await written(async () => {
      const refused = await failure(
        manager.api.changeUserRole({ params: { userId: people.orgAdmin!.id, roleId: salesRole } }),
        409,
      );
      expect(refused.message).toBe('This change would leave nobody able to manage roles.');
    });
    expect(rows).toEqual([]);
  });
});

/** Completes the registration of an invited person, as invites.test.ts does. */
async function register(email: string) {
  const message = (await lastMessage(server.db, email, 'email'))!;
  const url = new URL(
    /https:\/\/crm\.example\.test\/auth\/complete-registration\?\S+/.exec(message.body)![0],
  );
  const link = {
    email: url.searchParams.get('email')!,
    code: url.searchParams.get('code')!,
    phone: `+${url.searchParams.get('phone')!}`,
  };
  const { api } = newClient(server);
  await api.phoneVerify({ body: { phone: link.phone, email: link.email, code: link.code } });
  const phoneCode = await lastCode(server.db, link.phone, 'sms');
  return api.register({ body: { ...link, password: 'a calm orange river', phoneCode } });
}

describe('e-mail (docs/notifications.md "Written with the change")', () => {
  const mails = async (to: string, work: () => Promise<unknown>) => {
    const [before] = await server.db
      .select({ max: sql<number>`coalesce(max(${outbox.id}), 0)::int` })
      .from(outbox);
    await work();
    return server.db
      .select({ subject: outbox.subject, body: outbox.body, channel: outbox.channel })
      .from(outbox)
      .where(and(gt(outbox.id, before!.max), eq(outbox.recipient, to)))
      .orderBy(asc(outbox.id));
  };

  it('queues the English text with a link for a group the recipient turned on, none for a group that is off', async () => {
    const salesman = people.salesmanA!;
    const q = await quote({ status: 'submitted' });
    // Everything is off until changed.
    expect(
      await mails(salesman.email, () => people.orgAdmin!.api.rejectOrder({ params: { id: q.id } })),
    ).toEqual([]);

    await salesman.api.updateNotificationSettings({ body: { email: { sales: true } } });
    const q2 = await quote({ status: 'submitted' });
    const text = `${people.orgAdmin!.name} approved quote ${q2.orderNumber}`;
    expect(
      await mails(salesman.email, () => people.orgAdmin!.api.approveOrder({ params: { id: q2.id } })),
    ).toEqual([
      {
        channel: 'email',
        subject: `Doorline CRM: ${text}`,
        body: expect.stringContaining(
          `${text}\n\nOpen it in Doorline CRM:\n${PUBLIC_URL}/quotes/${q2.id}/details`,
        ),
      },
    ]);
    // The dealer's administrator has not turned it on.
    const [approvedRows] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.recipient, people.adminA!.email));
    expect(approvedRows!.n).toBe(0);

    // Production is off: the order's sub-orders move without an e-mail; once on, each links its order.
    await people.orgAdmin!.api.confirmOrder({ params: { id: q2.id } });
    const subs = await subOrdersOf(q2.id);
    const start = (ids: number[]) => () =>
      people.production!.api.call(subOrderActionEndpoints['start-production'], {
        params: { id: q2.id },
        body: { ids },
      });
    expect(await mails(salesman.email, start([subs[0]!.id]))).toEqual([]);
    await salesman.api.updateNotificationSettings({ body: { email: { production: true, comments: true } } });
    const started = await mails(salesman.email, start([subs[1]!.id]));
    expect(started.map((m) => m.body)).toEqual([
      expect.stringContaining(
        `Production of ${subs[1]!.orderNumber} started\n\nOpen it in Doorline CRM:\n${PUBLIC_URL}/orders/${q2.id}/sub-orders?item=${subs[1]!.id}`,
      ),
    ]);
    const commented = await mails(salesman.email, () =>
      people.production!.api.addComment({ params: { id: q2.id }, body: { body: 'ready soon' } }),
    );
    expect(commented.map((m) => m.body)).toEqual([
      expect.stringContaining(`${PUBLIC_URL}/orders/${q2.id}/comments`),
    ]);
    await salesman.api.updateNotificationSettings({
      body: { email: { sales: false, production: false, comments: false } },
    });
  });
});

describe('the API (docs/notifications.md "The API")', () => {
  let reader: Person;
  let other: Person;
  let ids: number[];

  beforeAll(async () => {
    reader = await person('reader', { roleKey: 'production_manager' });
    other = await person('otherReader', { roleKey: 'production_manager' });
    const gone = await createUser(server.db, { roleKey: 'production_manager' });
    const at = (minutes: number) => new Date(clock.now().getTime() - minutes * 60_000);
    const rows: NewNotification[] = [
      {
        userId: reader.id,
        message: 'quoteApproved',
        params: { actor: 'Ann Approver', number: '000101' },
        subjectKind: 'main',
        subjectId: 101,
        subjectNumber: '000101',
        actorId: people.orgAdmin!.id,
        createdAt: at(60),
      },
      {
        userId: reader.id,
        message: 'delivered',
        params: { number: '000101-1' },
        subjectKind: 'sub',
        subjectId: 102,
        subjectNumber: '000101-1',
        actorId: gone.id,
        createdAt: at(50),
      },
      {
        userId: reader.id,
        message: 'dealerDiscountChanged',
        params: { dealer: 'Oak & Co', discount: 7.5 },
        subjectKind: 'dealer',
        subjectId: 3,
        subjectNumber: null,
        actorId: people.orgAdmin!.id,
        createdAt: at(40),
      },
      {
        userId: reader.id,
        message: 'roleChanged',
        params: { role: 'Production manager' },
        createdAt: at(30),
      },
      { userId: reader.id, message: 'putOnHold', params: { number: '000102-2' }, createdAt: at(20) },
      { userId: reader.id, message: 'releasedFromHold', params: { number: '000102-2' }, createdAt: at(10) },
      { userId: other.id, message: 'delivered', params: { number: '000999-1' }, createdAt: at(5) },
    ];
    ids = await server.db.transaction((tx) => insertNotifications(tx, rows));
    // The actor's account is gone: the notification stays, its actor is null.
    await server.db.delete(users).where(eq(users.id, gone.id));
  });

  it('lists the caller’s own, newest first, with each answer worded in English', async () => {
    const all = await reader.api.listNotifications({ query: { limit: 100 } });
    expect(all.pagination).toEqual({ page: 1, limit: 100, count: 6 });
    expect(all.data.map((n) => n.id)).toEqual(ids.slice(0, 6).reverse());
    expect(all.data.find((n) => n.id === ids[0])).toEqual({
      id: ids[0],
      code: 'quoteApproved',
      params: { actor: 'Ann Approver', number: '000101' },
      message: 'Ann Approver approved quote 000101',
      isOpen: true,
      about: { kind: 'main', id: 101, number: '000101', mainId: 101 },
      actor: { id: people.orgAdmin!.id, name: people.orgAdmin!.name },
      // Order 101 (raw rows here) is not the reader's own.
      mine: false,
      createdAt: new Date(clock.now().getTime() - 60 * 60_000).toISOString(),
    });
    expect(all.data.find((n) => n.id === ids[1])).toMatchObject({
      message: '000101-1 was delivered',
      about: { kind: 'sub', id: 102, number: '000101-1' },
      actor: null,
    });
    expect(all.data.find((n) => n.id === ids[2])).toMatchObject({
      message: 'The discount of Oak & Co is now 7.5 %',
      about: { kind: 'dealer', id: 3, number: null },
    });
    expect(all.data.find((n) => n.id === ids[3])).toMatchObject({ about: null, actor: null });
  });

  it('pages (the default limit is 5) and filters the unread', async () => {
    const first = await reader.api.listNotifications({ query: {} });
    expect(first.pagination).toEqual({ page: 1, limit: 5, count: 6 });
    expect(first.data).toHaveLength(5);
    const second = await reader.api.listNotifications({ query: { page: 2, limit: 4 } });
    expect(second.pagination).toEqual({ page: 2, limit: 4, count: 6 });
    expect(second.data.map((n) => n.id)).toEqual([ids[1], ids[0]]);
    const beyond = await reader.api.listNotifications({ query: { page: 4, limit: 4 } });
    expect(beyond).toEqual({ data: [], pagination: { page: 4, limit: 4, count: 6 } });

    await reader.api.readNotification({ params: { id: ids[4]! } });
    const unread = await reader.api.listNotifications({ query: { unread: true, limit: 100 } });
    expect(unread.pagination.count).toBe(5);
    expect(unread.data.map((n) => n.id)).toEqual([ids[5], ids[3], ids[2], ids[1], ids[0]]);
    expect(unread.data.every((n) => n.isOpen)).toBe(true);
    expect(
      (await reader.api.listNotifications({ query: { unread: false, limit: 100 } })).pagination.count,
    ).toBe(6);
    const bad = await get(`${server.baseUrl}/notifications?unread=yes`, reader.token());
    expect([bad.status, bad.json.error.map((e: { path: string }) => e.path)]).toEqual([400, ['unread']]);
  });

  it('counts the unread in one statement beside the token check', async () => {
    statements = [];
    let answer;
    try {
      answer = await get(`${server.baseUrl}/notifications/unread-count`, reader.token());
    } finally {
      // The message worker may be finishing a send of an earlier test meanwhile (its lock's release,
      // the outbox's rows): its statements are not the request's.
      const ran = statements.filter((text) => !/pg_(try_)?advisory_|"outbox/.test(text));
      statements = null;
      expect(ran, ran.join('\n')).toHaveLength(2);
    }
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ data: { count: 5 } });
    expect(await other.api.unreadNotificationCount()).toEqual({ data: { count: 1 } });
  });

  it('reads one: its own only (404 for someone else’s or an unknown id, 400 for a bad id)', async () => {
    const read = await reader.api.readNotification({ params: { id: ids[5]! } });
    expect(read.data).toMatchObject({ id: ids[5], code: 'releasedFromHold', isOpen: false });
    // Reading it again is no error.
    expect((await reader.api.readNotification({ params: { id: ids[5]! } })).data.isOpen).toBe(false);
    expect(await reader.api.unreadNotificationCount()).toEqual({ data: { count: 4 } });

    const theirs = await failure(reader.api.readNotification({ params: { id: ids[6]! } }), 404);
    expect([theirs.message, theirs.code]).toEqual(['Notification not found', 'notificationNotFound']);
    expect(await other.api.unreadNotificationCount()).toEqual({ data: { count: 1 } });
    const unknown = await failure(reader.api.readNotification({ params: { id: 1_999_999_999 } }), 404);
    expect(unknown.code).toBe('notificationNotFound');

    for (const bad of ['abc', '0', '-1']) {
      const answer = await patch(`/notifications/${bad}/read`, reader.token());
      expect(answer.status, bad).toBe(400);
      expect(answer.json.error.map((e: { path: string }) => e.path)).toEqual(['id']);
    }
  });

  it('reads all of the caller’s, answering how many it marked', async () => {
    expect(await reader.api.readAllNotifications()).toEqual({ data: { marked: 4 } });
    expect(await reader.api.readAllNotifications()).toEqual({ data: { marked: 0 } });
    expect(await reader.api.unreadNotificationCount()).toEqual({ data: { count: 0 } });
    // Someone else's stay unread.
    expect(await other.api.unreadNotificationCount()).toEqual({ data: { count: 1 } });
  });

  it('e-mail settings: off for every group until changed; a change keeps the other groups', async () => {
    const off = { sales: false, production: false, comments: false, administration: false };
    expect(await reader.api.notificationSettings()).toEqual({ data: { email: off } });
    expect(await reader.api.updateNotificationSettings({ body: { email: { sales: true } } })).toEqual({
      data: { email: { ...off, sales: true } },
    });
    expect(
      await reader.api.updateNotificationSettings({ body: { email: { comments: true, sales: true } } }),
    ).toEqual({ data: { email: { ...off, sales: true, comments: true } } });
    expect(await reader.api.updateNotificationSettings({ body: { email: {} } })).toEqual({
      data: { email: { ...off, sales: true, comments: true } },
    });
    expect(await reader.api.updateNotificationSettings({ body: { email: { sales: false } } })).toEqual({
      data: { email: { ...off, comments: true } },
    });
    expect(await reader.api.notificationSettings()).toEqual({ data: { email: { ...off, comments: true } } });
    // Someone else's are their own.
    expect(await other.api.notificationSettings()).toEqual({ data: { email: off } });
  });

  it('e-mail settings: 400 naming the field for bad input', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'email'],
      [{ email: { sales: 'yes' } }, 'email.sales'],
      [{ email: { weekly: true } }, 'email.weekly'],
      [{ email: null }, 'email'],
    ];
    for (const [body, path] of cases) {
      const answer = await patch('/users/me/notification-settings', reader.token(), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.error.map((e: { path: string }) => e.path)).toEqual([path]);
    }
    expect((await reader.api.notificationSettings()).data.email.comments).toBe(true);
  });

  it('every route needs a signed-in caller', async () => {
    for (const [method, path] of [
      ['GET', '/notifications'],
      ['GET', '/notifications/unread-count'],
      ['PATCH', `/notifications/${ids[0]}/read`],
      ['PATCH', '/notifications/read-all'],
      ['GET', '/users/me/notification-settings'],
      ['PATCH', '/users/me/notification-settings'],
    ] as const) {
      const response = await fetch(`${server.baseUrl}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});

/** A PATCH with a JSON body as a raw request: what the typed client would not send. */
async function patch(path: string, token: string, body: unknown = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}
