import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/users';
import { notification } from '../components/notification-fixtures';
import { notificationHref } from './links';

const manager = makeUser({ id: 2 }, ['orders.read', 'orders.approve', 'users.read', 'dealers.read']);
const salesman = makeUser({ id: 5, type: 'dealer', dealerId: 3 }, ['orders.read', 'orders.create']);
const admin = makeUser({ id: 6, type: 'dealer', dealerId: 3 }, ['orders.read', 'dealer.profile']);
const nobody = makeUser({ id: 7 });

describe('where a notification leads', () => {
  it('a main order: its record, an order once confirmed, a comment or a mention to the comments', () => {
    expect(notificationHref(notification(1, { code: 'quoteSubmitted' }), manager)).toBe(
      '/quotes/101/details',
    );
    expect(notificationHref(notification(1, { code: 'preOrderConfirmed' }), salesman)).toBe(
      '/orders/101/details',
    );
    expect(notificationHref(notification(1, { code: 'commentAdded' }), salesman)).toBe(
      '/quotes/101/comments',
    );
    expect(notificationHref(notification(1, { code: 'mentionedInComment' }), salesman)).toBe(
      '/quotes/101/comments',
    );
  });

  it("a sub-order: the item itself, in its order's items (issue 40), a comment too", () => {
    const sub = notification(2, {
      code: 'productionStarted',
      params: { number: '000102-1' },
      about: { kind: 'sub', id: 77, number: '000102-1', mainId: 102 },
    });
    expect(notificationHref(sub, salesman)).toBe('/orders/102/sub-orders?item=77');
    expect(notificationHref({ ...sub, code: 'commentAdded' }, salesman)).toBe(
      '/orders/102/sub-orders?item=77',
    );
    expect(notificationHref(sub, nobody)).toBeNull();
  });

  it('a user: oneself to the own profile, another to the organization, for whom may open it', () => {
    const about = (id: number) =>
      notification(3, {
        code: 'roleChanged',
        params: { role: 'Sales', roleKey: 'x' },
        about: { kind: 'user', id, number: null },
      });
    expect(notificationHref(about(5), salesman)).toBe('/me/profile');
    expect(notificationHref(about(44), manager)).toBe('/organization/users/44/profile');
    expect(notificationHref(about(44), salesman)).toBeNull();
  });

  it("a dealer: its page in the organization, a dealer user's own company page, else none", () => {
    const dealer = notification(4, {
      code: 'dealerDiscountChanged',
      params: { dealer: 'Northgate', discount: 5 },
      about: { kind: 'dealer', id: 3, number: null },
    });
    expect(notificationHref(dealer, manager)).toBe('/organization/dealers/3/profile');
    expect(notificationHref(dealer, admin)).toBe('/dealer/profile');
    expect(notificationHref({ ...dealer, about: { kind: 'dealer', id: 9, number: null } }, admin)).toBeNull();
  });

  it('nothing for whom may not open it, or when it is about nothing', () => {
    expect(notificationHref(notification(1), nobody)).toBeNull();
    expect(notificationHref(notification(1, { about: null }), manager)).toBeNull();
  });
});
