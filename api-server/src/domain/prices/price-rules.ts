// Dealers' discount rules (issue 43, part 4b; docs/decisions.md "Issue 43, part 4b"): a dealer's rules
// in the order they apply, their writes (the organization with `prices.rules`), and the rules and doors
// a door of a quote is priced with (`dealerPricingFor`), which `priceDoor` hands to the pure
// `applyDealerRules`. A dealer user reads only their own dealer's rules: another's is not found.
// Every write goes on the dealer's audit trail in its transaction (`dealer.price_rule_*`).
import {
  type DoorConfiguration,
  netPriceTargets,
  type PriceListRef,
  type PriceRule,
  type PriceRuleBody,
  serverMessage,
} from '@doorline/api-client';
import type { Db, Queryable } from '../../db/index.js';
import { findDealer } from '../../db/queries/dealers.js';
import {
  deleteRule,
  doorsOfOrder,
  findRule,
  insertRule,
  listDealerRules,
  type PriceRuleRead,
  type PriceRuleValues,
  targetExists,
  updateRule,
} from '../../db/queries/price-rules.js';
import { iso } from '../../db/queries/rows.js';
import { recordAudit } from '../administration/audit.js';
import { invalidField, notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { visibleMainOrder } from '../orders/orders.js';
import { type CoveredDoor, type DealerRule, ruleOrder } from '../pricing/dealer-rules.js';
import type { DealerScope } from '../scope.js';
import { fieldChanges } from './catalogue-edit.js';
import { dealerPriceList } from './dealer-lists.js';
import { priceReads } from './kept.js';

const DEALER_NOT_FOUND = serverMessage('dealerNotFound');
const RULE_NOT_FOUND = serverMessage('priceRuleNotFound');

/** A rule as the pricing module reads it. */
const dealerRuleOf = (row: PriceRuleRead): DealerRule => ({
  id: row.id,
  target: row.target,
  targetId: row.targetId,
  kind: row.kind,
  value: row.value,
  validFrom: row.validFrom,
  validTo: row.validTo,
  minQuantity: row.minQuantity,
});

/** A dealer's rules, sorted as they apply. */
async function rulesOf(db: Queryable, dealerId: number): Promise<PriceRuleRead[]> {
  const rows = await listDealerRules(db, dealerId);
  return rows.sort((a, b) => ruleOrder(dealerRuleOf(a), dealerRuleOf(b)));
}

/** A dealer the caller sees (a dealer user: only their own), else 404. */
async function visibleDealer(db: Queryable, scope: DealerScope, dealerId: number) {
  const dealer = await findDealer(db, scope, dealerId);
  if (!dealer || dealer.status === 'deleted') throw notFound(DEALER_NOT_FOUND);
  return dealer;
}

/** `GET /dealers/{id}/price-rules`: the dealer's rules in the order they apply. */
export async function dealerRules(
  db: Queryable,
  scope: DealerScope,
  dealerId: number,
): Promise<{ dealerId: number; dealerName: string; priceList: PriceListRef; rules: PriceRule[] }> {
  const dealer = await visibleDealer(db, scope, dealerId);
  // The dealer's price list with its rules (docs/decisions.md "Issue 43: a dealer's own price list").
  const priceList = await dealerPriceList(db, dealerId);
  return {
    dealerId,
    dealerName: dealer.name,
    priceList,
    rules: (await rulesOf(db, dealerId)).map((row) => iso(row)),
  };
}

/**
 * A rule's values as written, checked beyond the contract's shape (each a 400 on its field): a target's
 * id given and in the catalogue, a percentage at most 100, a net price only on a model or a group, the
 * last day not before the first.
 */
async function ruleValues(db: Queryable, body: PriceRuleBody): Promise<PriceRuleValues> {
  let targetId: number | null = null;
  if (body.target !== 'all') {
    if (body.targetId === undefined || body.targetId === null)
      throw invalidField('targetId', serverMessage('ruleTargetRequired'));
    if (!(await targetExists(db, body.target, body.targetId)))
      throw invalidField('targetId', serverMessage('ruleTargetNotFound'));
    targetId = body.targetId;
  }
  if (body.kind === 'percent' && body.value > 100)
    throw invalidField('value', serverMessage('percentAbove100'));
  if (body.kind === 'net' && !netPriceTargets.includes(body.target))
    throw invalidField('kind', serverMessage('netPriceTarget'));
  const validFrom = body.validFrom ?? null;
  const validTo = body.validTo ?? null;
  if (validFrom !== null && validTo !== null && validTo < validFrom)
    throw invalidField('validTo', serverMessage('validToBeforeFrom'));
  return {
    target: body.target,
    targetId,
    kind: body.kind,
    value: body.value,
    validFrom,
    validTo,
    minQuantity: body.minQuantity ?? 1,
    note: body.note ?? '',
  };
}

/** A rule's own fields, as its dealer's trail keeps them. */
const trailedRule = (rule: PriceRuleRead) => ({
  id: rule.id,
  target: rule.target,
  targetId: rule.targetId,
  kind: rule.kind,
  value: rule.value,
  validFrom: rule.validFrom,
  validTo: rule.validTo,
  minQuantity: rule.minQuantity,
  note: rule.note,
});

/** `POST /dealers/{id}/price-rules`: on the dealer's trail, `dealer.price_rule_created` with the rule. */
export async function createRule(
  db: Db,
  user: AuthUser,
  scope: DealerScope,
  dealerId: number,
  body: PriceRuleBody,
  at: Date,
): Promise<PriceRule> {
  await visibleDealer(db, scope, dealerId);
  const values = await ruleValues(db, body);
  const row = await db.transaction(async (tx) => {
    const made = await insertRule(tx, dealerId, values, user.id, at);
    await recordAudit(tx, {
      actorId: user.id,
      subject: 'dealer',
      subjectId: dealerId,
      action: 'dealer.price_rule_created',
      after: trailedRule(made),
      at,
    });
    return made;
  });
  return iso(row);
}

/**
 * `PUT /price-rules/{id}`: a quote already made keeps the rule it applied (its breakdown). On the
 * dealer's trail, `dealer.price_rule_changed` with the changed fields before and after and the rule's id.
 */
export async function changeRule(
  db: Db,
  user: AuthUser,
  scope: DealerScope,
  id: number,
  body: PriceRuleBody,
  at: Date,
): Promise<PriceRule> {
  const rule = await findRule(db, id);
  if (!rule) throw notFound(RULE_NOT_FOUND);
  await visibleDealer(db, scope, rule.dealerId).catch(() => {
    throw notFound(RULE_NOT_FOUND);
  });
  const values = await ruleValues(db, body);
  const row = await db.transaction(async (tx) => {
    const stored = await findRule(tx, id, { lock: true });
    if (!stored) throw notFound(RULE_NOT_FOUND);
    const { before, after } = fieldChanges(trailedRule(stored), values);
    const changed = await updateRule(tx, id, values, at);
    if (changed && Object.keys(after).length > 0)
      await recordAudit(tx, {
        actorId: user.id,
        subject: 'dealer',
        subjectId: stored.dealerId,
        action: 'dealer.price_rule_changed',
        before: { id, ...before },
        after: { id, ...after },
        at,
      });
    return changed;
  });
  if (!row) throw notFound(RULE_NOT_FOUND);
  return iso(row);
}

/** `DELETE /price-rules/{id}`: on the dealer's trail, `dealer.price_rule_deleted` with the rule before. */
export async function removeRule(
  db: Db,
  user: AuthUser,
  scope: DealerScope,
  id: number,
  at: Date,
): Promise<void> {
  const rule = await findRule(db, id);
  if (!rule || !(await findDealer(db, scope, rule.dealerId))) throw notFound(RULE_NOT_FOUND);
  await db.transaction(async (tx) => {
    const stored = await findRule(tx, id, { lock: true });
    if (!stored || !(await deleteRule(tx, id))) throw notFound(RULE_NOT_FOUND);
    await recordAudit(tx, {
      actorId: user.id,
      subject: 'dealer',
      subjectId: stored.dealerId,
      action: 'dealer.price_rule_deleted',
      before: trailedRule(stored),
      at,
    });
  });
}

/* ---------- the rules a door is priced with ---------- */

/**
 * What a door's net is priced with: its quote's dealer's rules and the quote's other configured doors
 * (a rule's minimum quantity counts them with this one). Null: no dealer, the net is the list price.
 */
export interface DealerPricing {
  dealerId: number;
  rules: DealerRule[];
  doors: CoveredDoor[];
}

/** What a stored door is, for the rules that may cover it. */
async function coveredOf(db: Queryable, door: DoorConfiguration): Promise<CoveredDoor | null> {
  const model = await (await priceReads(db)).model(door.modelId);
  if (!model) return null;
  return {
    modelId: model.id,
    familyId: model.familyId,
    groupIds: door.chosen.map((entry) => entry.group.id),
  };
}

async function pricingOf(
  db: Queryable,
  dealerId: number,
  doors: DoorConfiguration[],
): Promise<DealerPricing> {
  const rows = await listDealerRules(db, dealerId);
  // One after another: `db` may be a transaction, one connection running one statement at a time.
  const covered = [];
  for (const door of doors) covered.push(await coveredOf(db, door));
  return {
    dealerId,
    rules: rows.map(dealerRuleOf),
    doors: covered.filter((door): door is CoveredDoor => door !== null),
  };
}

/**
 * The pricing of a door of record `orderId` (one the caller sees, else 404): its dealer's rules and
 * its configured doors but `exceptItemId` (the door being priced again, when it is one of them).
 */
export async function dealerPricingFor(
  db: Queryable,
  scope: DealerScope,
  orderId: number,
  exceptItemId?: number,
): Promise<DealerPricing | null> {
  const order = await visibleMainOrder(db, scope, orderId);
  if (order.dealerId === null) return null;
  return pricingOf(db, order.dealerId, await doorsOfOrder(db, orderId, exceptItemId));
}

/** A door priced for no quote: a dealer user's own dealer's rules, none for the organization. */
export async function ownDealerPricing(db: Queryable, scope: DealerScope): Promise<DealerPricing | null> {
  return scope.kind === 'dealer' ? pricingOf(db, scope.dealerId, []) : null;
}
