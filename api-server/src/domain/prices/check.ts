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
import { findVersion, type ModelRow } from '../../db/queries/prices.js';
import { conflict, invalidField, notFound } from '../errors.js';
import type { Catalogue, Configuration } from '../pricing/catalogue.js';
import { checkConfiguration, type OptionState, type Problem } from '../pricing/check.js';
import { type Breakdown, priceConfiguration } from '../pricing/price.js';
import type { DealerScope } from '../scope.js';
import { applyDealerRules } from '../pricing/dealer-rules.js';
import { type PriceReads, priceReads } from './kept.js';
import { type DealerPricing, dealerPricingFor, ownDealerPricing } from './price-rules.js';
import { problemErrors } from './problems.js';
import { pricingListVersion } from './dealer-lists.js';
import { MODEL_NOT_FOUND, PRICE_VERSION_NOT_FOUND, versionVisibleTo } from './versions.js';

/**
 * The version a configuration is priced from, and whether it is published: the one named (for a
 * dealer user a published one of the list price or of their dealer's list, any other answering 404 as
 * a version that is not there, docs/permissions.md "Prices") or the version in force today of the
 * door's dealer's list, else of the list price (`pricingListVersion`; none: 409).
 */
async function pricingVersion(
  db: Queryable,
  reads: PriceReads,
  scope: DealerScope,
  versionId: number | undefined,
  dealerId: number | null,
  at: Date,
): Promise<{ id: number; isPublished: boolean }> {
  if (versionId === undefined) {
    const inForce = await pricingListVersion(db, dealerId, calendarDay(at), reads);
    if (inForce === null) throw conflict(serverMessage('noPriceInForce'));
    return { id: inForce, isPublished: true };
  }
  const row = await findVersion(db, versionId);
  if (!row || !(await versionVisibleTo(db, scope, row))) throw notFound(PRICE_VERSION_NOT_FOUND);
  return { id: row.id, isPublished: row.status === 'published' };
}

/** A configuration checked and, when nothing stops it, priced: what the check and adding a door share. */
export interface PricedDoor {
  model: ModelRow;
  catalogue: Catalogue;
  versionId: number;
  /** What stops it, as the pricing module names them. */
  problems: Problem[];
  /** Every option's state. */
  options: OptionState[];
  /** Null while a problem stops it. */
  breakdown: Breakdown | null;
}

/**
 * The check of a configuration against its model's catalogue and, without problems, its price in the
 * version. A price the version cannot give (a size the table does not make, a model or an option
 * without a price) is a problem too; then the breakdown is null.
 */
export async function priceDoor(
  db: Queryable,
  scope: DealerScope,
  configuration: Configuration,
  requestedVersionId: number | undefined,
  at: Date,
  /**
   * The dealer's rules and the quote's other doors the net is priced with (part 4b): null for none
   * (the net is the list price); absent, a dealer user's own dealer's rules (`ownDealerPricing`).
   */
  pricing?: DealerPricing | null,
): Promise<PricedDoor> {
  const reads = await priceReads(db);
  const model = await reads.model(configuration.modelId);
  if (!model || !model.active) throw invalidField('configuration.modelId', MODEL_NOT_FOUND);
  // The door's dealer (its list prices it): the quote's; without a quote, a dealer user's own.
  const dealerId =
    pricing === undefined ? (scope.kind === 'dealer' ? scope.dealerId : null) : (pricing?.dealerId ?? null);
  const version = await pricingVersion(db, reads, scope, requestedVersionId, dealerId, at);
  const versionId = version.id;
  const catalogue = await reads.catalogue(model);
  const checked = checkConfiguration(catalogue, configuration);
  const answer = (problems: Problem[], breakdown: Breakdown | null = null): PricedDoor => ({
    model,
    catalogue,
    versionId,
    problems,
    options: checked.options,
    breakdown,
  });
  if (checked.problems.length > 0) return answer(checked.problems);

  const modelPrice = await reads.modelPrice(versionId, version.isPublished, model.id);
  if (!modelPrice) return answer([{ field: 'modelId', code: 'notOffered', params: { model: model.code } }]);
  const options = await reads.optionPrices(versionId, version.isPublished, configuration.options);
  const priced = priceConfiguration(catalogue, { versionId, model: modelPrice, options }, configuration);
  if (!priced.ok) return answer(priced.problems);
  const dealer = pricing === undefined ? await ownDealerPricing(db, scope) : pricing;
  if (!dealer) return answer([], priced.breakdown);
  // The dealer's net (part 4b): the rules over the list price, this door counted with the quote's.
  const groupOf = (optionId: number) => catalogue.options.find((option) => option.id === optionId)?.groupId;
  const door = {
    modelId: model.id,
    familyId: model.familyId,
    groupIds: [...new Set(configuration.options)].flatMap((id) => groupOf(id) ?? []),
  };
  const net = applyDealerRules(priced.breakdown, door, groupOf, dealer.rules, calendarDay(at), [
    door,
    ...dealer.doors,
  ]);
  return answer([], { ...priced.breakdown, net });
}

/**
 * `POST /prices/check`: a configuration's problems, each on its field as a refused door names it
 * (`problemErrors`), every option's state and, without problems, its price with the breakdown.
 */
export async function checkPrice(
  db: Queryable,
  scope: DealerScope,
  body: CheckConfigurationBody,
  at: Date,
): Promise<ConfigurationCheck> {
  const pricing = body.orderId === undefined ? undefined : await dealerPricingFor(db, scope, body.orderId);
  const door = await priceDoor(db, scope, body.configuration, body.versionId, at, pricing);
  return {
    versionId: door.versionId,
    problems: problemErrors(door.problems, door.catalogue, body.configuration),
    options: door.options,
    breakdown: door.breakdown,
  };
}
