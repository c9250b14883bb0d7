// A dealer's rules over a door's list price (issue 43, part 4b; docs/decisions.md "Issue 43, part
// 4b"): every target kind, the most specific wins, dates, minimum quantity, the latest wins, percent
// and net, rounding in cents, and a property (fast-check): a percentage never makes a net above the list.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDealerRules, type CoveredDoor, type DealerRule, ruleOrder } from './dealer-rules.js';

const FAMILY = 1;
const MODEL = 10;
const OTHER_MODEL = 11;
const GLAZING = 100;
const LOCKS = 101;
const GLASS = 1000;
const LOCK = 1001;

const groups = new Map([
  [GLASS, GLAZING],
  [LOCK, LOCKS],
]);
const groupOf = (optionId: number) => groups.get(optionId);
const door: CoveredDoor = { modelId: MODEL, familyId: FAMILY, groupIds: [GLAZING, LOCKS] };
const breakdown = {
  base: { amount: 1000, source: { kind: 'cell' as const, cell: { width: 800, height: 2000, amount: 1000 } } },
  options: [
    { optionId: GLASS, price: { kind: 'fixed' as const, amount: 200 }, amount: 200 },
    { optionId: LOCK, price: { kind: 'fixed' as const, amount: 100 }, amount: 100 },
  ],
};
const DAY = '2026-03-15';

let nextId = 1;
const rule = (fields: Partial<DealerRule> & Pick<DealerRule, 'target'>): DealerRule => ({
  id: nextId++,
  targetId: null,
  kind: 'percent',
  value: 10,
  validFrom: null,
  validTo: null,
  minQuantity: 1,
  ...fields,
});
const net = (rules: DealerRule[], doors: CoveredDoor[] = [door], day = DAY) =>
  applyDealerRules(breakdown, door, groupOf, rules, day, doors);

describe("a dealer's rules", () => {
  it('without rules: the net is the list price, no line', () => {
    expect(net([])).toEqual({ amount: 1300, lines: [] });
  });

  it('everything: a percentage off the base and every option', () => {
    const all = rule({ target: 'all', value: 10 });
    const priced = net([all]);
    expect(priced.amount).toBe(1170);
    expect(priced.lines.map((line) => [line.component, line.list, line.net, line.rule.ruleId])).toEqual([
      ['base', 1000, 900, all.id],
      ['option', 200, 180, all.id],
      ['option', 100, 90, all.id],
    ]);
  });

  it('a family, a model: only a door of theirs', () => {
    expect(net([rule({ target: 'family', targetId: FAMILY, value: 20 })]).amount).toBe(1040);
    expect(net([rule({ target: 'family', targetId: FAMILY + 1, value: 20 })]).amount).toBe(1300);
    expect(net([rule({ target: 'model', targetId: MODEL, value: 50 })]).amount).toBe(650);
    expect(net([rule({ target: 'model', targetId: OTHER_MODEL, value: 50 })]).amount).toBe(1300);
  });

  it("an option group: only its options, as a percentage or each option's net", () => {
    const percent = net([rule({ target: 'group', targetId: GLAZING, value: 25 })]);
    expect(percent.amount).toBe(1250);
    expect(percent.lines).toEqual([
      expect.objectContaining({ component: 'option', optionId: GLASS, list: 200, net: 150 }),
    ]);
    expect(net([rule({ target: 'group', targetId: LOCKS, kind: 'net', value: 60 })]).amount).toBe(1260);
  });

  it('the most specific wins: model over family over everything; a group over the door for its options', () => {
    const all = rule({ target: 'all', value: 5 });
    const family = rule({ target: 'family', targetId: FAMILY, value: 10 });
    const model = rule({ target: 'model', targetId: MODEL, value: 20 });
    const group = rule({ target: 'group', targetId: GLAZING, value: 50 });
    const priced = net([all, family, model, group]);
    expect(priced.lines.map((line) => line.rule.ruleId)).toEqual([model.id, group.id, model.id]);
    // base 1000 − 20 % = 800, glass 200 − 50 % = 100, lock 100 − 20 % = 80
    expect(priced.amount).toBe(980);
    expect(net([all, family]).lines.map((line) => line.rule.ruleId)).toEqual([
      family.id,
      family.id,
      family.id,
    ]);
  });

  it("a model's net price replaces the base; the options take the door's most specific percentage", () => {
    const family = rule({ target: 'family', targetId: FAMILY, value: 10 });
    const model = rule({ target: 'model', targetId: MODEL, kind: 'net', value: 750.5 });
    const priced = net([family, model]);
    expect(priced.lines.map((line) => [line.component, line.net, line.rule.ruleId])).toEqual([
      ['base', 750.5, model.id],
      ['option', 180, family.id],
      ['option', 90, family.id],
    ]);
    expect(priced.amount).toBe(1020.5);
  });

  it('validity dates: both days included, outside them the rule does not hold', () => {
    const dated = { target: 'all' as const, validFrom: '2026-03-01', validTo: '2026-03-31' };
    expect(net([rule(dated)], [door], '2026-03-01').amount).toBe(1170);
    expect(net([rule(dated)], [door], '2026-03-31').amount).toBe(1170);
    expect(net([rule(dated)], [door], '2026-02-28').amount).toBe(1300);
    expect(net([rule(dated)], [door], '2026-04-01').amount).toBe(1300);
    expect(net([rule({ target: 'all', validFrom: '2026-03-16' })]).amount).toBe(1300);
    expect(net([rule({ target: 'all', validTo: '2026-03-14' })]).amount).toBe(1300);
  });

  it("minimum quantity: the quote's doors the rule covers, this one included", () => {
    const other: CoveredDoor = { modelId: OTHER_MODEL, familyId: FAMILY, groupIds: [] };
    const three = rule({ target: 'model', targetId: MODEL, minQuantity: 3 });
    expect(net([three], [door, door]).amount).toBe(1300);
    expect(net([three], [door, door, other]).amount).toBe(1300);
    expect(net([three], [door, door, door]).amount).toBe(1170);
    const family = rule({ target: 'family', targetId: FAMILY, minQuantity: 3 });
    expect(net([family], [door, door, other]).amount).toBe(1170);
    const glazing = rule({ target: 'group', targetId: GLAZING, minQuantity: 2, value: 50 });
    expect(net([glazing], [door, other]).amount).toBe(1300);
    expect(net([glazing], [door, door]).amount).toBe(1200);
  });

  it('within one kind the latest valid wins: the latest valid-from, then the last created', () => {
    const old = rule({ target: 'all', value: 10, validFrom: '2026-01-01' });
    const newer = rule({ target: 'all', value: 20, validFrom: '2026-03-01' });
    const later = rule({ target: 'all', value: 30, validFrom: '2026-04-01' });
    expect(net([newer, old, later]).lines[0]!.rule.ruleId).toBe(newer.id);
    const open = rule({ target: 'all', value: 40 });
    expect(net([open, old]).lines[0]!.rule.ruleId).toBe(old.id);
    const first = rule({ target: 'all', value: 1 });
    const second = rule({ target: 'all', value: 2 });
    expect(net([second, first]).lines[0]!.rule.ruleId).toBe(second.id);
    expect([open, later, newer, old].sort(ruleOrder).map((r) => r.id)).toEqual([
      later.id,
      newer.id,
      old.id,
      open.id,
    ]);
  });

  it('rounds each component once, half away from zero, to the cent', () => {
    const odd = {
      base: { amount: 999.99, source: breakdown.base.source },
      options: [{ optionId: GLASS, price: { kind: 'fixed' as const, amount: 0.05 }, amount: 0.05 }],
    };
    // 999.99 × 12.5 % = 124.99875 → 125.00 off; 0.05 × 12.5 % = 0.00625 → 0.01 off
    const priced = applyDealerRules(odd, door, groupOf, [rule({ target: 'all', value: 12.5 })], DAY, [door]);
    expect(priced.lines.map((line) => line.net)).toEqual([874.99, 0.04]);
    expect(priced.amount).toBe(875.03);
  });

  it('a percentage rule never makes the net above the list, nor below zero (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000_00 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('all', 'family', 'model', 'group'),
        (baseCents, optionCents, basisPoints, target) => {
          const priced = applyDealerRules(
            {
              base: { amount: baseCents / 100 },
              options: [{ optionId: GLASS, amount: optionCents / 100 }],
            },
            door,
            groupOf,
            [
              rule({
                target: target as DealerRule['target'],
                targetId: target === 'all' ? null : { family: FAMILY, model: MODEL, group: GLAZING }[target]!,
                value: basisPoints / 100,
              }),
            ],
            DAY,
            [door],
          );
          const list = (baseCents + optionCents) / 100;
          expect(priced.amount).toBeLessThanOrEqual(list);
          expect(priced.amount).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
