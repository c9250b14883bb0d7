import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/users';
import { customersHref, newCustomersHref, recordPath, recordsHref } from './links';

const manager = makeUser({ id: 2 }, ['orders.read', 'orders.approve']);
const dealer = makeUser({ id: 5, type: 'dealer', dealerId: 3 }, ['orders.read']);
const nobody = makeUser({ id: 7 });

describe('recordsHref: the list that shows exactly these records', () => {
  it("a main order's stage list, with a status it filters by", () => {
    expect(recordsHref(manager, 'main', 'quote', { status: 'draft' })).toBe('/quotes?status=draft');
    expect(recordsHref(manager, 'main', 'preorder', { overdue: true })).toBe('/pre-orders?overdue=true');
    expect(recordsHref(manager, 'main', 'quote', { status: 'order' })).toBeNull();
    expect(recordsHref(nobody, 'main', 'quote')).toBeNull();
  });

  it("a sub-order's stage list where the user may open it, else the order items by status", () => {
    expect(recordsHref(manager, 'sub', 'production', { status: 'completed' })).toBe(
      '/production?status=completed',
    );
    expect(recordsHref(manager, 'sub', 'warehouse', { overdue: true })).toBe('/warehouse?overdue=true');
    expect(recordsHref(manager, 'sub', 'order', { status: 'not_started', overdue: true })).toBe(
      '/orders/items?status=not_started&overdue=true',
    );
    // A dealer user has no production list: the order items by status, none for the stage alone.
    expect(recordsHref(dealer, 'sub', 'production', { status: 'production' })).toBe(
      '/orders/items?status=production',
    );
    expect(recordsHref(dealer, 'sub', 'production')).toBeNull();
    expect(recordsHref(dealer, 'sub', 'hold', { overdue: true })).toBe('/hold?overdue=true');
    // A status no list filters by (delayed: the bench's) has no list that counts it alone.
    expect(recordsHref(manager, 'sub', 'production', { status: 'delayed' })).toBeNull();
  });

  it("a record's page by its stage", () => {
    expect(recordPath('order', 4)).toBe('/orders/4/details');
    expect(recordPath('preorder', 4)).toBe('/quotes/4/details');
  });
});

describe("the customers' links (issue 42)", () => {
  it('lead to the directory, the new ones newest first, for whom may open it only', () => {
    const reader = makeUser({ id: 8, type: 'dealer', dealerId: 3 }, ['customers.read']);
    expect(customersHref(reader)).toBe('/customers');
    expect(newCustomersHref(reader)).toBe('/customers?sort=createdAt&order=desc');
    expect(customersHref(manager)).toBeNull();
    expect(newCustomersHref(nobody)).toBeNull();
  });
});
