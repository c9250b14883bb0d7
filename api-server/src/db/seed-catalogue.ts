// The demo door catalogue written into the database (issue 43, part 2): the families, models, option
// groups and options of demo-catalogue.ts with their codes resolved to ids, and the list price's two
// versions, both published: the first in force since the 1st of the seeding day's month, the second
// from the 1st of the next month (UTC, from the seeding server's clock, as every demo date).
import type { ModelPrice as StoredModelPrice, OptionPrice as StoredOptionPrice } from '@doorline/api-client';
import { eq } from 'drizzle-orm';
import type { ModelPrice, OptionPrice } from '../domain/pricing/catalogue.js';
import { demoFamilies, demoGroups, demoModels, demoOptions, demoVersions } from './demo-catalogue.js';
import type { Queryable } from './index.js';
import {
  catalogueOptions,
  optionGroups,
  priceLists,
  priceListVersions,
  productFamilies,
  productModels,
  versionModelPrices,
  versionOptionPrices,
} from './schema.js';

const DAY = 24 * 3600 * 1000;

export interface CatalogueSeedInput {
  /** The seeding server's clock: the versions' days count from it. */
  now: Date;
  /** Who made and published the versions (the demo's administrator). */
  createdById?: number;
}

/** The 1st of the month `offset` months after `now`'s (UTC), as `YYYY-MM-DD`. */
export const firstOfMonth = (now: Date, offset: number): string =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);

/** The id of each code, or a clear failure naming the code the demo data lacks. */
function resolver(kind: string, rows: readonly { id: number; code: string }[]) {
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  return (code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`demo catalogue: no ${kind} ${code}`);
    return id;
  };
}

/** A price of the pricing module as the contract stores it (plain arrays). */
const storedModelPrice = (price: ModelPrice): StoredModelPrice =>
  price.kind === 'table'
    ? {
        kind: 'table',
        table: {
          widths: [...price.table.widths],
          heights: [...price.table.heights],
          cells: price.table.cells.map((row) => [...row]),
          between: price.table.between,
        },
      }
    : { kind: 'perSquareMetre', rate: price.rate, minimum: price.minimum };
const storedOptionPrice = (price: OptionPrice): StoredOptionPrice => ({ ...price });

/** Inserts the demo catalogue and the list price's two versions; their counts. */
export async function seedCatalogue(tx: Queryable, { now, createdById }: CatalogueSeedInput) {
  const families = await tx
    .insert(productFamilies)
    .values(demoFamilies.map((family, position) => ({ ...family, position, createdAt: now, updatedAt: now })))
    .returning({ id: productFamilies.id, code: productFamilies.code });
  const familyId = resolver('family', families);
  const models = await tx
    .insert(productModels)
    .values(
      demoModels.map((model, position) => ({
        familyId: familyId(model.family),
        code: model.code,
        names: model.names,
        leafCount: model.leafCount,
        hands: [...model.hands],
        swings: [...model.swings],
        sizeRule: {
          width: model.sizeRule.width,
          height: model.sizeRule.height,
          ...(model.sizeRule.leaves ? { leaves: [...model.sizeRule.leaves] } : {}),
        },
        position,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: productModels.id, code: productModels.code });
  const modelId = resolver('model', models);
  const groups = await tx
    .insert(optionGroups)
    .values(demoGroups.map((group, position) => ({ ...group, position, createdAt: now, updatedAt: now })))
    .returning({ id: optionGroups.id, code: optionGroups.code });
  const groupId = resolver('option group', groups);
  // The options first, then their rules, which name other options by id.
  const options = await tx
    .insert(catalogueOptions)
    .values(
      demoOptions.map((option, position) => ({
        groupId: groupId(option.group),
        code: option.code,
        names: option.names,
        models: option.models ? option.models.map(modelId) : null,
        maxWidth: option.maxWidth ?? null,
        maxHeight: option.maxHeight ?? null,
        note: option.note ?? null,
        position,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: catalogueOptions.id, code: catalogueOptions.code });
  const optionId = resolver('option', options);
  for (const option of demoOptions) {
    if (!option.excludes?.length && !option.requires?.length) continue;
    await tx
      .update(catalogueOptions)
      .set({
        excludes: (option.excludes ?? []).map(optionId),
        requires: (option.requires ?? []).map(optionId),
      })
      .where(eq(catalogueOptions.id, optionId(option.code)));
  }

  const [list] = await tx
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(eq(priceLists.isDefault, true));
  if (!list) throw new Error('The list price (price_lists.is_default) is missing: migration 0025 makes it');
  let copiedFromId: number | null = null;
  for (const [index, version] of demoVersions.entries()) {
    const effectiveFrom = firstOfMonth(now, version.effectiveMonthOffset);
    // Made and published a week before its day, or an hour ago when that is still to come.
    const madeAt = new Date(Math.min(Date.parse(effectiveFrom) - 7 * DAY, now.getTime() - 3600_000));
    const [row]: { id: number }[] = await tx
      .insert(priceListVersions)
      .values({
        priceListId: list.id,
        number: index + 1,
        names: version.names,
        status: 'published',
        effectiveFrom,
        copiedFromId,
        createdById: createdById ?? null,
        publishedById: createdById ?? null,
        createdAt: madeAt,
        publishedAt: madeAt,
      })
      .returning({ id: priceListVersions.id });
    const versionId: number = row!.id;
    await tx.insert(versionModelPrices).values(
      Object.entries(version.models).map(([code, price]) => ({
        versionId,
        modelId: modelId(code),
        price: storedModelPrice(price),
      })),
    );
    await tx.insert(versionOptionPrices).values(
      Object.entries(version.options).map(([code, price]) => ({
        versionId,
        optionId: optionId(code),
        price: storedOptionPrice(price),
      })),
    );
    copiedFromId = versionId;
  }
  return { models: models.length, options: options.length, versions: demoVersions.length };
}
