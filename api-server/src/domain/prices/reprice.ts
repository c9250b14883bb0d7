// Re-pricing a quote to today's list (issue 43, part 5; docs/decisions.md "Issue 43, part 5:
// re-pricing a quote (the decisions)"): an explicit action, previewed line by line first. Each
// configured door is priced again from the version in force today as copying a quote prices it
// (`doorValuesToday`); a free item is never re-priced; a line's discount by hand is kept. The apply
// takes back the version the preview showed, so that what is applied is what was shown.
import {
  calendarDay,
  isEditableStatus,
  type RepriceBody,
  type RepriceLine,
  type RepricePreview,
  serverMessage,
} from '@doorline/api-client';
import type { Db } from '../../db/index.js';
import { itemsToCopy } from '../../db/queries/copy-quote.js';
import { findMainOrder, insertRecordEvent } from '../../db/queries/order-record.js';
import { findVersion } from '../../db/queries/prices.js';
import { updateEditable } from '../../db/queries/quotes.js';
import { updateItemValues } from '../../db/queries/reprice.js';
import { conflict, DomainError, notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { lineAmount, totalsOf } from '../orders/line-amounts.js';
import { ORDER_NOT_FOUND, orderDetails, QUOTE_LOCKED, refusal } from '../orders/orders.js';
import { amountOf, centsOf } from '../pricing/money.js';
import type { DealerScope } from '../scope.js';
import { pricingListVersion } from './dealer-lists.js';
import { doorValuesToday, itemErrors, type ItemValues } from './door-values.js';
import { doorLabelOf } from './doors.js';
import { dealerPricingFor } from './price-rules.js';

const VERSION_CHANGED = serverMessage('repriceVersionChanged');

/** `b − a`, exactly to the cent. */
const differenceOf = (a: number, b: number) => amountOf(centsOf(b) - centsOf(a));

/**
 * What re-pricing a quote would do: every line now and today (a configured door's new values with it)
 * and the version in force today. A record the caller cannot see is not found; one that is not a
 * draft or rejected quote answers 409, as adding an item.
 */
async function planOf(db: Db, user: AuthUser, scope: DealerScope, id: number, at: Date) {
  const order = await findMainOrder(db, scope, id, user.id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!isEditableStatus(order.status)) throw conflict(QUOTE_LOCKED);
  // The quote's dealer's list's version in force (else the list price's), as each door is priced from.
  const versionId = await pricingListVersion(db, order.dealerId, calendarDay(at));
  if (versionId === null) throw conflict(serverMessage('noPriceInForce'));
  const version = (await findVersion(db, versionId))!;
  const entries: { line: RepriceLine; values?: ItemValues }[] = [];
  for (const [index, item] of (await itemsToCopy(db, order.id)).entries()) {
    const now = {
      line: index + 1,
      itemId: item.id,
      kind: item.kind,
      description: item.description,
      door: item.kind === 'configured' && item.configuration ? doorLabelOf(item.configuration) : null,
      price: item.price,
      discountPercent: item.discountPercent,
      amount: lineAmount(item),
    };
    if (item.kind !== 'configured' || !item.configuration) {
      entries.push({
        line: { ...now, newPrice: item.price, difference: 0, newAmount: now.amount, problems: [] },
      });
      continue;
    }
    // A door's net by the quote's dealer's rules, its other doors counted with it, as copying prices it.
    const pricing = await dealerPricingFor(db, scope, order.id, item.id);
    const door = await doorValuesToday(db, scope, item.configuration, at, pricing);
    if (door.errors) {
      const problems = itemErrors(index, door.errors);
      entries.push({ line: { ...now, newPrice: null, difference: null, newAmount: null, problems } });
      continue;
    }
    // A version published between two reads: the caller looks at the difference again.
    if (door.values.priceVersionId !== versionId) throw conflict(VERSION_CHANGED);
    const newPrice = door.values.price;
    entries.push({
      line: {
        ...now,
        newPrice,
        difference: differenceOf(item.price, newPrice),
        newAmount: lineAmount({ price: newPrice, discountPercent: item.discountPercent }),
        problems: [],
      },
      values: door.values,
    });
  }
  // The dealer's discount as the details apply it: the dealer's until an approval stores one.
  const discountPercent = order.discountPercent ?? order.dealerDiscount ?? 0;
  return { order, version, entries, discountPercent };
}

/** `GET /orders/{id}/reprice`: every line at its price now and today, the totals' difference, the version. */
export async function repricePreview(
  db: Db,
  user: AuthUser,
  scope: DealerScope,
  id: number,
  at: Date,
): Promise<RepricePreview> {
  const { version, entries, discountPercent } = await planOf(db, user, scope, id, at);
  const lines = entries.map((entry) => entry.line);
  const now = totalsOf(lines, discountPercent);
  const today = lines.every((line) => line.newPrice !== null)
    ? totalsOf(
        lines.map((line) => ({ price: line.newPrice!, discountPercent: line.discountPercent })),
        discountPercent,
      )
    : null;
  return {
    version: {
      id: version.id,
      number: version.number,
      names: version.names,
      effectiveFrom: version.effectiveFrom!,
    },
    lines,
    totals: {
      subtotal: now.subtotal,
      total: now.total,
      newSubtotal: today?.subtotal ?? null,
      newTotal: today?.total ?? null,
      difference: today ? differenceOf(now.total, today.total) : null,
    },
  };
}

/**
 * `POST /orders/{id}/reprice`: every configured door re-priced from the version the preview showed
 * (another in force now: 409), each line's discount kept, a `reprice` event in the history, in one
 * transaction. A door that cannot be made today refuses it all: 400 naming it, nothing written.
 */
export async function repriceQuote(
  db: Db,
  user: AuthUser,
  scope: DealerScope,
  id: number,
  body: RepriceBody,
  at: Date,
) {
  const { order, version, entries } = await planOf(db, user, scope, id, at);
  if (body.versionId !== version.id) throw conflict(VERSION_CHANGED);
  const problems = entries.flatMap((entry) => entry.line.problems);
  if (problems.length > 0)
    throw new DomainError('invalid', serverMessage('doorNotMade'), undefined, problems);
  return db.transaction(async (tx) => {
    // The row lock of the guarded write keeps the status as it was read until the end.
    if (!(await updateEditable(tx, order.id, scope, { updatedAt: at })))
      throw await refusal(tx, scope, order.id);
    for (const entry of entries)
      if (entry.values) await updateItemValues(tx, entry.line.itemId, entry.values, at);
    await insertRecordEvent(tx, {
      orderId: order.id,
      action: 'reprice',
      fromStatus: order.status,
      toStatus: order.status,
      userId: user.id,
      // The version as the history names it in the reader's language: its number and names.
      detail: JSON.stringify({ number: version.number, names: version.names }),
      createdAt: at,
    });
    return orderDetails(tx, user, scope, order.id);
  });
}
