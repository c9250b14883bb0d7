// The catalogue's own writes (issue 43, part 2; docs/decisions.md "Issue 43, part 2: editing the
// catalogue (the decisions)"): a family, model, option group or option inserted at the end of its
// table's order or changed, a code's owner, and which of some ids are there. Every update goes
// through Drizzle, which sets the row's `updated_at` by the database's clock, so the kept reads of a
// check (`domain/prices/kept.ts`) see the change at the next check.
import { and, eq, inArray, max, ne } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { catalogueOptions, optionGroups, productFamilies, productModels } from '../schema.js';

/** The four tables the catalogue's editing writes. */
export const catalogueTables = {
  family: productFamilies,
  model: productModels,
  group: optionGroups,
  option: catalogueOptions,
} as const;
export type CatalogueKind = keyof typeof catalogueTables;

/** Whether another row of the kind (not `exceptId`) has the code, as written. */
export async function codeTaken(
  db: Queryable,
  kind: CatalogueKind,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  const table = catalogueTables[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(exceptId === undefined ? eq(table.code, code) : and(eq(table.code, code), ne(table.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** The position after the last of the kind's rows: a new row comes last in the catalogue's order. */
export async function nextPosition(db: Queryable, kind: CatalogueKind): Promise<number> {
  const table = catalogueTables[kind];
  const [row] = await db.select({ last: max(table.position) }).from(table);
  return (row?.last ?? 0) + 1;
}

/**
 * A row of the kind as stored, locked for its change (its values before, for the audit trail's
 * `*.changed`); null when there is none.
 */
export async function lockCatalogueRow(
  db: Queryable,
  kind: CatalogueKind,
  id: number,
): Promise<Record<string, unknown> | null> {
  // The four tables share `id`; one of them types the statement.
  const table = catalogueTables[kind] as typeof productFamilies;
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1).for('update');
  return row ?? null;
}

/** Which of `ids` are rows of the kind. */
export async function existingIds(
  db: Queryable,
  kind: CatalogueKind,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table = catalogueTables[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** The options among `ids` with what they exclude (to refuse requiring one that excludes the option). */
export const optionExclusions = (db: Queryable, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: catalogueOptions.id, code: catalogueOptions.code, excludes: catalogueOptions.excludes })
        .from(catalogueOptions)
        .where(inArray(catalogueOptions.id, [...ids]));

export const insertFamily = async (db: Queryable, values: typeof productFamilies.$inferInsert) =>
  (await db.insert(productFamilies).values(values).returning())[0]!;
export const updateFamily = async (
  db: Queryable,
  id: number,
  values: Partial<typeof productFamilies.$inferInsert>,
) => (await db.update(productFamilies).set(values).where(eq(productFamilies.id, id)).returning())[0] ?? null;

export const insertModel = async (db: Queryable, values: typeof productModels.$inferInsert) =>
  (await db.insert(productModels).values(values).returning())[0]!;
export const updateModel = async (
  db: Queryable,
  id: number,
  values: Partial<typeof productModels.$inferInsert>,
) => (await db.update(productModels).set(values).where(eq(productModels.id, id)).returning())[0] ?? null;

export const insertGroup = async (db: Queryable, values: typeof optionGroups.$inferInsert) =>
  (await db.insert(optionGroups).values(values).returning())[0]!;
export const updateGroup = async (
  db: Queryable,
  id: number,
  values: Partial<typeof optionGroups.$inferInsert>,
) => (await db.update(optionGroups).set(values).where(eq(optionGroups.id, id)).returning())[0] ?? null;

export const insertOption = async (db: Queryable, values: typeof catalogueOptions.$inferInsert) =>
  (await db.insert(catalogueOptions).values(values).returning())[0]!;
export const updateOption = async (
  db: Queryable,
  id: number,
  values: Partial<typeof catalogueOptions.$inferInsert>,
) =>
  (await db.update(catalogueOptions).set(values).where(eq(catalogueOptions.id, id)).returning())[0] ?? null;
