// The door catalogue and its prices (issue 43, part 2; docs/decisions.md "Issue 43, part 2"): the
// catalogue's rows in their order, the price lists and their versions, a version's prices, and the
// writes of a draft. Nothing here is a dealer's: prices are the organization's, read by every
// signed-in user with `prices.read` (a dealer user's published versions only, the domain's filter).
import type { ModelPrice, OptionPrice } from '@doorline/api-client';
import { and, asc, desc, eq, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import {
  catalogueOptions,
  optionGroups,
  priceLists,
  priceListVersions,
  productFamilies,
  productModels,
  versionModelPrices,
  versionOptionPrices,
} from '../schema.js';

/* ---------- the catalogue ---------- */

export type FamilyRow = typeof productFamilies.$inferSelect;
export type ModelRow = typeof productModels.$inferSelect;
export type GroupRow = typeof optionGroups.$inferSelect;
export type OptionRow = typeof catalogueOptions.$inferSelect;

/** Every family, in the catalogue's order (position, then id). */
export const listFamilies = (db: Queryable): Promise<FamilyRow[]> =>
  db.select().from(productFamilies).orderBy(asc(productFamilies.position), asc(productFamilies.id));

/** Every model, in the catalogue's order. */
export const listModels = (db: Queryable): Promise<ModelRow[]> =>
  db.select().from(productModels).orderBy(asc(productModels.position), asc(productModels.id));

/** Every option group, in the catalogue's order. */
export const listGroups = (db: Queryable): Promise<GroupRow[]> =>
  db.select().from(optionGroups).orderBy(asc(optionGroups.position), asc(optionGroups.id));

/** Every option, in the catalogue's order. */
export const listOptions = (db: Queryable): Promise<OptionRow[]> =>
  db.select().from(catalogueOptions).orderBy(asc(catalogueOptions.position), asc(catalogueOptions.id));

export async function findModel(db: Queryable, id: number): Promise<ModelRow | null> {
  const [row] = await db.select().from(productModels).where(eq(productModels.id, id)).limit(1);
  return row ?? null;
}

/**
 * A model as a configuration's check reads it: `active` only when its family is shown too (a hidden
 * family's models are refused as hidden ones), in the one statement.
 */
export async function findOfferedModel(db: Queryable, id: number): Promise<ModelRow | null> {
  const [row] = await db
    .select({ model: productModels, familyActive: productFamilies.active })
    .from(productModels)
    .innerJoin(productFamilies, eq(productFamilies.id, productModels.familyId))
    .where(eq(productModels.id, id))
    .limit(1);
  return row ? { ...row.model, active: row.model.active && row.familyActive } : null;
}

export async function findOption(db: Queryable, id: number): Promise<OptionRow | null> {
  const [row] = await db.select().from(catalogueOptions).where(eq(catalogueOptions.id, id)).limit(1);
  return row ?? null;
}

/** An active option of an active group as a configuration's check reads it (`activeOptions`). */
export interface ActiveOptionRow {
  id: number;
  groupId: number;
  code: string;
  /** Whether it is offered for the model asked about (its `models` holds it, or is null: every model). */
  offered: boolean;
  excludes: number[];
  requires: number[];
  maxWidth: number | null;
  maxHeight: number | null;
}

/**
 * The active option groups and the active options of active groups: what a configuration of the model
 * may choose. Each option comes with what the check reads, its list of models answered for this model
 * in SQL (`offered`): the whole rows, names and lists of models, were most of a check's time at 300
 * options (BENCHMARKS.md "Issue 43: a door's price at 200 models × 30 groups × 10 options").
 */
export async function activeOptions(
  db: Queryable,
  modelId: number,
): Promise<{ groups: GroupRow[]; options: ActiveOptionRow[] }> {
  const groups = await db
    .select()
    .from(optionGroups)
    .where(eq(optionGroups.active, true))
    .orderBy(asc(optionGroups.position), asc(optionGroups.id));
  const options = await db
    .select({
      id: catalogueOptions.id,
      groupId: catalogueOptions.groupId,
      code: catalogueOptions.code,
      offered: sql<boolean>`(${catalogueOptions.models} is null or ${catalogueOptions.models} @> jsonb_build_array(${modelId}::int))`,
      excludes: catalogueOptions.excludes,
      requires: catalogueOptions.requires,
      maxWidth: catalogueOptions.maxWidth,
      maxHeight: catalogueOptions.maxHeight,
    })
    .from(catalogueOptions)
    .innerJoin(optionGroups, eq(optionGroups.id, catalogueOptions.groupId))
    .where(and(eq(catalogueOptions.active, true), eq(optionGroups.active, true)))
    .orderBy(
      asc(optionGroups.position),
      asc(optionGroups.id),
      asc(catalogueOptions.position),
      asc(catalogueOptions.id),
    );
  return { groups, options };
}

/**
 * The codes of the active models of active families, and of the active options of active groups,
 * that have no price in the version: what stops it from being published.
 */
export async function unpricedCodes(db: Queryable, versionId: number): Promise<string[]> {
  const models = await db
    .select({ code: productModels.code })
    .from(productModels)
    .innerJoin(productFamilies, eq(productFamilies.id, productModels.familyId))
    .leftJoin(
      versionModelPrices,
      and(eq(versionModelPrices.modelId, productModels.id), eq(versionModelPrices.versionId, versionId)),
    )
    .where(
      and(
        eq(productModels.active, true),
        eq(productFamilies.active, true),
        isNull(versionModelPrices.modelId),
      ),
    )
    .orderBy(asc(productModels.position), asc(productModels.id));
  const options = await db
    .select({ code: catalogueOptions.code })
    .from(catalogueOptions)
    .innerJoin(optionGroups, eq(optionGroups.id, catalogueOptions.groupId))
    .leftJoin(
      versionOptionPrices,
      and(
        eq(versionOptionPrices.optionId, catalogueOptions.id),
        eq(versionOptionPrices.versionId, versionId),
      ),
    )
    .where(
      and(
        eq(catalogueOptions.active, true),
        eq(optionGroups.active, true),
        isNull(versionOptionPrices.optionId),
      ),
    )
    .orderBy(asc(optionGroups.position), asc(catalogueOptions.position), asc(catalogueOptions.id));
  return [...models, ...options].map((row) => row.code);
}

/* ---------- price lists and versions ---------- */

export type PriceListRow = typeof priceLists.$inferSelect;
export type VersionRow = typeof priceListVersions.$inferSelect;

/** Every price list, the list price first. */
export const listPriceLists = (db: Queryable): Promise<PriceListRow[]> =>
  db.select().from(priceLists).orderBy(desc(priceLists.isDefault), asc(priceLists.id));

/** The list price's id: the one list every database has (migration 0025). */
export async function defaultPriceListId(db: Queryable): Promise<number | null> {
  const [row] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.isDefault, true));
  return row?.id ?? null;
}

/** The versions of every list, each list's newest first; only the published ones when told. */
export const listVersions = (
  db: Queryable,
  { publishedOnly }: { publishedOnly: boolean },
): Promise<VersionRow[]> =>
  db
    .select()
    .from(priceListVersions)
    .where(publishedOnly ? eq(priceListVersions.status, 'published') : undefined)
    .orderBy(asc(priceListVersions.priceListId), desc(priceListVersions.number));

/** A version by its id; locked until the end of the transaction when told. */
export async function findVersion(
  db: Queryable,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<VersionRow | null> {
  const query = db.select().from(priceListVersions).where(eq(priceListVersions.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The version in force on `day` of each list (or of the lists given): the published one with the
 * latest effective day not after it; of two published for one day, the one published last.
 */
export async function versionsInForce(
  db: Queryable,
  day: string,
  listIds?: number[],
): Promise<Map<number, number>> {
  const rows = await db
    .selectDistinctOn([priceListVersions.priceListId], {
      id: priceListVersions.id,
      priceListId: priceListVersions.priceListId,
    })
    .from(priceListVersions)
    .where(
      and(
        eq(priceListVersions.status, 'published'),
        lte(priceListVersions.effectiveFrom, day),
        listIds ? inArray(priceListVersions.priceListId, listIds) : undefined,
      ),
    )
    .orderBy(
      asc(priceListVersions.priceListId),
      desc(priceListVersions.effectiveFrom),
      desc(priceListVersions.publishedAt),
      desc(priceListVersions.id),
    );
  return new Map(rows.map((row) => [row.priceListId, row.id]));
}

/** A version's model prices, in the catalogue's order of the models. */
export async function modelPricesOf(db: Queryable, versionId: number) {
  return db
    .select({ modelId: versionModelPrices.modelId, price: versionModelPrices.price })
    .from(versionModelPrices)
    .innerJoin(productModels, eq(productModels.id, versionModelPrices.modelId))
    .where(eq(versionModelPrices.versionId, versionId))
    .orderBy(asc(productModels.position), asc(productModels.id));
}

/** A version's option prices (of the options given, or of all), in the catalogue's order of the options. */
export async function optionPricesOf(db: Queryable, versionId: number, optionIds?: readonly number[]) {
  if (optionIds?.length === 0) return [];
  return db
    .select({ optionId: versionOptionPrices.optionId, price: versionOptionPrices.price })
    .from(versionOptionPrices)
    .innerJoin(catalogueOptions, eq(catalogueOptions.id, versionOptionPrices.optionId))
    .innerJoin(optionGroups, eq(optionGroups.id, catalogueOptions.groupId))
    .where(
      and(
        eq(versionOptionPrices.versionId, versionId),
        optionIds ? inArray(versionOptionPrices.optionId, [...optionIds]) : undefined,
      ),
    )
    .orderBy(
      asc(optionGroups.position),
      asc(optionGroups.id),
      asc(catalogueOptions.position),
      asc(catalogueOptions.id),
    );
}

/** A version's price of one model; null when it has none. */
export async function findModelPrice(
  db: Queryable,
  versionId: number,
  modelId: number,
): Promise<ModelPrice | null> {
  const [row] = await db
    .select({ price: versionModelPrices.price })
    .from(versionModelPrices)
    .where(and(eq(versionModelPrices.versionId, versionId), eq(versionModelPrices.modelId, modelId)))
    .limit(1);
  return row?.price ?? null;
}

/* ---------- writes ---------- */

/** Locks a price list's row until the end of the transaction (a new version's number is its next). */
export async function lockPriceList(db: Queryable, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(eq(priceLists.id, id))
    .for('update');
  return rows.length > 0;
}

/** The next version number of a list (its list's row locked first). */
export async function nextVersionNumber(db: Queryable, priceListId: number): Promise<number> {
  const [row] = await db
    .select({ number: max(priceListVersions.number) })
    .from(priceListVersions)
    .where(eq(priceListVersions.priceListId, priceListId));
  return (row?.number ?? 0) + 1;
}

export async function insertVersion(db: Queryable, values: typeof priceListVersions.$inferInsert) {
  const [row] = await db.insert(priceListVersions).values(values).returning();
  return row!;
}

/** Copies every model and option price of one version into another. */
export async function copyPrices(db: Queryable, fromId: number, toId: number): Promise<void> {
  await db.execute(sql`insert into ${versionModelPrices} (version_id, model_id, price)
    select ${toId}, model_id, price from ${versionModelPrices} where version_id = ${fromId}`);
  await db.execute(sql`insert into ${versionOptionPrices} (version_id, option_id, price)
    select ${toId}, option_id, price from ${versionOptionPrices} where version_id = ${fromId}`);
}

/** Writes a version's price of a model, replacing the one it had. */
export async function upsertModelPrice(db: Queryable, versionId: number, modelId: number, price: ModelPrice) {
  await db
    .insert(versionModelPrices)
    .values({ versionId, modelId, price })
    .onConflictDoUpdate({
      target: [versionModelPrices.versionId, versionModelPrices.modelId],
      set: { price },
    });
}

/** Writes a version's price of an option, replacing the one it had. */
export async function upsertOptionPrice(
  db: Queryable,
  versionId: number,
  optionId: number,
  price: OptionPrice,
) {
  await db
    .insert(versionOptionPrices)
    .values({ versionId, optionId, price })
    .onConflictDoUpdate({
      target: [versionOptionPrices.versionId, versionOptionPrices.optionId],
      set: { price },
    });
}

/** Publishes a draft from a day on; null when it is no longer a draft (the status is checked in the update). */
export async function publishDraft(
  db: Queryable,
  id: number,
  values: { effectiveFrom: string; publishedAt: Date; publishedById: number | null },
): Promise<VersionRow | null> {
  const [row] = await db
    .update(priceListVersions)
    .set({ status: 'published', ...values })
    .where(and(eq(priceListVersions.id, id), eq(priceListVersions.status, 'draft')))
    .returning();
  return row ?? null;
}

/** Deletes a draft with its prices; false when it is no draft (or gone). */
export async function deleteDraft(db: Queryable, id: number): Promise<boolean> {
  const rows = await db
    .delete(priceListVersions)
    .where(and(eq(priceListVersions.id, id), eq(priceListVersions.status, 'draft')))
    .returning({ id: priceListVersions.id });
  return rows.length > 0;
}

/**
 * What the catalogue and the published versions are now, as one string (issue 43, part 5: a check
 * keeps what it read while this stays the same; `domain/prices/kept.ts`): for each catalogue table
 * and the price lists, how many rows and the latest change (`catalogueChangedAt`); for the versions,
 * how many are published (a published version is never changed nor deleted). A change to any of them
 * (a row added, changed or hidden, a version published) makes another string.
 */
export async function catalogueStamp(db: Queryable): Promise<string> {
  const changed = [productFamilies, productModels, optionGroups, catalogueOptions].map(
    (table) =>
      sql`(select count(*)::text || ':' || coalesce(max(${table.updatedAt})::text, '') from ${table})`,
  );
  const result = await db.execute(sql`select concat_ws('|', ${sql.join(changed, sql`, `)},
    (select count(*)::text || ':' || coalesce(max(${priceLists.id})::text, '') from ${priceLists}),
    (select count(*)::text from ${priceListVersions} where ${priceListVersions.status} = 'published')
  ) as stamp`);
  return String((result as unknown as { rows: { stamp: string }[] }).rows[0]!.stamp);
}
