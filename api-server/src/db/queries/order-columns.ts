// What the order reads share: the columns of an item, a sub-order reference, a main order and its dealer
// and salesman, and the lists' page.
import type { DoorLabel } from '@doorline/api-client';
import { desc, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { dealers, items, orders, roles, users, type AccountType } from '../schema.js';
import type { PageBounds } from './rows.js';

/** The order's salesman: `users` joined on `orders.user_id`. */
export const salesman = alias(users, 'salesman');

/** An item as the API answers it. */
export const itemColumns = {
  id: items.id,
  orderId: items.orderId,
  kind: items.kind,
  description: items.description,
  /** A configured door's line from its snapshot (`doorLabelOf` in domain/prices/doors.ts, the same fields). */
  door: sql<DoorLabel | null>`case when ${items.kind} = 'configured' then jsonb_build_object(
    'code', ${items.configuration} #>> '{model,code}',
    'names', ${items.configuration} #> '{model,names}',
    'width', (${items.configuration} ->> 'width')::int,
    'height', (${items.configuration} ->> 'height')::int,
    'hand', ${items.configuration} ->> 'hand',
    'swing', ${items.configuration} ->> 'swing',
    'options', coalesce((select jsonb_agg(chosen.entry #>> '{option,code}' order by chosen.n)
      from jsonb_array_elements(${items.configuration} -> 'chosen') with ordinality as chosen(entry, n)), '[]'::jsonb)
  ) end`,
  price: items.price,
  /** The dealer's net of a configured door (issue 43, part 4b); null for a free item. */
  netPrice: items.netPrice,
  discountPercent: items.discountPercent,
  /**
   * The line's discount is above the maximum of the role its giver holds now (an inactive role, or
   * none: 0); docs/decisions.md "Issue 43, part 4".
   */
  needsApproval: sql<boolean>`(${items.discountPercent} > coalesce((select r.max_line_discount
    from ${users} u join ${roles} r on r.id = u.role_id and r.is_active
    where u.id = ${items.discountById}), 0))`.mapWith(Boolean),
  createdAt: items.createdAt,
  updatedAt: items.updatedAt,
};

/** A sub-order as its main order names it. */
export const subOrderRefColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

/** The order's dealer and salesman; select them with `leftJoin(dealers)` and `leftJoin(salesman)`. */
export const dealerAndSalesmanColumns = {
  dealerId: dealers.id,
  dealerName: dealers.name,
  userId: salesman.id,
  userName: salesman.name,
  userType: salesman.type,
};

/** A main order's own fields as the lists and the details page read them. */
export const mainOrderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  referenceNumber: orders.referenceNumber,
  note: orders.note,
  requestedDate: orders.requestedDate,
  stage: orders.stage,
  status: orders.status,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

/** One page of a list of orders, newest first (the id breaks ties). */
export function newestFirstPage<T extends PgSelect>(query: T, { limit, offset }: PageBounds) {
  return query.orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset);
}

interface DealerAndSalesmanRow {
  dealerId: number | null;
  dealerName: string | null;
  userId: number | null;
  userName: string | null;
  userType: AccountType | null;
}

/** The `dealer` and `user` references of a row selected with `dealerAndSalesmanColumns`. */
export function dealerAndSalesmanOf(r: DealerAndSalesmanRow) {
  return {
    dealer: r.dealerId === null ? null : { id: r.dealerId, name: r.dealerName! },
    user: r.userId === null ? null : { id: r.userId, name: r.userName!, type: r.userType! },
  };
}
