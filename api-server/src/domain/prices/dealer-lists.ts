// A dealer's own price list (issue 43: "each dealer has a price list (the list price by default)";
// docs/decisions.md "Issue 43: a dealer's own price list"): lists made beside the list price, the list a
// dealer's quotes are priced from, and the version a dealer's door is priced from: its list's version in
// force, or the list price's when its list has none in force. A dealer user sees the list price and
// their own dealer's list only; another dealer's is not there for them (404, as every dealer boundary).
import {
  type CreatePriceListBody,
  type DealerPriceListBody,
  type PriceListRef,
  serverMessage,
} from '@doorline/api-client';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db, Queryable } from '../../db/index.js';
import {
  dealerListId,
  defaultPriceList,
  findPriceList,
  insertPriceList,
  lockDealerList,
  updateDealerList,
} from '../../db/queries/dealer-lists.js';
import { findDealer } from '../../db/queries/dealers.js';
import { defaultPriceListId, type PriceListRow, versionsInForce } from '../../db/queries/prices.js';
import { recordAudit } from '../administration/audit.js';
import { invalidField, notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import type { DealerScope } from '../scope.js';
import type { PriceReads } from './kept.js';
import { storedNames } from './versions.js';

const DEALER_NOT_FOUND = serverMessage('dealerNotFound');
/** A list's code: letters, digits, `-`, `_` and `.`. */
const LIST_CODE = /^[\p{L}\p{N}._-]+$/u;

/** A list as the contract names it. */
export const listRefOf = (row: PriceListRow): PriceListRef => ({
  id: row.id,
  code: row.code,
  names: row.names,
  isDefault: row.isDefault,
});

/** A list as the audit trail names it: its id and English name; null for the list price. */
const auditedList = (row: PriceListRow | null) =>
  row && !row.isDefault ? { id: row.id, names: row.names } : null;

/** `POST /prices/lists`: a new list without versions; a taken code is a 400 on `code`. */
export async function createPriceList(
  db: Db,
  caller: AuthUser,
  body: CreatePriceListBody,
  at: Date,
): Promise<PriceListRef> {
  const code = body.code.trim();
  if (!code) throw invalidField('code', serverMessage('required'));
  if (!LIST_CODE.test(code)) throw invalidField('code', serverMessage('priceListCode'));
  const names = storedNames(body.names);
  try {
    return await db.transaction(async (tx) => {
      const row = await insertPriceList(tx, { code, names, at });
      await recordAudit(tx, {
        actorId: caller.id,
        subject: 'price_list',
        subjectId: row.id,
        action: 'price_list.created',
        after: { code: row.code, names: row.names },
        at,
      });
      return listRefOf(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('code', serverMessage('priceListCodeTaken'));
    throw error;
  }
}

/** The list a dealer's quotes are priced from: its own, or the list price. */
async function listOfDealer(db: Queryable, dealerId: number): Promise<PriceListRow> {
  const listId = await dealerListId(db, dealerId);
  const own = listId ? await findPriceList(db, listId) : null;
  return own ?? (await defaultPriceList(db))!;
}

/** A dealer the caller sees (a dealer user: only their own), else 404. */
async function visibleDealer(db: Queryable, scope: DealerScope, dealerId: number) {
  const dealer = await findDealer(db, scope, dealerId);
  if (!dealer || dealer.status === 'deleted') throw notFound(DEALER_NOT_FOUND);
  return dealer;
}

/** The dealer's list as `GET /dealers/{id}/price-rules` answers it (the caller's sight checked there). */
export async function dealerPriceList(db: Queryable, dealerId: number): Promise<PriceListRef> {
  return listRefOf(await listOfDealer(db, dealerId));
}

/**
 * `PUT /dealers/{id}/price-list`: the list the dealer's quotes are priced from (null, or the list
 * price's own id: the list price). A list that is not there is a 400 on `priceListId`. The trail has
 * `dealer.price_list_changed` when it changes.
 */
export async function setDealerPriceList(
  db: Db,
  caller: AuthUser,
  scope: DealerScope,
  dealerId: number,
  body: DealerPriceListBody,
  at: Date,
): Promise<{ dealerId: number; priceList: PriceListRef }> {
  await visibleDealer(db, scope, dealerId);
  return db.transaction(async (tx) => {
    const wanted = body.priceListId === null ? null : await findPriceList(tx, body.priceListId);
    if (body.priceListId !== null && !wanted)
      throw invalidField('priceListId', serverMessage('priceListNotFound'));
    const stored = wanted && !wanted.isDefault ? wanted.id : null;
    const dealer = await lockDealerList(tx, dealerId);
    if (!dealer) throw notFound(DEALER_NOT_FOUND);
    const before = dealer.priceListId === null ? null : await findPriceList(tx, dealer.priceListId);
    if (dealer.priceListId !== stored) {
      await updateDealerList(tx, dealerId, stored, at);
      await recordAudit(tx, {
        actorId: caller.id,
        subject: 'dealer',
        subjectId: dealerId,
        action: 'dealer.price_list_changed',
        before: { priceList: auditedList(before) },
        after: { priceList: auditedList(wanted) },
        at,
      });
    }
    return { dealerId, priceList: listRefOf(wanted ?? (await defaultPriceList(tx))!) };
  });
}

/** The version of the list price in force on `day`; null when none is. */
export async function listPriceInForce(db: Queryable, day: string): Promise<number | null> {
  const listId = await defaultPriceListId(db);
  if (listId === null) return null;
  return (await versionsInForce(db, day, [listId])).get(listId) ?? null;
}

/**
 * The version a door of `dealerId`'s (null: no dealer) is priced from on `day`: the version in force of
 * the dealer's list; when the dealer has no list of its own, or its list has no version in force, the
 * list price's. Null when none is in force. The dealer's list is read every time (one small query, as
 * its rules are); the version in force of a list on a day is kept (`reads`) while the stamp holds.
 */
export async function pricingListVersion(
  db: Queryable,
  dealerId: number | null,
  day: string,
  reads?: PriceReads,
): Promise<number | null> {
  const kept = (key: number | 'list', read: () => Promise<number | null>) =>
    reads ? reads.inForce(key, day, read) : read();
  const listId = dealerId === null ? null : ((await dealerListId(db, dealerId)) ?? null);
  if (listId !== null) {
    const own = await kept(
      listId,
      async () => (await versionsInForce(db, day, [listId])).get(listId) ?? null,
    );
    if (own !== null) return own;
  }
  return kept('list', () => listPriceInForce(db, day));
}
