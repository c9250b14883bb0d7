// A query of a dealer's data takes the caller's scope, required (docs/conventions.md "How a handler
// gets its scope"): an unscoped read does not compile, and `ORGANIZATION_WIDE` is the one way around.
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../index.js';
import { orders } from '../schema.js';
import { listComments } from './comments.js';
import { findDealerRecord, listDealerUsers } from './dealers.js';
import { listFiles } from './files.js';
import { listMainOrders } from './order-lists.js';
import { findMainOrder, findOrderAccess, listAllItems } from './order-record.js';
import { ORGANIZATION_WIDE, scopeValues, scopeWhere, type DealerScope } from './scope.js';
import { findUser } from './user-admin.js';

describe('the scope in SQL', () => {
  it("is one condition on the dealer column for a dealer, none for the organization's", () => {
    expect(scopeWhere(orders.dealerId, { kind: 'dealer', dealerId: 7 })).toBeDefined();
    expect(scopeWhere(orders.dealerId, ORGANIZATION_WIDE)).toBeUndefined();
    expect(scopeValues({ kind: 'dealer', dealerId: 7 })).toEqual({ scopeDealerId: 7 });
    expect(scopeValues(ORGANIZATION_WIDE)).toEqual({ scopeDealerId: undefined });
  });
});

/** Compiled, never run: each read of a dealer's data without the scope is a type error. */
export async function unscopedReadsDoNotCompile(db: Queryable, scope: DealerScope) {
  // @ts-expect-error a record by its id only
  await findOrderAccess(db, 7);
  // @ts-expect-error the details page's record by its id and reader only
  await findMainOrder(db, 7, 1);
  // @ts-expect-error a user by their id only
  await findUser(db, 7);
  // @ts-expect-error a dealer by its id only
  await findDealerRecord(db, 7);
  // @ts-expect-error a list without the caller's scope
  await listMainOrders(db, { sort: { key: 'createdAt', order: 'desc' } }, { page: 1, limit: 5 });
  // @ts-expect-error a record's parts by a plain id, not one read through a scope
  await listAllItems(db, 7);
  // @ts-expect-error nor its comments
  await listComments(db, { orderId: 7 });
  // @ts-expect-error nor its files
  await listFiles(db, { orderId: 7 });
  // @ts-expect-error nor a customer's comments (issue 42)
  await listComments(db, { customerId: 7 });
  // @ts-expect-error nor its files
  await listFiles(db, { customerId: 7 });
  // @ts-expect-error nor a dealer's users
  await listDealerUsers(db, 7);
  // Read through the scope, the record's id is the key to its parts.
  const order = await findOrderAccess(db, scope, 7);
  if (order) await listAllItems(db, order.id);
  if (order) await listComments(db, { orderId: order.id });
  // The one way around: named, and found by a search.
  await findOrderAccess(db, ORGANIZATION_WIDE, 7);
}
