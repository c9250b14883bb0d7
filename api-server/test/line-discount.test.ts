// A line's discount by hand, a role's maximum and the approval above it (issue 43, part 4;
// docs/decisions.md "Issue 43, part 4"): the line's amount and the record's totals in exact cents, the
// dealer's discount after the lines'; the body's limits; the editable statuses and the dealer
// boundary; a line above its giver's maximum needing an approver whose role allows it; a role's
// maximum changed with roles.manage only.
import {
  daysAfter,
  LINE_DISCOUNT_SET,
  ROLE_LINE_DISCOUNT_SET,
  type OrderDetails,
} from '@doorline/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed-demo.js';
import { startTestServer, testClock, type TestServer } from './helpers.js';
import { failure, signedIn, type ApiClient } from './identity-helpers.js';

const clock = testClock();
let server: TestServer;
let salesman: ApiClient;
let otherDealer: ApiClient;
let salesManager: ApiClient;
let admin: ApiClient;
let production: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true, config: { now: clock.now } });
  salesman = (await signedIn(server, 'dealer1.sales@doorline.test', DEMO_PASSWORD)).api;
  otherDealer = (await signedIn(server, 'dealer2.sales@doorline.test', DEMO_PASSWORD)).api;
  salesManager = (await signedIn(server, 'sales@doorline.test', DEMO_PASSWORD)).api;
  admin = (await signedIn(server, 'admin@doorline.test', DEMO_PASSWORD)).api;
  production = (await signedIn(server, 'production@doorline.test', DEMO_PASSWORD)).api;
});
afterAll(async () => {
  await server?.close();
});

/** A dealer salesman's draft quote with items of these prices. */
async function quoteOf(...prices: number[]) {
  const quote = (await salesman.createOrder({ body: { requestedDate: daysAfter(clock.now(), 30) } })).data;
  const items = [];
  for (const [index, price] of prices.entries())
    items.push(
      (await salesman.createItem({ body: { orderId: quote.id, description: `Line ${index + 1}`, price } }))
        .data,
    );
  return { quote, items };
}

const details = async (id: number): Promise<OrderDetails> =>
  (await salesman.orderDetails({ params: { id } })).data;
const discount = (api: ApiClient, id: number, discountPercent: unknown) =>
  api.setItemDiscount({ params: { id }, body: { discountPercent } as never });
const submitted = async (id: number) => {
  await salesman.submitOrder({ params: { id } });
};
const fieldsOf = (error: { error: Array<{ path: string }> }) => error.error.map((e) => e.path);

describe('PATCH /items/{id}/discount', () => {
  it("sets a line's discount: its amount to the cent, the subtotal of the amounts, the dealer's discount after", async () => {
    const { quote, items } = await quoteOf(100, 40.5, 123.45);
    const answer = await discount(salesman, items[2]!.id, 12.5);
    expect(answer.message).toBe(LINE_DISCOUNT_SET);
    // 123.45 × 0.875 = 108.016875 → 108.02, half up once.
    expect(answer.data).toMatchObject({ id: items[2]!.id, discountPercent: 12.5, amount: 108.02 });
    const record = await details(quote.id);
    expect(record.items.map((item) => [item.price, item.discountPercent, item.amount])).toEqual([
      [100, 0, 100],
      [40.5, 0, 40.5],
      [123.45, 12.5, 108.02],
    ]);
    const dealerPercent = record.dealer!.discount;
    const dealerCents = Math.round((24_852 * dealerPercent) / 100);
    expect(record.totals).toMatchObject({
      subtotal: 248.52,
      discountPercent: dealerPercent,
      discount: dealerCents / 100,
      total: (24_852 - dealerCents) / 100,
    });
    // 12.5 is above the dealer salesman's 5: the line needs an approval.
    expect(record.items.map((item) => item.needsApproval)).toEqual([false, false, true]);
    expect(record.lineDiscountApproval).toEqual({ highest: 12.5 });
    expect(record.events.find((event) => event.action === 'discount')).toMatchObject({
      detail: JSON.stringify({ line: 3, discountPercent: 12.5 }),
      toStatus: 'draft',
    });
    const page = (await salesman.orderItems({ params: { orderId: quote.id }, query: { limit: 100 } })).data;
    expect(page.map((item) => item.amount)).toEqual([100, 40.5, 108.02]);
  });

  it('takes 0 to 100 with two decimals at most, else 400 naming discountPercent', async () => {
    const { items } = await quoteOf(10);
    for (const bad of [101, -1, 1.234, 'ten', null])
      expect(fieldsOf(await failure(discount(salesman, items[0]!.id, bad), 400))).toEqual([
        'discountPercent',
      ]);
    expect((await discount(salesman, items[0]!.id, 100)).data.amount).toBe(0);
    expect((await discount(salesman, items[0]!.id, 0)).data).toMatchObject({
      amount: 10,
      needsApproval: false,
    });
  });

  it('is refused once submitted or approved (409), for another dealer or a missing item (404), without orders.write (403)', async () => {
    const { quote, items } = await quoteOf(50);
    await failure(discount(otherDealer, items[0]!.id, 2), 404);
    await failure(discount(salesman, 2_000_000_000, 2), 404);
    await failure(discount(production, items[0]!.id, 2), 403);
    await submitted(quote.id);
    expect((await failure(discount(salesman, items[0]!.id, 2), 409)).code).toBe('quoteLocked');
    await salesManager.approveOrder({ params: { id: quote.id } });
    expect((await failure(discount(salesman, items[0]!.id, 2), 409)).code).toBe('quoteLocked');
    expect((await details(quote.id)).items[0]!.discountPercent).toBe(0);
  });
});

describe('the approval of a line discount above its giver maximum', () => {
  it("approves as today within every giver's maximum", async () => {
    const { quote, items } = await quoteOf(80);
    await discount(salesman, items[0]!.id, 5);
    expect((await details(quote.id)).lineDiscountApproval).toBeNull();
    await submitted(quote.id);
    await salesManager.approveOrder({ params: { id: quote.id } });
    expect((await details(quote.id)).status).toBe('approved');
  });

  it("a dealer salesman's 8 % needs an approval, which a sales manager (15 %) gives", async () => {
    const { quote, items } = await quoteOf(200, 30);
    await discount(salesman, items[1]!.id, 8);
    const record = await details(quote.id);
    expect(record.items.map((item) => item.needsApproval)).toEqual([false, true]);
    expect(record.lineDiscountApproval).toEqual({ highest: 8 });
    await submitted(quote.id);
    await salesManager.approveOrder({ params: { id: quote.id } });
    expect((await details(quote.id)).status).toBe('approved');
  });

  it("20 % is above the sales manager's 15 %: 409 and nothing changed; the administrator approves", async () => {
    const { quote, items } = await quoteOf(60, 70);
    await discount(salesman, items[0]!.id, 6);
    await discount(salesman, items[1]!.id, 20);
    await submitted(quote.id);
    const before = await details(quote.id);
    const refused = await failure(salesManager.approveOrder({ params: { id: quote.id } }), 409);
    expect(refused.code).toBe('lineDiscountAboveMaximum');
    expect(refused.message).toBe('Line 2: a discount of 20 % is above the 15 % your role may approve');
    const after = await details(quote.id);
    expect(after.status).toBe('submitted');
    expect(after.subOrders).toEqual([]);
    expect(after.events).toEqual(before.events);
    await admin.approveOrder({ params: { id: quote.id } });
    const approved = await details(quote.id);
    expect(approved.status).toBe('approved');
    expect(approved.subOrders).toHaveLength(2);
  });
});

describe('PATCH /roles/{id}/line-discount', () => {
  it("changes a role's maximum, seen in the roles' answers; roles.manage only; 0 to 100 with two decimals", async () => {
    const roles = (await admin.listRoles({ query: { limit: 100 } })).data;
    const maxOf = Object.fromEntries(roles.map((role) => [role.key, role.maxLineDiscount]));
    expect(maxOf).toMatchObject({
      administrator: 100,
      sales_manager: 15,
      production_manager: 0,
      dealer_admin: 10,
      dealer_salesman: 5,
    });
    const role = roles.find((r) => r.key === 'production_manager')!;
    const changed = await admin.setRoleLineDiscount({
      params: { id: role.id },
      body: { maxLineDiscount: 2.5 },
    });
    expect(changed.message).toBe(ROLE_LINE_DISCOUNT_SET);
    expect(changed.data).toMatchObject({ id: role.id, maxLineDiscount: 2.5 });
    expect((await admin.getRole({ params: { id: role.id } })).data.maxLineDiscount).toBe(2.5);
    for (const bad of [100.01, -0.5, 1.005, '3'])
      expect(
        fieldsOf(
          await failure(
            admin.setRoleLineDiscount({ params: { id: role.id }, body: { maxLineDiscount: bad } as never }),
            400,
          ),
        ),
      ).toEqual(['maxLineDiscount']);
    await failure(
      salesManager.setRoleLineDiscount({ params: { id: role.id }, body: { maxLineDiscount: 50 } }),
      403,
    );
    await failure(
      salesman.setRoleLineDiscount({ params: { id: role.id }, body: { maxLineDiscount: 50 } }),
      403,
    );
    await failure(
      admin.setRoleLineDiscount({ params: { id: 2_000_000_000 }, body: { maxLineDiscount: 1 } }),
      404,
    );
    await admin.setRoleLineDiscount({ params: { id: role.id }, body: { maxLineDiscount: 0 } });
    expect((await admin.getRole({ params: { id: role.id } })).data.maxLineDiscount).toBe(0);
    // Each change is on the role's trail with the maximum before and after; refusals are not.
    const trail = (await admin.roleAudit({ params: { id: role.id }, query: {} })).data.filter(
      (event) => event.action === 'role.line_discount_changed',
    );
    expect(trail.map((event) => [event.before, event.after])).toEqual([
      [{ maxLineDiscount: 2.5 }, { maxLineDiscount: 0 }],
      [{ maxLineDiscount: 0 }, { maxLineDiscount: 2.5 }],
    ]);
  });
});
