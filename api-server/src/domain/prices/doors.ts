// A configured door on a quote (issue 43, part 3; docs/decisions.md "Issue 43, part 3"): checked and
// priced by the one pricing function (`priceDoor`, as `POST /prices/check`) from the version in
// force today, and kept with its configuration, a snapshot of the names it chose, the version and the
// breakdown, so that nothing later changes it.
import {
  type AddDoorBody,
  type DoorConfiguration,
  type DoorLabel,
  doorLine,
  type DoorLineWords,
  type ItemDoor,
  serverMessage,
} from '@doorline/api-client';
import type { Db } from '../../db/index.js';
import { findItemDoor } from '../../db/queries/order-record.js';
import { listGroups, listOptions, type ModelRow } from '../../db/queries/prices.js';
import { insertItem } from '../../db/queries/quotes.js';
import { withAmount } from '../orders/line-amounts.js';
import { DomainError, notFound } from '../errors.js';
import { refusal, visibleMainOrder } from '../orders/orders.js';
import type { Configuration } from '../pricing/catalogue.js';
import type { DealerScope } from '../scope.js';
import { priceDoor } from './check.js';
import { dealerPricingFor } from './price-rules.js';
import { problemErrors } from './problems.js';

/** The configuration with the names it chose, as the item keeps it. */
export async function snapshotOf(
  db: Db,
  model: ModelRow,
  configuration: Configuration,
): Promise<DoorConfiguration> {
  const [options, groups] = await Promise.all([listOptions(db), listGroups(db)]);
  const chosen = [...new Set(configuration.options)].map((id) => {
    const option = options.find((row) => row.id === id)!;
    const group = groups.find((row) => row.id === option.groupId)!;
    return {
      option: { id: option.id, code: option.code, names: option.names },
      group: { id: group.id, code: group.code, names: group.names },
    };
  });
  return {
    modelId: model.id,
    width: configuration.width,
    height: configuration.height,
    ...(configuration.leafWidths ? { leafWidths: [...configuration.leafWidths] } : {}),
    hand: configuration.hand,
    swing: configuration.swing,
    options: chosen.map((entry) => entry.option.id),
    model: { id: model.id, code: model.code, names: model.names },
    chosen,
  };
}

/** What a configured item's line says (`Item.door`), from its snapshot; `itemColumns` answers the same. */
export function doorLabelOf(door: DoorConfiguration): DoorLabel {
  return {
    code: door.model.code,
    names: door.model.names,
    width: door.width,
    height: door.height,
    hand: door.hand,
    swing: door.swing,
    options: door.chosen.map((entry) => entry.option.code),
  };
}

const english: DoorLineWords = {
  hand: { left: 'left', right: 'right' },
  swing: { inward: 'inward', outward: 'outward' },
  mm: 'mm',
};

/**
 * The item's description, in English, from the snapshot: model, size, hand, swing and option codes.
 * The lists' files read it; the screens and the PDF write the line in the reader's language.
 */
export function doorDescription(door: DoorConfiguration): string {
  return doorLine(doorLabelOf(door), 'en', english);
}

/**
 * `POST /orders/{id}/doors`: to a draft or rejected quote the caller may write, as `POST /items`. Every
 * problem of the configuration is a 400 on its field; nothing is written.
 */
export async function addDoor(db: Db, scope: DealerScope, orderId: number, body: AddDoorBody, at: Date) {
  await visibleMainOrder(db, scope, orderId);
  // The quote's dealer's rules and its doors price the dealer's net (part 4b).
  const pricing = await dealerPricingFor(db, scope, orderId);
  const door = await priceDoor(db, scope, body.configuration, undefined, at, pricing);
  if (!door.breakdown) {
    const errors = problemErrors(door.problems, door.catalogue, body.configuration);
    throw new DomainError('invalid', serverMessage('doorNotMade'), undefined, errors);
  }
  const breakdown = door.breakdown;
  const configuration = await snapshotOf(db, door.model, body.configuration);
  return db.transaction(async (tx) => {
    const item = await insertItem(
      tx,
      orderId,
      scope,
      {
        description: doorDescription(configuration),
        price: breakdown.listPrice,
        kind: 'configured',
        configuration,
        priceVersionId: door.versionId,
        breakdown,
        netPrice: breakdown.net?.amount ?? breakdown.listPrice,
      },
      at,
    );
    // A locked quote answers 409, as adding an item does.
    if (!item) throw await refusal(tx, scope, orderId);
    return withAmount(item);
  });
}

/** `GET /items/{id}/door`: a configured item of a record the caller sees; anything else is not found. */
export async function itemDoor(db: Db, scope: DealerScope, itemId: number): Promise<ItemDoor> {
  const door = await findItemDoor(db, scope, itemId);
  if (!door) throw notFound();
  return door;
}
