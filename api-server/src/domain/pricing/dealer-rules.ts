// A dealer's discount rules over a door's list price (docs/decisions.md "Issue 43, part 4b"): the base
// takes the most specific rule that holds among model, family and everything; each option its group's
// rule, else the most specific percentage rule of the door. A percentage takes that much off the
// component's list amount, a net price replaces it; each component is rounded once, to the cent. A rule
// holds on the pricing day between its dates (both included) when the quote's configured doors it
// covers, this one included, are at least its minimum quantity. Within one kind the latest valid one
// wins: the latest `validFrom` (none is the earliest), then the one created last.
import { amountOf, type Cents, centsOf, percentOf } from './money.js';

export type RuleTarget = 'group' | 'model' | 'family' | 'all';

/** A dealer's rule as the module reads it. */
export interface DealerRule {
  id: number;
  target: RuleTarget;
  /** The group's, model's or family's id; null for `all`. */
  targetId: number | null;
  kind: 'percent' | 'net';
  /** The percent (0 to 100) or the net amount. */
  value: number;
  /** Calendar days, YYYY-MM-DD, both included; null: open. */
  validFrom: string | null;
  validTo: string | null;
  minQuantity: number;
}

/** What a configured door is, for the rules that may cover it. */
export interface CoveredDoor {
  modelId: number;
  familyId: number;
  /** The groups of its chosen options. */
  groupIds: readonly number[];
}

/** A rule as the breakdown names it. */
export interface AppliedRule {
  ruleId: number;
  target: RuleTarget;
  targetId: number | null;
  kind: 'percent' | 'net';
  value: number;
}

/** A component of the door a rule applied to. */
export interface NetLine {
  component: 'base' | 'option';
  optionId?: number;
  list: number;
  net: number;
  rule: AppliedRule;
}

export interface NetPrice {
  /** The dealer's net price of the door. */
  amount: number;
  /** Each component a rule applied to. */
  lines: NetLine[];
}

const specificity: Record<RuleTarget, number> = { group: 0, model: 1, family: 2, all: 3 };

/**
 * The order rules apply in: the most specific target first, then within a target the latest valid
 * first (the latest `validFrom`, none the earliest; then the latest created, by id).
 */
export function ruleOrder(a: DealerRule, b: DealerRule): number {
  if (a.target !== b.target) return specificity[a.target] - specificity[b.target];
  const from = (b.validFrom ?? '').localeCompare(a.validFrom ?? '');
  return from !== 0 ? from : b.id - a.id;
}

/** Whether a rule's target covers a door. */
export function covers(rule: DealerRule, door: CoveredDoor): boolean {
  switch (rule.target) {
    case 'all':
      return true;
    case 'family':
      return door.familyId === rule.targetId;
    case 'model':
      return door.modelId === rule.targetId;
    case 'group':
      return rule.targetId !== null && door.groupIds.includes(rule.targetId);
  }
}

/** Whether a rule holds on `day` for a quote of these doors (the one priced included). */
export function holds(rule: DealerRule, day: string, doors: readonly CoveredDoor[]): boolean {
  if (rule.validFrom !== null && day < rule.validFrom) return false;
  if (rule.validTo !== null && day > rule.validTo) return false;
  return doors.filter((door) => covers(rule, door)).length >= rule.minQuantity;
}

/** A component's amount after a rule. */
function netOf(list: Cents, rule: DealerRule): Cents {
  return rule.kind === 'net' ? centsOf(rule.value) : list - percentOf(list, rule.value);
}

const applied = (rule: DealerRule): AppliedRule => ({
  ruleId: rule.id,
  target: rule.target,
  targetId: rule.targetId,
  kind: rule.kind,
  value: rule.value,
});

/**
 * The dealer's net price of a priced door under the dealer's rules, on `day`, for a quote whose
 * configured doors (`doors`) include this one. `groupOf` names each chosen option's group.
 */
export function applyDealerRules(
  /** The door's list price in parts: `price.ts`'s breakdown (not imported: it names this module's net). */
  breakdown: { base: { amount: number }; options: readonly { optionId: number; amount: number }[] },
  door: CoveredDoor,
  groupOf: (optionId: number) => number | undefined,
  rules: readonly DealerRule[],
  day: string,
  doors: readonly CoveredDoor[],
): NetPrice {
  const ordered = rules.filter((rule) => covers(rule, door) && holds(rule, day, doors)).sort(ruleOrder);
  const doorRule = ordered.find((rule) => rule.target !== 'group');
  const doorPercent = ordered.find((rule) => rule.target !== 'group' && rule.kind === 'percent');
  const lines: NetLine[] = [];
  let total = 0n;
  const apply = (list: Cents, rule: DealerRule | undefined, line: Omit<NetLine, 'list' | 'net' | 'rule'>) => {
    if (!rule) return (total += list);
    const net = netOf(list, rule);
    lines.push({ ...line, list: amountOf(list), net: amountOf(net), rule: applied(rule) });
    return (total += net);
  };
  apply(centsOf(breakdown.base.amount), doorRule, { component: 'base' });
  for (const option of breakdown.options) {
    const groupId = groupOf(option.optionId);
    const groupRule = ordered.find((rule) => rule.target === 'group' && rule.targetId === groupId);
    apply(centsOf(option.amount), groupRule ?? doorPercent, {
      component: 'option',
      optionId: option.optionId,
    });
  }
  return { amount: amountOf(total), lines };
}
