// Dealers' discount rules (issue 43, part 4b; docs/decisions.md "Issue 43, part 4b"): a dealer's rules,
// one rule, its writes, whether a rule's target exists, and the configured doors of a quote the rules'
// minimum quantities count. The domain keeps a dealer user to their own dealer (404 otherwise).
import type { DoorConfiguration } from '@doorline/api-client';
import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { dealerPriceRules, items, optionGroups, productFamilies, productModels } from '../schema.js';

export type PriceRuleRow = typeof dealerPriceRules.$inferSelect;
export type PriceRuleValues = Pick<
  typeof dealerPriceRules.$inferInsert,
  'target' | 'targetId' | 'kind' | 'value' | 'validFrom' | 'validTo' | 'minQuantity' | 'note'
>;

const ruleColumns = {
  id: dealerPriceRules.id,
  dealerId: dealerPriceRules.dealerId,
  target: dealerPriceRules.target,
  targetId: dealerPriceRules.targetId,
  kind: dealerPriceRules.kind,
  value: dealerPriceRules.value,
  validFrom: dealerPriceRules.validFrom,
  validTo: dealerPriceRules.validTo,
  minQuantity: dealerPriceRules.minQuantity,
  note: dealerPriceRules.note,
  createdAt: dealerPriceRules.createdAt,
  updatedAt: dealerPriceRules.updatedAt,
};
export type PriceRuleRead = { [K in keyof typeof ruleColumns]: PriceRuleRow[K] };

/** A dealer's rules (in no order: the domain sorts them as they apply). */
export const listDealerRules = (db: Queryable, dealerId: number): Promise<PriceRuleRead[]> =>
  db.select(ruleColumns).from(dealerPriceRules).where(eq(dealerPriceRules.dealerId, dealerId));

/** A rule; `lock`: its row locked for its change (the dealer's trail reads its values before). */
export async function findRule(
  db: Queryable,
  id: number,
  { lock = false } = {},
): Promise<PriceRuleRead | null> {
  const query = db.select(ruleColumns).from(dealerPriceRules).where(eq(dealerPriceRules.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertRule(
  db: Queryable,
  dealerId: number,
  values: PriceRuleValues,
  createdById: number,
  at: Date,
): Promise<PriceRuleRead> {
  const [row] = await db
    .insert(dealerPriceRules)
    .values({ dealerId, ...values, createdById, createdAt: at, updatedAt: at })
    .returning(ruleColumns);
  return row!;
}

export async function updateRule(
  db: Queryable,
  id: number,
  values: PriceRuleValues,
  at: Date,
): Promise<PriceRuleRead | null> {
  const [row] = await db
    .update(dealerPriceRules)
    .set({ ...values, updatedAt: at })
    .where(eq(dealerPriceRules.id, id))
    .returning(ruleColumns);
  return row ?? null;
}

export async function deleteRule(db: Queryable, id: number): Promise<boolean> {
  const rows = await db
    .delete(dealerPriceRules)
    .where(eq(dealerPriceRules.id, id))
    .returning({ id: dealerPriceRules.id });
  return rows.length > 0;
}

/** Whether a family, model or option group of this id is in the catalogue. */
export async function targetExists(
  db: Queryable,
  target: 'family' | 'model' | 'group',
  id: number,
): Promise<boolean> {
  const table = { family: productFamilies, model: productModels, group: optionGroups }[target];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

/** The configured doors of a record, but the item `exceptItemId`: what a rule's minimum quantity counts. */
export async function doorsOfOrder(
  db: Queryable,
  orderId: number,
  exceptItemId?: number,
): Promise<DoorConfiguration[]> {
  const rows = await db
    .select({ configuration: items.configuration })
    .from(items)
    .where(
      and(
        eq(items.orderId, orderId),
        eq(items.kind, 'configured'),
        exceptItemId === undefined ? undefined : ne(items.id, exceptItemId),
      ),
    );
  return rows.flatMap((row) => (row.configuration ? [row.configuration] : []));
}
