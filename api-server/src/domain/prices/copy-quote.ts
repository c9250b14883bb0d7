// `POST /orders/{id}/copy` (issue 43, part 5; docs/decisions.md "Issue 43, part 5"): a quote,
// pre-order or order the caller sees, copied into a new quote as Create Quote makes one, with the same
// dealer, customer and items. Each configured door is checked and priced again from the version in
// force today by the one pricing function (`priceDoor`), as adding a door does: the copy is at
// today's prices, the source keeps its own. A door that cannot be made today refuses the whole copy
// (400 naming the item), and nothing is written.
import { calendarDay, type FieldError, initialStatus, serverMessage } from '@doorline/api-client';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db } from '../../db/index.js';
import { itemsToCopy } from '../../db/queries/copy-quote.js';
import { findUserRef } from '../../db/queries/dealers.js';
import { findMainOrder, insertRecordEvent } from '../../db/queries/order-record.js';
import { insertItem, insertQuote } from '../../db/queries/quotes.js';
import { conflict, DomainError, notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { ORDER_NOT_FOUND, orderDetails } from '../orders/orders.js';
import type { DealerScope } from '../scope.js';
import { doorValuesToday, itemErrors, type ItemValues } from './door-values.js';
import { dealerPricingFor } from './price-rules.js';

/**
 * The copy's items: a free item as it is, a configured door priced again today with a new snapshot
 * (`doorValuesToday`); a door that cannot be made or priced is a 400 whose errors name each item's fields.
 */
async function itemsOfCopy(db: Db, scope: DealerScope, orderId: number, at: Date): Promise<ItemValues[]> {
  const values: ItemValues[] = [];
  const errors: FieldError[] = [];
  for (const [index, item] of (await itemsToCopy(db, orderId)).entries()) {
    if (item.kind !== 'configured' || !item.configuration) {
      values.push({ description: item.description, price: item.price });
      continue;
    }
    // The copy's doors are the source's: a door's net (part 4b) is by the source's dealer's rules, the
    // other doors counted with it.
    const pricing = await dealerPricingFor(db, scope, orderId, item.id);
    const door = await doorValuesToday(db, scope, item.configuration, at, pricing);
    if (door.errors) errors.push(...itemErrors(index, door.errors));
    else values.push(door.values);
  }
  if (errors.length > 0) throw new DomainError('invalid', serverMessage('doorNotMade'), undefined, errors);
  return values;
}

/** The copy's salesman: the source's while he still may be (Create Quote's rule), else the caller. */
async function salesmanOf(db: Db, user: AuthUser, sourceUserId: number | null, dealerId: number | null) {
  if (sourceUserId === null) return user.id;
  const salesman = await findUserRef(db, sourceUserId);
  const ok =
    salesman !== null &&
    salesman.status === 'active' &&
    (dealerId === null ? salesman.type === 'organization' : salesman.dealerId === dealerId);
  return ok ? salesman.id : user.id;
}

/**
 * `POST /orders/{id}/copy`: a new quote in its first status with the source's dealer, customer,
 * requested date (today when it has passed) and items, its history naming the source. A sub-order,
 * a missing id and another dealer's record are not found.
 */
export async function copyQuote(db: Db, user: AuthUser, scope: DealerScope, id: number, at: Date) {
  const source = await findMainOrder(db, scope, id, user.id);
  if (!source) throw notFound(ORDER_NOT_FOUND);
  const items = await itemsOfCopy(db, scope, source.id, at);
  const today = calendarDay(at);
  const requestedDate = source.requestedDate && source.requestedDate >= today ? source.requestedDate : today;
  const userId = await salesmanOf(db, user, source.userId, source.dealerId);
  try {
    return await db.transaction(async (tx) => {
      const copyId = await insertQuote(tx, {
        requestedDate,
        dealerId: source.dealerId,
        userId,
        customerContact: source.customerContact,
        customerId: source.customerId,
        createdById: user.id,
        at,
      });
      await insertRecordEvent(tx, {
        orderId: copyId,
        action: 'copy',
        fromStatus: null,
        toStatus: initialStatus.main,
        userId: user.id,
        detail: source.orderNumber,
        createdAt: at,
      });
      for (const item of items) {
        // The new quote is a draft of the caller's scope: the guarded write always takes it.
        if (!(await insertItem(tx, copyId, scope, item, at))) throw notFound(ORDER_NOT_FOUND);
      }
      return orderDetails(tx, user, scope, copyId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(serverMessage('transactionNumberTaken'));
    throw error;
  }
}
