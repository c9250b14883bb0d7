// The order reads against the demo data (every stage and status, held and canceled sub-orders): every
// answer passes the contract's checks in the API client, and dealer users see only their dealer. The
// demo's notifications are the ones its changes would have written.
import type { OrderStage } from '@doorline/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.js';
import { signedIn } from './identity-helpers.js';

const PASSWORD = 'doorline-demo';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(async () => {
  await server?.close();
});

describe('order reads on the demo data', () => {
  it('lists every main order and sub-order and opens each record, within the contract', async () => {
    const { api } = await signedIn(server, 'admin@doorline.test', PASSWORD);
    const mains = await api.mainOrders({ query: { limit: 100 } });
    expect(mains.pagination.count).toBeGreaterThanOrEqual(50);
    expect(mains.data).toHaveLength(Math.min(100, mains.pagination.count));
    const stages = new Set(mains.data.map((r) => r.stage));
    expect([...stages].sort()).toEqual(['order', 'preorder', 'quote']);
    const subs = await api.subOrders({ query: { limit: 100 } });
    expect(subs.pagination.count).toBeGreaterThan(0);
    expect(subs.data.every((s) => s.mainOrder.orderNumber === s.orderNumber.split('-')[0])).toBe(true);
    for (const row of mains.data) {
      const { data } = await api.orderDetails({ params: { id: row.id } });
      expect(data.itemsCount).toBe(row.itemsCount);
      expect(data.subOrders.map((s) => s.id)).toEqual(row.subOrders.map((s) => s.id));
      expect(data.events.length).toBeGreaterThan(0);
      expect(data.totals.total).toBeCloseTo(data.totals.subtotal - data.totals.discount, 2);
    }
  });

  it('has draft quotes whose doors are the demo catalogue’s, priced as a door is priced (issue 43)', async () => {
    const { api } = await signedIn(server, 'dealer1.sales@doorline.test', PASSWORD);
    const drafts = await api.mainOrders({ query: { limit: 100, status: 'draft' } });
    const doors = [];
    for (const row of drafts.data) {
      const { data: items } = await api.orderItems({ params: { orderId: row.id }, query: { limit: 100 } });
      for (const item of items.filter((one) => one.kind === 'configured')) doors.push({ row, item });
    }
    expect(doors.length).toBeGreaterThan(0);
    for (const { row, item } of doors) {
      const { data: door } = await api.itemDoor({ params: { id: item.id } });
      const { data: checked } = await api.checkConfiguration({
        body: {
          configuration: {
            modelId: door.configuration.modelId,
            width: door.configuration.width,
            height: door.configuration.height,
            ...(door.configuration.leafWidths ? { leafWidths: door.configuration.leafWidths } : {}),
            hand: door.configuration.hand,
            swing: door.configuration.swing,
            options: door.configuration.options,
          },
          orderId: row.id,
        },
      });
      // The check answers what adding this door to this quote would store: the list price and the
      // dealer's net under its rules.
      expect(checked.problems).toEqual([]);
      expect(item.price).toBe(checked.breakdown!.listPrice);
      expect(item.netPrice).toBe(checked.breakdown!.net?.amount ?? checked.breakdown!.listPrice);
      expect(item.door?.code).toBe(door.configuration.model.code);
    }
  });

  it('asks of every quote and pre-order a day ahead, and some order items overdue, on any day it is seeded', async () => {
    // The demo is seeded from the server's clock (issue 38): a quote's requested date is never past
    // the day it is seeded, and Home's "overdue" counts a believable few of the order items.
    const { api } = await signedIn(server, 'admin@doorline.test', PASSWORD);
    const overdue = async (stage: OrderStage) =>
      (await api.mainOrders({ query: { stage, overdue: true, limit: 1 } })).pagination.count;
    const all = async (stage: OrderStage) =>
      (await api.mainOrders({ query: { stage, limit: 1 } })).pagination.count;
    expect(await all('quote')).toBeGreaterThan(0);
    expect(await overdue('quote')).toBe(0);
    expect(await all('preorder')).toBeGreaterThan(0);
    expect(await overdue('preorder')).toBe(0);
    // A confirmed order's sub-orders carry it on (docs/dashboard.md "Overdue").
    const subOrders = (await api.subOrders({ query: { limit: 1 } })).pagination.count;
    const late = (await api.subOrders({ query: { overdue: true, limit: 1 } })).pagination.count;
    expect(late).toBeGreaterThan(0);
    expect(late).toBeLessThan(subOrders / 2);
  });

  it('shows dealer1 users only dealer 1’s records', async () => {
    const admin = (await signedIn(server, 'admin@doorline.test', PASSWORD)).api;
    const dealer = (await signedIn(server, 'dealer1.admin@doorline.test', PASSWORD)).api;
    const own = await dealer.mainOrders({ query: { limit: 100 } });
    expect(own.pagination.count).toBeGreaterThan(0);
    const dealerIds = new Set(own.data.map((r) => r.dealer?.id));
    expect(dealerIds.size).toBe(1);
    const [dealerId] = [...dealerIds];
    const all = await admin.mainOrders({ query: { limit: 100 } });
    const others = all.data.filter((r) => r.dealer?.id !== dealerId);
    expect(others.length).toBeGreaterThan(0);
    for (const row of others.slice(0, 5)) {
      await expect(dealer.orderDetails({ params: { id: row.id } })).rejects.toMatchObject({ status: 404 });
    }
    const subs = await dealer.subOrders({ query: { limit: 100 } });
    expect(subs.data.every((s) => s.dealer?.id === dealerId)).toBe(true);
    const lookup = await dealer.dealers({ query: {} });
    expect(lookup.data.map((d) => d.id)).toEqual([dealerId]);
  });
});

describe('notifications on the demo data (docs/notifications.md)', () => {
  it('the sales manager and a dealer salesman each have some, the newest unread, about what they may see', async () => {
    const admin = (await signedIn(server, 'admin@doorline.test', PASSWORD)).api;
    const sales = (await signedIn(server, 'sales@doorline.test', PASSWORD)).api;
    const submitted = await sales.listNotifications({ query: { limit: 100 } });
    expect(submitted.pagination.count).toBeGreaterThanOrEqual(3);
    expect(new Set(submitted.data.map((n) => n.code))).toEqual(new Set(['quoteSubmitted']));
    expect(await sales.unreadNotificationCount()).toEqual({ data: { count: 3 } });

    const dealer = (await signedIn(server, 'dealer1.sales@doorline.test', PASSWORD)).api;
    const own = await dealer.listNotifications({ query: { limit: 100 } });
    expect(own.pagination.count).toBeGreaterThanOrEqual(3);
    expect(own.data.slice(0, 3).every((n) => n.isOpen)).toBe(true);
    expect(own.data.slice(3).every((n) => !n.isOpen)).toBe(true);
    for (const n of own.data) {
      expect(n.about?.kind === 'main' || n.about?.kind === 'sub').toBe(true);
      // Each is about a record of the salesman's own dealer: its main order opens for them.
      const mainId =
        n.about!.kind === 'main'
          ? n.about!.id
          : (await admin.subOrders({ query: { search: n.about!.number!, limit: 5 } })).data[0]!.mainOrder.id;
      await dealer.orderDetails({ params: { id: mainId } });
    }
  });
});
