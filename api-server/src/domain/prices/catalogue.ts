// The catalogue as the contract shows it and as the pricing module reads it (issue 43, part 2;
// docs/decisions.md "Issue 43, part 2"): the rows in their order (position, then id), and a model's
// catalogue and a version's prices turned into the module's plain data. Only active groups and
// options are offered to a configuration; a stored price whose kind lacks its fields is no price.
import type {
  Catalogue as ContractCatalogue,
  CatalogueOption as ContractOption,
  ModelPrice as ContractModelPrice,
  OptionGroup as ContractGroup,
  OptionPrice as ContractOptionPrice,
  ProductFamily,
  ProductModel,
} from '@doorline/api-client';
import type { Queryable } from '../../db/index.js';
import { pictureUrlOfKey } from '../../storage/index.js';
import {
  type ActiveOptionRow,
  activeOptions,
  type FamilyRow,
  type GroupRow,
  listFamilies,
  listGroups,
  listModels,
  listOptions,
  type ModelRow,
  type OptionRow,
} from '../../db/queries/prices.js';
import type {
  Catalogue,
  CatalogueModel,
  CatalogueOption,
  ModelPrice,
  OptionGroup,
  OptionPrice,
} from '../pricing/catalogue.js';

export const familyOf = (row: FamilyRow): ProductFamily => ({
  id: row.id,
  code: row.code,
  names: row.names,
  active: row.active,
});

export const modelOf = (row: ModelRow): ProductModel => ({
  id: row.id,
  familyId: row.familyId,
  code: row.code,
  names: row.names,
  leafCount: row.leafCount,
  hands: row.hands,
  swings: row.swings,
  sizeRule: row.sizeRule,
  picture: pictureUrlOfKey(row.pictureKey),
  active: row.active,
});

export const groupOf = (row: GroupRow): ContractGroup => ({
  id: row.id,
  code: row.code,
  names: row.names,
  required: row.required,
  multiple: row.multiple,
  active: row.active,
});

export const optionOf = (row: OptionRow): ContractOption => ({
  id: row.id,
  groupId: row.groupId,
  code: row.code,
  names: row.names,
  models: row.models ?? null,
  excludes: row.excludes,
  requires: row.requires,
  maxWidth: row.maxWidth,
  maxHeight: row.maxHeight,
  note: row.note ?? null,
  active: row.active,
});

/** `GET /prices/catalogue`: every family, model, group and option, each in the catalogue's order. */
export async function readCatalogue(db: Queryable): Promise<ContractCatalogue> {
  const [families, models, groups, options] = await Promise.all([
    listFamilies(db),
    listModels(db),
    listGroups(db),
    listOptions(db),
  ]);
  return {
    families: families.map(familyOf),
    models: models.map(modelOf),
    groups: groups.map(groupOf),
    options: options.map(optionOf),
  };
}

/** A model's row as the pricing module reads it. */
export const pricingModel = (row: ModelRow): CatalogueModel => ({
  id: row.id,
  code: row.code,
  familyId: row.familyId,
  sizeRule: row.sizeRule,
  hands: row.hands,
  swings: row.swings,
});

const pricingGroup = (row: GroupRow): OptionGroup => ({
  id: row.id,
  code: row.code,
  required: row.required,
  multiple: row.multiple,
});

/** An option's row as the pricing module reads it: no list of models is every model, no limit none. */
export const pricingOption = (row: OptionRow): CatalogueOption => ({
  id: row.id,
  code: row.code,
  groupId: row.groupId,
  ...(row.models ? { models: row.models } : {}),
  excludes: row.excludes,
  requires: row.requires,
  ...(row.maxWidth !== null ? { maxWidth: row.maxWidth } : {}),
  ...(row.maxHeight !== null ? { maxHeight: row.maxHeight } : {}),
});

/**
 * An active option as the check of one model's configuration reads it: offered for that model (its
 * list of models left out, every model) or not (an empty list, no model), which is all the check
 * asks of the list.
 */
const offeredOption = (row: ActiveOptionRow): CatalogueOption => ({
  id: row.id,
  code: row.code,
  groupId: row.groupId,
  ...(row.offered ? {} : { models: [] }),
  excludes: row.excludes,
  requires: row.requires,
  ...(row.maxWidth !== null ? { maxWidth: row.maxWidth } : {}),
  ...(row.maxHeight !== null ? { maxHeight: row.maxHeight } : {}),
});

/** The catalogue a configuration of this model is checked against: its active groups and options. */
export async function catalogueForModel(db: Queryable, model: ModelRow): Promise<Catalogue> {
  const { groups, options } = await activeOptions(db, model.id);
  return {
    model: pricingModel(model),
    groups: groups.map(pricingGroup),
    options: options.map(offeredOption),
  };
}

/** A stored model price (the contract's flat shape) as the module's; null when its kind lacks a field. */
export function modelPriceOf(price: ContractModelPrice): ModelPrice | null {
  if (price.kind === 'table') return price.table ? { kind: 'table', table: price.table } : null;
  if (price.rate === undefined || price.minimum === undefined) return null;
  return { kind: 'perSquareMetre', rate: price.rate, minimum: price.minimum };
}

/** A stored option price as the module's; null when its kind lacks its field. */
export function optionPriceOf(price: ContractOptionPrice): OptionPrice | null {
  switch (price.kind) {
    case 'fixed':
      return price.amount === undefined ? null : { kind: 'fixed', amount: price.amount };
    case 'perSquareMetre':
      return price.rate === undefined ? null : { kind: 'perSquareMetre', rate: price.rate };
    case 'percentOfBase':
      return price.percent === undefined ? null : { kind: 'percentOfBase', percent: price.percent };
  }
}
