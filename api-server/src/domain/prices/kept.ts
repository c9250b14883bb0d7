// What a door's check reads, kept in the server's memory while the catalogue and the published
// versions stay as they were (issue 43, part 5; docs/decisions.md "Issue 43, part 5: a check reads
// one row"; BENCHMARKS.md "Issue 43: a door's price at 200 models × 30 groups × 10 options"). Each
// check reads one row first, the catalogue's stamp (`catalogueStamp`); while it is the one the kept
// reads were made under, a model, its catalogue, the version in force on a day and a published
// version's prices come from memory. A published version is never changed, so its prices are kept
// by its id; a draft's are always read. Every server process keeps its own, so a change made through
// another is seen at its next check.
import type { Queryable } from '../../db/index.js';
import {
  catalogueStamp,
  findModelPrice,
  findOfferedModel,
  type ModelRow,
  optionPricesOf,
} from '../../db/queries/prices.js';
import type { Catalogue, ModelPrice, OptionPrice } from '../pricing/catalogue.js';
import { catalogueForModel, modelPriceOf, optionPriceOf } from './catalogue.js';

/** A published version's prices, read once: each model's as asked, every option's at once. */
interface VersionPrices {
  models: Map<number, Promise<ModelPrice | null>>;
  options: Promise<Map<number, OptionPrice>> | null;
}

/** What is kept under one stamp of one database. */
interface Kept {
  stamp: string;
  models: Map<number, Promise<ModelRow | null>>;
  catalogues: Map<number, Promise<Catalogue>>;
  inForce: Map<string, Promise<number | null>>;
}

/** By database (a process may serve or test several), what is kept under its latest stamp. */
const kept = new WeakMap<object, Kept>();
/** By database, each published version's prices: never changed, so kept whatever the stamp. */
const published = new WeakMap<object, Map<number, VersionPrices>>();
/** The published versions kept per database, the least recently used let go beyond it. */
const VERSIONS_KEPT = 32;

/** A value kept under `key`, read by `read` the first time; a failed read is not kept. */
function once<K, V>(map: Map<K, Promise<V>>, key: K, read: () => Promise<V>): Promise<V> {
  let value = map.get(key);
  if (!value) {
    value = read();
    map.set(key, value);
    value.catch(() => map.delete(key));
  }
  return value;
}

/** The reads a check makes of one database, from memory while the catalogue's stamp holds. */
export interface PriceReads {
  model(id: number): Promise<ModelRow | null>;
  catalogue(model: ModelRow): Promise<Catalogue>;
  /**
   * The version in force on `day` of list `list` (`'list'`: the list price), as `read` finds it; kept
   * per list and day (a dealer's own list, docs/decisions.md "Issue 43: a dealer's own price list").
   */
  inForce(list: number | 'list', day: string, read: () => Promise<number | null>): Promise<number | null>;
  modelPrice(versionId: number, isPublished: boolean, modelId: number): Promise<ModelPrice | null>;
  optionPrices(
    versionId: number,
    isPublished: boolean,
    optionIds: readonly number[],
  ): Promise<Map<number, OptionPrice>>;
}

/**
 * A check's reads of `db`: one row (the stamp) is read now; what was kept under another stamp is let
 * go. Within a transaction (`db` a transaction's) nothing is kept beyond it, since it is a new object.
 */
export async function priceReads(db: Queryable): Promise<PriceReads> {
  const stamp = await catalogueStamp(db);
  let mine = kept.get(db);
  if (!mine || mine.stamp !== stamp) {
    mine = { stamp, models: new Map(), catalogues: new Map(), inForce: new Map() };
    kept.set(db, mine);
  }
  const state = mine;
  let versions = published.get(db);
  if (!versions) {
    versions = new Map();
    published.set(db, versions);
  }
  const versionPrices = (id: number) => {
    let prices = versions.get(id);
    if (prices) versions.delete(id);
    else prices = { models: new Map(), options: null };
    versions.set(id, prices);
    if (versions.size > VERSIONS_KEPT) versions.delete(versions.keys().next().value!);
    return prices;
  };
  const readOptionPrices = async (versionId: number, optionIds?: readonly number[]) => {
    const prices = new Map<number, OptionPrice>();
    for (const row of await optionPricesOf(db, versionId, optionIds)) {
      const price = optionPriceOf(row.price);
      if (price) prices.set(row.optionId, price);
    }
    return prices;
  };
  return {
    // A hidden family's model reads as hidden (`findOfferedModel`): the check refuses it.
    model: (id) => once(state.models, id, () => findOfferedModel(db, id)),
    catalogue: (model) => once(state.catalogues, model.id, () => catalogueForModel(db, model)),
    inForce: (list, day, read) => once(state.inForce, `${list}:${day}`, read),
    async modelPrice(versionId, isPublished, modelId) {
      const read = async () => {
        const stored = await findModelPrice(db, versionId, modelId);
        return stored && modelPriceOf(stored);
      };
      if (!isPublished) return read();
      return once(versionPrices(versionId).models, modelId, read);
    },
    async optionPrices(versionId, isPublished, optionIds) {
      if (!isPublished) return readOptionPrices(versionId, [...new Set(optionIds)]);
      const prices = versionPrices(versionId);
      if (!prices.options) {
        const all = readOptionPrices(versionId);
        prices.options = all;
        all.catch(() => {
          prices.options = null;
        });
      }
      const every = await prices.options;
      return new Map(optionIds.flatMap((id) => (every.has(id) ? [[id, every.get(id)!] as const] : [])));
    },
  };
}
