import { describe, expect, it } from 'vitest';
import { csvColumns } from '../texts/csv.js';
import { userList } from './administration.js';
import { dealerList } from './dealers.js';
import { declaredLists } from './endpoints.js';
import { listColumns } from './list-settings.js';
import { columnsOf, isHideable, type AnyList } from './lists.js';
import { itemList, mainOrderList, subOrderList } from './order-lists.js';
import { check } from './validate.js';

const lists: readonly AnyList[] = declaredLists;

describe('a list declared once (issue 41)', () => {
  it.each(lists.map((list) => [list.key, list] as const))(
    '%s: every column sorts by one of its sort fields, exports under a heading of the exports, shows in its views',
    (_key, list) => {
      for (const column of list.columnKeys) {
        const declared = list.columns[column]!;
        if (declared.sort) expect(list.sortFields).toContain(declared.sort);
        if (list.endpoints.export) expect(csvColumns).toContain(declared.heading ?? column);
        for (const view of declared.views ?? []) expect(Object.keys(list.views ?? {})).toContain(view);
      }
      if (list.byDefault) expect(list.sortFields).toContain(list.byDefault.field);
      // An export's file is named by the list or by each of its views (serveList refuses neither).
      if (list.endpoints.export) expect(list.file ?? Object.keys(list.views ?? {}).length).toBeTruthy();
    },
  );

  it('a view fixes filters its list takes', () => {
    for (const list of lists)
      for (const [view, { filters }] of Object.entries(list.views ?? {}))
        expect(check(list.query, filters), `${list.key}.${view}`).toMatchObject({ ok: true });
  });

  it('the query is page, page size, the filters and the sort; the export takes the same without the page, and a language', () => {
    expect(Object.keys(dealerList.query.schema)).toEqual([
      'page',
      'limit',
      'status',
      'search',
      'id',
      'sort',
      'order',
    ]);
    expect(Object.keys(dealerList.exportQuery.schema)).toEqual([
      'status',
      'search',
      'id',
      'sort',
      'order',
      'lang',
    ]);
    expect(Object.keys(itemList.query.schema)).toEqual(['page', 'limit']);
    expect(check(mainOrderList.query, { sort: 'nope' })).toMatchObject({ ok: false });
    expect(check(subOrderList.query, { sort: 'referenceNumber' })).toMatchObject({ ok: false });
    expect(check(mainOrderList.query, { sort: 'referenceNumber', order: 'desc' })).toMatchObject({
      ok: true,
    });
  });

  it('its endpoints: the list at its path, the export at <path>/export, a file, with the same access', () => {
    expect(itemList.listEndpoint).toMatchObject({ method: 'GET', path: '/items/order/:orderId' });
    expect(itemList.exportEndpoint).toMatchObject({
      method: 'GET',
      path: '/items/order/:orderId/export',
      fileAnswer: true,
      access: itemList.access,
      params: itemList.params,
    });
    expect(userList.listEndpoint.access).toBe(userList.exportEndpoint.access);
  });

  it('the settings lists are each view of a list with views, or the list: the columns a person may hide', () => {
    // What issue 40 item 9 wrote by hand, now read off the declarations.
    expect(listColumns).toEqual({
      quotes: [
        'id',
        'referenceNumber',
        'status',
        'items',
        'dealer',
        'salesman',
        'requested',
        'created',
        'updated',
      ],
      preOrders: [
        'referenceNumber',
        'orders',
        'status',
        'items',
        'dealer',
        'salesman',
        'requested',
        'created',
        'updated',
      ],
      orders: ['referenceNumber', 'status', 'dealer', 'salesman', 'requested', 'created', 'updated'],
      orderItems: ['id', 'status', 'netPrice', 'dealer', 'salesman', 'requested', 'created', 'updated'],
      production: ['id', 'status', 'netPrice', 'dealer', 'salesman', 'requested', 'created', 'updated'],
      warehouse: ['id', 'status', 'netPrice', 'dealer', 'salesman', 'requested', 'created', 'updated'],
      hold: ['id', 'status', 'netPrice', 'dealer', 'salesman', 'requested', 'created', 'updated'],
      dealers: ['description', 'status', 'created', 'updated'],
      customers: ['email', 'phone', 'city', 'tags', 'dealer', 'created', 'updated'],
      users: ['email', 'type', 'role', 'permissions', 'status', 'created', 'updated'],
      roles: ['description', 'permissions', 'isActive', 'users', 'created', 'updated'],
      notifications: ['state', 'actor', 'time'],
    });
    expect(columnsOf(mainOrderList, 'orders')).toContain('orders');
    expect(isHideable(mainOrderList, 'orders', 'orders')).toBe(false);
    expect(isHideable(mainOrderList, 'orders', 'preOrders')).toBe(true);
  });
});
