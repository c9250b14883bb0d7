// The pricing module (issue 43, part 1; docs/decisions.md "Issue 43: the door catalogue and its
// prices"): every rule kind, the table's edges, exact money, and two properties (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Catalogue, Configuration, ModelPrice, PriceTable, VersionPrices } from './catalogue.js';
import { checkConfiguration } from './check.js';
import { divideRounded, percentOf, perSquareMetre } from './money.js';
import { basePrice, priceConfiguration } from './price.js';

const GLAZING = 1;
const FIRE_GLASS = 2;
const EI30 = 3;
const LOCK = 4;
const DOUBLE_LOCK = 5;
const ARMOURED = 6;
const SILL = 7;

const catalogue: Catalogue = {
  model: {
    id: 10,
    code: 'FD-30',
    familyId: 1,
    sizeRule: { width: { min: 600, max: 1200, step: 10 }, height: { min: 1900, max: 2400, step: 10 } },
    hands: ['left', 'right'],
    swings: ['inward', 'outward'],
  },
  groups: [
    { id: 100, code: 'glazing', required: false, multiple: false },
    { id: 200, code: 'fire', required: false, multiple: false },
    { id: 300, code: 'lock', required: true, multiple: false },
    { id: 400, code: 'extras', required: false, multiple: true },
  ],
  options: [
    { id: GLAZING, code: 'GL', groupId: 100, excludes: [EI30], maxHeight: 2100 },
    { id: FIRE_GLASS, code: 'FGL', groupId: 100 },
    { id: EI30, code: 'EI30', groupId: 200, requires: [DOUBLE_LOCK] },
    { id: LOCK, code: 'L1', groupId: 300 },
    { id: DOUBLE_LOCK, code: 'L2', groupId: 300 },
    { id: ARMOURED, code: 'ARM', groupId: 400, models: [99] },
    { id: SILL, code: 'SILL', groupId: 400 },
  ],
};

const table: PriceTable = {
  widths: [600, 800, 1000, 1200],
  heights: [1900, 2100, 2400],
  cells: [
    [100, 120, 140, null],
    [110, 130, 150, 170],
    [130, 150, 175.55, 200],
  ],
  between: 'interpolate',
};

const prices = (model: ModelPrice = { kind: 'table', table }): VersionPrices => ({
  versionId: 7,
  model,
  options: new Map([
    [GLAZING, { kind: 'fixed', amount: 45.5 }],
    [FIRE_GLASS, { kind: 'perSquareMetre', rate: 99.99 }],
    [EI30, { kind: 'percentOfBase', percent: 12.5 }],
    [LOCK, { kind: 'fixed', amount: 0 }],
    [DOUBLE_LOCK, { kind: 'fixed', amount: 20 }],
    [SILL, { kind: 'fixed', amount: 15 }],
  ]),
});

const door = (fields: Partial<Configuration> = {}): Configuration => ({
  modelId: 10,
  width: 800,
  height: 2100,
  hand: 'left',
  swing: 'inward',
  options: [LOCK],
  ...fields,
});

const codes = (configuration: Configuration) =>
  checkConfiguration(catalogue, configuration).problems.map((problem) => `${problem.field}:${problem.code}`);

describe('money', () => {
  it('rounds half away from zero, once', () => {
    expect(divideRounded(5n, 10n)).toBe(1n);
    expect(divideRounded(4n, 10n)).toBe(0n);
    expect(divideRounded(-5n, 10n)).toBe(-1n);
    expect(divideRounded(15n, 10n)).toBe(2n);
  });

  it('prices an area and a percentage to the cent, exactly', () => {
    // 99.99 per m² × 0.8 m × 2.1 m = 167.9832 → 167.98
    expect(perSquareMetre(9999n, 800n * 2100n)).toBe(16798n);
    // 12.5 % of 0.29 = 0.03625 → 0.04
    expect(percentOf(29n, 12.5)).toBe(4n);
    expect(percentOf(13000n, 12.5)).toBe(1625n);
  });
});

describe('checkConfiguration', () => {
  it('accepts a door in range and on the step', () => {
    expect(codes(door())).toEqual([]);
    expect(codes(door({ width: 600, height: 1900 }))).toEqual([]);
    expect(codes(door({ width: 1200, height: 2400 }))).toEqual([]);
  });

  it('refuses a size off the step or out of range, naming the range and step', () => {
    expect(codes(door({ width: 805 }))).toEqual(['width:offStep']);
    expect(codes(door({ width: 590 }))).toEqual(['width:outOfRange']);
    expect(codes(door({ height: 2410 }))).toEqual(['height:outOfRange']);
    expect(codes(door({ width: 800.5 }))).toEqual(['width:outOfRange']);
    const [problem] = checkConfiguration(catalogue, door({ width: 805 })).problems;
    expect(problem!.params).toEqual({ min: 600, max: 1200, step: 10 });
  });

  it('checks each leaf of a double door and that the width is their sum', () => {
    const double: Catalogue = {
      ...catalogue,
      model: {
        ...catalogue.model,
        sizeRule: {
          width: { min: 1200, max: 2000, step: 10 },
          height: { min: 1900, max: 2400, step: 10 },
          leaves: [
            { min: 600, max: 1000, step: 10 },
            { min: 300, max: 1000, step: 10 },
          ],
        },
      },
    };
    const check = (fields: Partial<Configuration>) =>
      checkConfiguration(double, door(fields)).problems.map((problem) => `${problem.field}:${problem.code}`);
    expect(check({ width: 1400, leafWidths: [800, 600] })).toEqual([]);
    expect(check({ width: 1400, leafWidths: [800] })).toEqual(['leafWidths:leafCount']);
    expect(check({ width: 1400, leafWidths: [805, 595] })).toEqual([
      'leafWidths.0:offStep',
      'leafWidths.1:offStep',
    ]);
    expect(check({ width: 1500, leafWidths: [800, 600] })).toEqual(['width:leafSum']);
  });

  it('refuses a hand or swing the model does not offer', () => {
    const oneWay: Catalogue = { ...catalogue, model: { ...catalogue.model, swings: ['inward'] } };
    expect(
      checkConfiguration(oneWay, door({ swing: 'outward' })).problems.map((problem) => problem.field),
    ).toEqual(['swing']);
  });

  it('shows an excluded option disabled with its reason, both ways, and refuses the pair', () => {
    const withFire = checkConfiguration(catalogue, door({ options: [EI30, DOUBLE_LOCK] }));
    expect(withFire.problems).toEqual([]);
    expect(withFire.options.find((state) => state.optionId === GLAZING)!.reasons).toEqual([
      { code: 'excluded', by: EI30 },
    ]);
    // Fire glass is the glazing EI30 allows.
    expect(withFire.options.find((state) => state.optionId === FIRE_GLASS)!.reasons).toEqual([]);
    expect(codes(door({ options: [GLAZING, EI30, DOUBLE_LOCK] }))).toEqual([
      'options.0:excluded',
      'options.1:excluded',
    ]);
  });

  it('needs what an option requires, one of a required group, one only of a single group', () => {
    expect(codes(door({ options: [EI30, LOCK] }))).toEqual(['options.0:requires']);
    expect(codes(door({ options: [] }))).toEqual(['options:groupRequired']);
    expect(codes(door({ options: [LOCK, DOUBLE_LOCK] }))).toEqual(['options.1:oneOfGroup']);
    expect(codes(door({ options: [LOCK, SILL] }))).toEqual([]);
  });

  it("refuses an option of another model, one past its own size limit, and one that is not the catalogue's", () => {
    expect(codes(door({ options: [LOCK, ARMOURED] }))).toEqual(['options.1:notForModel']);
    expect(codes(door({ height: 2200, options: [LOCK, GLAZING] }))).toEqual(['options.1:tooLarge']);
    expect(codes(door({ options: [LOCK, 999] }))).toEqual(['options.1:unknownOption']);
    const tall = checkConfiguration(catalogue, door({ height: 2200 }));
    expect(tall.options.find((state) => state.optionId === GLAZING)!.reasons).toEqual([
      { code: 'tooLarge', maxHeight: 2100 },
    ]);
  });
});

describe('basePrice from a table', () => {
  const base = (width: number, height: number, between: PriceTable['between'] = 'interpolate') => {
    const answer = basePrice({ kind: 'table', table: { ...table, between } }, width, height);
    return 'problems' in answer
      ? answer.problems.map((problem) => `${problem.field}:${problem.code}`)
      : answer;
  };

  it('reads a listed size from its cell, the first and the last too', () => {
    expect(base(800, 2100)).toEqual({
      cents: 13000n,
      source: { kind: 'cell', cell: { width: 800, height: 2100, amount: 130 } },
    });
    expect(base(600, 1900)).toMatchObject({ cents: 10000n });
    expect(base(1200, 2400)).toMatchObject({ cents: 20000n });
  });

  it('interpolates between two widths, two heights, or four cells, exactly', () => {
    expect(base(700, 2100)).toMatchObject({ cents: 12000n, source: { kind: 'interpolated' } });
    expect(base(800, 2000)).toMatchObject({ cents: 12500n });
    // A quarter of the way from 600 (100) to 800 (120): 105; halfway from 1900 (100) to 2100 (110)
    // along 600: 105.
    expect(base(650, 1900)).toMatchObject({ cents: 10500n });
    expect(base(600, 2000)).toMatchObject({ cents: 10500n });
    // Between 1000 and 1200, 2100 and 2400: 150, 170, 175.55, 200 → (150+170+175.55+200)/4 = 173.8875
    expect(base(1100, 2250)).toMatchObject({ cents: 17389n });
    const answer = base(1100, 2250);
    expect('source' in answer && answer.source.kind === 'interpolated' && answer.source.cells).toHaveLength(
      4,
    );
  });

  it('rounds up to the next listed size when the table says so, and below the first to the first', () => {
    expect(base(810, 2000, 'roundUp')).toEqual({
      cents: 15000n,
      source: { kind: 'roundUp', cell: { width: 1000, height: 2100, amount: 150 } },
    });
    expect(base(590, 1900, 'roundUp')).toMatchObject({ cents: 10000n });
  });

  it('does not price a size that needs an empty cell or lies outside the table', () => {
    expect(base(1200, 1900)).toEqual(['width:notOffered']);
    expect(base(1100, 2000)).toEqual(['width:notOffered']);
    expect(base(1300, 2100)).toEqual(['width:outOfRange']);
    expect(base(800, 1800)).toEqual(['height:outOfRange']);
    expect(base(1210, 2100, 'roundUp')).toEqual(['width:outOfRange']);
  });

  it('prices by the square metre with a minimum', () => {
    const model: ModelPrice = { kind: 'perSquareMetre', rate: 80, minimum: 150 };
    expect(basePrice(model, 1000, 2100)).toMatchObject({ cents: 16800n, source: { minimumApplied: false } });
    expect(basePrice(model, 600, 1900)).toMatchObject({ cents: 15000n, source: { minimumApplied: true } });
  });
});

describe('priceConfiguration', () => {
  it('adds each option by its kind and says where every amount came from', () => {
    const priced = priceConfiguration(
      catalogue,
      prices(),
      door({ options: [EI30, DOUBLE_LOCK, FIRE_GLASS] }),
    );
    expect(priced).toEqual({
      ok: true,
      breakdown: {
        versionId: 7,
        base: { amount: 130, source: { kind: 'cell', cell: { width: 800, height: 2100, amount: 130 } } },
        options: [
          { optionId: EI30, price: { kind: 'percentOfBase', percent: 12.5 }, amount: 16.25 },
          { optionId: DOUBLE_LOCK, price: { kind: 'fixed', amount: 20 }, amount: 20 },
          { optionId: FIRE_GLASS, price: { kind: 'perSquareMetre', rate: 99.99 }, amount: 167.98 },
        ],
        listPrice: 334.23,
      },
    });
  });

  it("answers the check's problems, a size the table does not make, and an option without a price", () => {
    expect(priceConfiguration(catalogue, prices(), door({ width: 805 }))).toMatchObject({
      ok: false,
      problems: [{ field: 'width', code: 'offStep' }],
    });
    expect(priceConfiguration(catalogue, prices(), door({ width: 1200, height: 1900 }))).toMatchObject({
      ok: false,
      problems: [{ field: 'width', code: 'notOffered' }],
    });
    const withoutSill = prices();
    (withoutSill.options as Map<number, unknown>).delete(SILL);
    expect(priceConfiguration(catalogue, withoutSill, door({ options: [LOCK, SILL] }))).toMatchObject({
      ok: false,
      problems: [{ field: 'options.1', code: 'notOffered' }],
    });
  });
});

describe('properties', () => {
  /** A table whose cells grow, or stay, to the right and downwards, none empty. */
  const monotoneTable = fc
    .record({
      widths: fc.uniqueArray(fc.integer({ min: 40, max: 160 }), { minLength: 2, maxLength: 6 }),
      heights: fc.uniqueArray(fc.integer({ min: 150, max: 260 }), { minLength: 2, maxLength: 6 }),
      start: fc.integer({ min: 0, max: 100_000 }),
      steps: fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 72, maxLength: 72 }),
    })
    .map(({ widths, heights, start, steps }) => {
      const w = [...widths].sort((a, b) => a - b).map((value) => value * 10);
      const h = [...heights].sort((a, b) => a - b).map((value) => value * 10);
      const cents: number[][] = [];
      h.forEach((_, row) => {
        const line: number[] = [];
        w.forEach((__, column) => {
          const left = column > 0 ? line[column - 1]! : start;
          const up = row > 0 ? cents[row - 1]![column]! : start;
          line.push(Math.max(left, up) + steps[(row * 6 + column) % 72]!);
        });
        cents.push(line);
      });
      return {
        widths: w,
        heights: h,
        cells: cents.map((row) => row.map((value) => value / 100)),
        between: 'interpolate' as const,
      };
    });

  it('never lowers the price as the width or the height grows in an interpolated table', () => {
    fc.assert(
      fc.property(monotoneTable, fc.nat(), fc.nat(), fc.nat(), (t, a, b, c) => {
        const span = (sizes: number[]) => ({ min: sizes[0]!, max: sizes[sizes.length - 1]! });
        const within = (range: { min: number; max: number }, n: number) =>
          range.min + (n % (range.max - range.min + 1));
        const widths = span(t.widths);
        const heights = span(t.heights);
        const w1 = within(widths, a);
        const w2 = within(widths, b);
        const h = within(heights, c);
        const price = (width: number, height: number) => {
          const answer = basePrice({ kind: 'table', table: t }, width, height);
          if ('problems' in answer) throw new Error('a full table prices every size inside it');
          return answer.cents;
        };
        const [narrow, wide] = w1 <= w2 ? [w1, w2] : [w2, w1];
        expect(price(narrow, h)).toBeLessThanOrEqual(price(wide, h));
        const h2 = within(heights, a + c);
        const [low, high] = h <= h2 ? [h, h2] : [h2, h];
        expect(price(w1, low)).toBeLessThanOrEqual(price(w1, high));
      }),
    );
  });

  it('prices every configuration the check accepts, with a full table and every option priced', () => {
    const fullTable: PriceTable = {
      widths: [600, 900, 1200],
      heights: [1900, 2400],
      cells: [
        [100, 120, 140],
        [120, 150, 180],
      ],
      between: 'interpolate',
    };
    const everyPriced = { ...prices({ kind: 'table', table: fullTable }) };
    (everyPriced.options as Map<number, unknown>).set(ARMOURED, { kind: 'fixed', amount: 80 });
    const configuration = fc.record({
      modelId: fc.constant(10),
      width: fc.integer({ min: 550, max: 1250 }),
      height: fc.integer({ min: 1850, max: 2450 }),
      hand: fc.constantFrom('left' as const, 'right' as const),
      swing: fc.constantFrom('inward' as const, 'outward' as const),
      options: fc.subarray(catalogue.options.map((option) => option.id)),
    });
    fc.assert(
      fc.property(configuration, (door) => {
        const accepted = checkConfiguration(catalogue, door).problems.length === 0;
        const priced = priceConfiguration(catalogue, everyPriced, door);
        expect(priced.ok).toBe(accepted);
        if (priced.ok)
          expect(priced.breakdown.listPrice).toBeGreaterThanOrEqual(priced.breakdown.base.amount);
      }),
      { numRuns: 500 },
    );
  });
});
