// What a configured item stores when its door is priced again from the version in force today
// (issue 43, part 5): copying a quote and re-pricing one build it here, by the one pricing function
// (`priceDoor`) and the snapshot adding a door keeps, so that whatever an item of a door stores is
// stored by both alike. A door that cannot be made or priced today answers its problems instead.
import type { DoorConfiguration, FieldError } from '@doorline/api-client';
import type { Db } from '../../db/index.js';
import type { insertItem } from '../../db/queries/quotes.js';
import { DomainError } from '../errors.js';
import type { Configuration } from '../pricing/catalogue.js';
import type { DealerScope } from '../scope.js';
import { priceDoor } from './check.js';
import { doorDescription, snapshotOf } from './doors.js';
import { problemErrors } from './problems.js';
import type { DealerPricing } from './price-rules.js';

/** The configuration a stored door was chosen with, as the pricing module reads it. */
export const configurationOf = (door: DoorConfiguration): Configuration => ({
  modelId: door.modelId,
  width: door.width,
  height: door.height,
  ...(door.leafWidths ? { leafWidths: [...door.leafWidths] } : {}),
  hand: door.hand,
  swing: door.swing,
  options: [...door.options],
});

/** An item's values, as `insertItem` writes them. */
export type ItemValues = Parameters<typeof insertItem>[3];

/** The field errors of item `index` (0 on, among the record's items): its paths under `items.<index>.`. */
export const itemErrors = (index: number, errors: readonly FieldError[]): FieldError[] =>
  errors.map((error) => ({ ...error, path: `items.${index}.${error.path}` }));

/**
 * A stored door priced again today: what its item stores (description, price, snapshot, version,
 * breakdown), or the problems that stop it, each on its field (`configuration.width`;
 * `configuration.modelId` for a model no longer made).
 */
export async function doorValuesToday(
  db: Db,
  scope: DealerScope,
  stored: DoorConfiguration,
  at: Date,
  /** The dealer's rules and the quote's other doors its net is priced with (part 4b; `priceDoor`). */
  pricing?: DealerPricing | null,
): Promise<DoorValues> {
  return doorValuesOf(db, scope, configurationOf(stored), at, pricing);
}

/** What an item of a door stores, or the problems that stop it. */
export type DoorValues =
  { values: ItemValues; errors?: undefined } | { values?: undefined; errors: FieldError[] };

/** A configuration priced today (`doorValuesToday`; the demo's doors, `demo-doors.ts`). */
export async function doorValuesOf(
  db: Db,
  scope: DealerScope,
  configuration: Configuration,
  at: Date,
  pricing?: DealerPricing | null,
): Promise<DoorValues> {
  let door;
  try {
    door = await priceDoor(db, scope, configuration, undefined, at, pricing);
  } catch (error) {
    // A model no longer made is refused on its field (`configuration.modelId`).
    if (error instanceof DomainError && error.kind === 'invalid' && error.fields)
      return { errors: [...error.fields] };
    throw error;
  }
  if (!door.breakdown) return { errors: problemErrors(door.problems, door.catalogue, configuration) };
  const snapshot = await snapshotOf(db, door.model, configuration);
  return {
    values: {
      description: doorDescription(snapshot),
      price: door.breakdown.listPrice,
      kind: 'configured',
      configuration: snapshot,
      priceVersionId: door.versionId,
      breakdown: door.breakdown,
      netPrice: door.breakdown.net?.amount ?? door.breakdown.listPrice,
    },
  };
}
