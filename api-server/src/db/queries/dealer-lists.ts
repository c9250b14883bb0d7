// A dealer's own price list (issue 43; docs/decisions.md "Issue 43: a dealer's own price list"): the
// lists made beside the list price, the list a dealer's quotes are priced from (`dealers.price_list_id`,
// null: the list price), and which lists a dealer user may see (the list price and their dealer's).
import type { Names } from '@doorline/api-client';
import { and, eq, or } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { dealers, priceLists } from '../schema.js';
import type { PriceListRow } from './prices.js';

/** A price list by its id. */
export async function findPriceList(db: Queryable, id: number): Promise<PriceListRow | null> {
  const [row] = await db.select().from(priceLists).where(eq(priceLists.id, id)).limit(1);
  return row ?? null;
}

/** The list price's row: the one list every database has (migration 0025). */
export async function defaultPriceList(db: Queryable): Promise<PriceListRow | null> {
  const [row] = await db.select().from(priceLists).where(eq(priceLists.isDefault, true)).limit(1);
  return row ?? null;
}

/** A new price list (never the default: the list price is the migration's). */
export async function insertPriceList(
  db: Queryable,
  values: { code: string; names: Names; at: Date },
): Promise<PriceListRow> {
  const [row] = await db
    .insert(priceLists)
    .values({ code: values.code, names: values.names, isDefault: false, createdAt: values.at })
    .returning();
  return row!;
}

/** The list a dealer's quotes are priced from (null: the list price); undefined when no such dealer. */
export async function dealerListId(db: Queryable, dealerId: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ priceListId: dealers.priceListId })
    .from(dealers)
    .where(eq(dealers.id, dealerId))
    .limit(1);
  return row ? row.priceListId : undefined;
}

/** The dealer's row locked for the change, with its list; null when it is not there. */
export async function lockDealerList(db: Queryable, dealerId: number) {
  const [row] = await db
    .select({ id: dealers.id, priceListId: dealers.priceListId })
    .from(dealers)
    .where(eq(dealers.id, dealerId))
    .for('update');
  return row ?? null;
}

/** Sets the list a dealer's quotes are priced from (null: the list price). */
export async function updateDealerList(
  db: Queryable,
  dealerId: number,
  priceListId: number | null,
  at: Date,
) {
  await db.update(dealers).set({ priceListId, updatedAt: at }).where(eq(dealers.id, dealerId));
}

/**
 * Whether a dealer user of `dealerId` may see the list: the list price, or the list of their dealer.
 * One row read; a list given to no dealer, or to another dealer, is not theirs.
 */
export async function listVisibleToDealer(db: Queryable, listId: number, dealerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: priceLists.id })
    .from(priceLists)
    .leftJoin(dealers, and(eq(dealers.id, dealerId), eq(dealers.priceListId, priceLists.id)))
    .where(and(eq(priceLists.id, listId), or(eq(priceLists.isDefault, true), eq(dealers.id, dealerId))))
    .limit(1);
  return row !== undefined;
}
