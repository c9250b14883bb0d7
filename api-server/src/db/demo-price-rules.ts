// The demo dealers' discount rules (issue 43, part 4b; docs/decisions.md "Issue 43, part 4b"): the
// first dealer 5 % on everything and 15 % on locks from three doors; the second 8 % on entrance doors
// and 12 % on ENT-GRAND for this quarter; the third none (the list price). Targets by code, dates from
// the seed's day.
import { daysAfter, type PriceRuleBody } from '@doorline/api-client';
import type { Tx } from './index.js';
import { dealerPriceRules, optionGroups, productFamilies, productModels } from './schema.js';

type DemoRule = Omit<PriceRuleBody, 'targetId' | 'validFrom' | 'validTo'> & {
  /** The family's, model's or group's code; none for `all`. */
  code?: string;
  /** Days from the seed's day to the first and last days; none: open. */
  fromDays?: number;
  toDays?: number;
};

/** Each demo dealer's rules, by the dealer's place in `demoDealers`. */
export const demoPriceRules: readonly (readonly DemoRule[])[] = [
  [
    { target: 'all', kind: 'percent', value: 5, note: 'Standard dealer terms' },
    { target: 'group', code: 'lock', kind: 'percent', value: 15, minQuantity: 3, note: 'Locks by the batch' },
  ],
  [
    { target: 'family', code: 'ENT', kind: 'percent', value: 8, note: 'Entrance doors' },
    {
      target: 'model',
      code: 'ENT-GRAND',
      kind: 'percent',
      value: 12,
      fromDays: -30,
      toDays: 60,
      note: 'ENT-GRAND this quarter',
    },
  ],
];

/** Writes the demo dealers' rules, after the catalogue. */
export async function seedDemoPriceRules(
  tx: Tx,
  dealerIds: readonly number[],
  createdById: number,
  now: Date,
) {
  // One after another: a transaction is one connection, which runs one statement at a time.
  const families = await tx
    .select({ id: productFamilies.id, code: productFamilies.code })
    .from(productFamilies);
  const models = await tx.select({ id: productModels.id, code: productModels.code }).from(productModels);
  const groups = await tx.select({ id: optionGroups.id, code: optionGroups.code }).from(optionGroups);
  const idOf = (rule: DemoRule) => {
    if (rule.target === 'all') return null;
    const list = { family: families, model: models, group: groups }[rule.target];
    const found = list.find((row) => row.code === rule.code);
    if (!found) throw new Error(`No ${rule.target} ${rule.code} in the demo catalogue`);
    return found.id;
  };
  const values = demoPriceRules.flatMap((rules, index) =>
    dealerIds[index] === undefined
      ? []
      : rules.map((rule) => ({
          dealerId: dealerIds[index]!,
          target: rule.target,
          targetId: idOf(rule),
          kind: rule.kind,
          value: rule.value,
          validFrom: rule.fromDays === undefined ? null : daysAfter(now, rule.fromDays),
          validTo: rule.toDays === undefined ? null : daysAfter(now, rule.toDays),
          minQuantity: rule.minQuantity ?? 1,
          note: rule.note ?? '',
          createdById,
          createdAt: now,
          updatedAt: now,
        })),
  );
  if (values.length > 0) await tx.insert(dealerPriceRules).values(values);
}
