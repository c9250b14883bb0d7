// `POST /prices/check` (issue 43, part 2; docs/decisions.md "Issue 43, part 2"): a configuration's
// problems, every option's state and, when nothing stops it, its price with the breakdown, from the
// one pricing module. The configurator asks on every change: what cannot be made is a problem of the
// answer (200), not a refusal; only a request the check cannot run on (a model or a version that is
// not there) is refused.
import {
  calendarDay,
  type CheckConfigurationBody,
  type ConfigurationCheck,
  serverMessage,
} from '@doorline/api-client';
import type { Queryable } from '../../db/index.js';
import {
  defaultPriceListId,
  findModel,
  findModelPrice,
  findVersion,
  optionPricesOf,
  versionsInForce,
} from '../../db/queries/prices.js';
import { conflict, invalidField, notFound } from '../errors.js';
import type { OptionPrice } from '../pricing/catalogue.js';
import { checkConfiguration, type Problem } from '../pricing/check.js';
import { priceConfiguration } from '../pricing/price.js';
import type { DealerScope } from '../scope.js';
import { catalogueForModel, modelPriceOf, optionPriceOf } from './catalogue.js';
import { MODEL_NOT_FOUND, PRICE_VERSION_NOT_FOUND } from './versions.js';

/** The version of the list price in force on `day`; null when none is. */
export async function listPriceInForce(db: Queryable, day: string): Promise<number | null> {
  const listId = await defaultPriceListId(db);
  if (listId === null) return null;
  return (await versionsInForce(db, day, [listId])).get(listId) ?? null;
}

/**
 * The version a configuration is priced from: the one named (for a dealer user a published one, a
 * draft answering 404 as a version that is not there, docs/permissions.md "Prices") or the list
 * price's in force today (none: 409).
 */
async function pricingVersion(
  db: Queryable,
  scope: DealerScope,
  versionId: number | undefined,
  at: Date,
): Promise<number> {
  if (versionId === undefined) {
    const inForce = await listPriceInForce(db, calendarDay(at));
    if (inForce === null) throw conflict(serverMessage('noPriceInForce'));
    return inForce;
  }
  const row = await findVersion(db, versionId);
  if (!row || (scope.kind === 'dealer' && row.status !== 'published'))
    throw notFound(PRICE_VERSION_NOT_FOUND);
  return row.id;
}

/**
 * `POST /prices/check`: the check of the configuration against its model's catalogue (its problems,
 * each naming its field as the pricing module does: `width`, `options.2`; every option's state) and,
 * without problems, its price in the version. A price the version cannot give (a size the table does
 * not make, a model or an option without a price) is a problem too; then the breakdown is null.
 */
export async function checkPrice(
  db: Queryable,
  scope: DealerScope,
  body: CheckConfigurationBody,
  at: Date,
): Promise<ConfigurationCheck> {
  const { configuration } = body;
  const model = await findModel(db, configuration.modelId);
  if (!model || !model.active) throw invalidField('configuration.modelId', MODEL_NOT_FOUND);
  const versionId = await pricingVersion(db, scope, body.versionId, at);
  const catalogue = await catalogueForModel(db, model);
  const checked = checkConfiguration(catalogue, configuration);
  const answer = (problems: Problem[], breakdown: ConfigurationCheck['breakdown'] = null) => ({
    versionId,
    problems,
    options: checked.options,
    breakdown,
  });
  if (checked.problems.length > 0) return answer(checked.problems);

  const stored = await findModelPrice(db, versionId, model.id);
  const modelPrice = stored && modelPriceOf(stored);
  if (!modelPrice) return answer([{ field: 'modelId', code: 'notOffered', params: { model: model.code } }]);
  const options = new Map<number, OptionPrice>();
  for (const row of await optionPricesOf(db, versionId, [...new Set(configuration.options)])) {
    const price = optionPriceOf(row.price);
    if (price) options.set(row.optionId, price);
  }
  const priced = priceConfiguration(catalogue, { versionId, model: modelPrice, options }, configuration);
  return priced.ok ? answer([], priced.breakdown) : answer(priced.problems);
}
