// The demo catalogue (demo-catalogue.ts) holds together: its codes and references, its price tables,
// the contract's shapes, and every demo configuration is accepted and priced in both versions by the
// pricing module, the second dearer than the first.
import {
  ModelPrice as ModelPriceStruct,
  Names as NamesStruct,
  OptionPrice as OptionPriceStruct,
  PriceTable as PriceTableStruct,
  leafCounts,
  optionNoteKinds,
} from '@doorline/api-client';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type {
  Catalogue,
  CatalogueOption,
  Configuration,
  ModelPrice,
  OptionGroup,
  OptionPrice,
  SizeRange,
  VersionPrices,
} from '../domain/pricing/catalogue.js';
import { checkConfiguration } from '../domain/pricing/check.js';
import { basePrice, priceConfiguration } from '../domain/pricing/price.js';
import {
  demoConfigurations,
  demoFamilies,
  demoGroups,
  demoModels,
  demoOptions,
  demoVersions,
  type Names,
} from './demo-catalogue.js';

/* ---------- the demo data as the pricing module's catalogue, ids by index ---------- */

/** A code's id: its index in the list, from 1. */
function idsOf(list: readonly { code: string }[], what: string) {
  const ids = new Map(list.map((entry, index) => [entry.code, index + 1]));
  return (code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`No ${what} ${code}`);
    return id;
  };
}
const familyId = idsOf(demoFamilies, 'family');
const modelId = idsOf(demoModels, 'model');
const groupId = idsOf(demoGroups, 'group');
const optionId = idsOf(demoOptions, 'option');

const groups: OptionGroup[] = demoGroups.map(({ code, required, multiple }) => ({
  id: groupId(code),
  code,
  required,
  multiple,
}));
const options: CatalogueOption[] = demoOptions.map((option) => ({
  id: optionId(option.code),
  code: option.code,
  groupId: groupId(option.group),
  ...(option.models ? { models: option.models.map(modelId) } : {}),
  ...(option.excludes ? { excludes: option.excludes.map(optionId) } : {}),
  ...(option.requires ? { requires: option.requires.map(optionId) } : {}),
  ...(option.maxWidth !== undefined ? { maxWidth: option.maxWidth } : {}),
  ...(option.maxHeight !== undefined ? { maxHeight: option.maxHeight } : {}),
}));

const modelOf = (code: string) => demoModels.find((model) => model.code === code)!;

function catalogueOf(code: string): Catalogue {
  const model = modelOf(code);
  return {
    model: {
      id: modelId(code),
      code,
      familyId: familyId(model.family),
      sizeRule: model.sizeRule,
      hands: model.hands,
      swings: model.swings,
    },
    groups,
    options,
  };
}

function pricesOf(versionIndex: number, code: string): VersionPrices {
  const version = demoVersions[versionIndex]!;
  return {
    versionId: versionIndex + 1,
    model: version.models[code]!,
    options: new Map(Object.entries(version.options).map(([option, price]) => [optionId(option), price])),
  };
}

const configurationOf = (demo: (typeof demoConfigurations)[number]): Configuration => ({
  modelId: modelId(demo.model),
  width: demo.width,
  height: demo.height,
  ...(demo.leafWidths ? { leafWidths: demo.leafWidths } : {}),
  hand: demo.hand,
  swing: demo.swing,
  options: demo.options.map(optionId),
});

const codesOf = (list: readonly { code: string }[]) => list.map((entry) => entry.code);
const duplicates = (codes: readonly string[]) => codes.filter((code, index) => codes.indexOf(code) !== index);

/** Every amount of a price: a table's cells, a rate, a minimum, a fixed amount (not a percentage). */
const amountsOf = (price: ModelPrice | OptionPrice): number[] =>
  price.kind === 'table'
    ? price.table.cells.flat().filter((cell): cell is number => cell !== null)
    : price.kind === 'perSquareMetre'
      ? 'minimum' in price
        ? [price.rate, price.minimum]
        : [price.rate]
      : price.kind === 'fixed'
        ? [price.amount]
        : [];

/** The sizes of a range, on its step. */
const sizesOf = (range: SizeRange) =>
  Array.from(
    { length: (range.max - range.min) / range.step + 1 },
    (_, index) => range.min + index * range.step,
  );

/* ---------- the tests ---------- */

describe('the demo catalogue: codes and references', () => {
  it('has unique codes, and every reference names an existing code', () => {
    for (const list of [demoFamilies, demoModels, demoGroups, demoOptions])
      expect(duplicates(codesOf(list))).toEqual([]);
    const families = codesOf(demoFamilies);
    const models = codesOf(demoModels);
    const groupCodes = codesOf(demoGroups);
    const optionCodes = codesOf(demoOptions);
    for (const model of demoModels) expect(families, model.code).toContain(model.family);
    for (const option of demoOptions) {
      expect(groupCodes, option.code).toContain(option.group);
      for (const model of option.models ?? []) expect(models, option.code).toContain(model);
      for (const other of [...(option.excludes ?? []), ...(option.requires ?? [])]) {
        expect(optionCodes, option.code).toContain(other);
        expect(other, option.code).not.toBe(option.code);
      }
    }
  });

  it('is the planned size: 4 families of 5 models, 10 groups of 3 to 8 options', () => {
    expect(demoFamilies).toHaveLength(4);
    expect(demoModels).toHaveLength(20);
    for (const family of demoFamilies)
      expect(
        demoModels.filter((model) => model.family === family.code),
        family.code,
      ).toHaveLength(5);
    expect(demoGroups).toHaveLength(10);
    for (const group of demoGroups) {
      const count = demoOptions.filter((option) => option.group === group.code).length;
      expect(count, group.code).toBeGreaterThanOrEqual(3);
      expect(count, group.code).toBeLessThanOrEqual(8);
    }
    expect(demoModels.filter((model) => model.leafCount === 'double').length).toBeGreaterThanOrEqual(2);
    expect(demoModels.filter((model) => model.leafCount === 'oneAndHalf').length).toBeGreaterThanOrEqual(1);
  });

  it('names everything in English, Ukrainian and Russian, as the contract takes them', () => {
    const named: [string, Names][] = [
      ...demoFamilies.map((family): [string, Names] => [family.code, family.names]),
      ...demoModels.map((model): [string, Names] => [model.code, model.names]),
      ...demoGroups.map((group): [string, Names] => [group.code, group.names]),
      ...demoOptions.map((option): [string, Names] => [option.code, option.names]),
      ...demoOptions.flatMap((option): [string, Names][] =>
        option.note ? [[`${option.code} note`, option.note.names]] : [],
      ),
      ...demoVersions.map((version, index): [string, Names] => [`version ${index + 1}`, version.names]),
    ];
    for (const [code, names] of named) {
      expect(() => assert(names, NamesStruct), code).not.toThrow();
      for (const language of ['en', 'uk', 'ru'] as const) expect(names[language].trim(), code).not.toBe('');
    }
    // A family's or a model's name says "doors" in each language.
    for (const { code, names } of [...demoFamilies, ...demoModels]) {
      expect(names.uk, code).toContain('двері');
      expect(names.ru.toLowerCase(), code).toContain('двери');
    }
  });

  it("gives every model and every option a price in each version, in the contract's shapes", () => {
    expect(demoVersions.map((version) => version.effectiveMonthOffset)).toEqual([0, 1]);
    for (const [index, version] of demoVersions.entries()) {
      expect(Object.keys(version.models).sort(), `version ${index + 1}`).toEqual(codesOf(demoModels).sort());
      expect(Object.keys(version.options).sort(), `version ${index + 1}`).toEqual(
        codesOf(demoOptions).sort(),
      );
      for (const [code, price] of [...Object.entries(version.models), ...Object.entries(version.options)]) {
        const where = `version ${index + 1}, ${code}`;
        if (code in version.models) expect(() => assert(price, ModelPriceStruct), where).not.toThrow();
        else expect(() => assert(price, OptionPriceStruct), where).not.toThrow();
        if (price.kind === 'table') expect(() => assert(price.table, PriceTableStruct), where).not.toThrow();
        if (price.kind === 'perSquareMetre' && 'minimum' in price)
          expect(price.minimum, where).toBeGreaterThan(0);
      }
    }
  });

  it("raises next month's version: every amount dearer (or still 0), every percentage as it was", () => {
    const [current, next] = demoVersions;
    const pairs = [
      ...Object.entries(current!.models).map(([code, price]) => [code, price, next!.models[code]!] as const),
      ...Object.entries(current!.options).map(
        ([code, price]) => [code, price, next!.options[code]!] as const,
      ),
    ];
    for (const [code, before, after] of pairs) {
      expect(after.kind, code).toBe(before.kind);
      const was = amountsOf(before);
      const is = amountsOf(after);
      expect(is, code).toHaveLength(was.length);
      was.forEach((amount, index) => {
        if (amount === 0) expect(is[index], code).toBe(0);
        else expect(is[index], code).toBeGreaterThan(amount);
      });
      if (before.kind === 'percentOfBase') expect(after, code).toEqual(before);
      if (before.kind === 'table' && after.kind === 'table') {
        const { cells: _before, ...beforeShape } = before.table;
        const { cells: _after, ...afterShape } = after.table;
        expect(afterShape, code).toEqual(beforeShape);
        expect(
          after.table.cells.map((row) => row.map((cell) => cell === null)),
          code,
        ).toEqual(before.table.cells.map((row) => row.map((cell) => cell === null)));
      }
    }
  });
});

describe('the demo catalogue: models and their tables', () => {
  it('gives every model a size rule on its steps, and leaves that add up to the width', () => {
    for (const model of demoModels) {
      const { width, height, leaves } = model.sizeRule;
      expect(leafCounts, model.code).toContain(model.leafCount);
      expect(model.hands.length, model.code).toBeGreaterThan(0);
      expect(model.swings.length, model.code).toBeGreaterThan(0);
      for (const range of [width, height, ...(leaves ?? [])]) {
        expect(range.min, model.code).toBeLessThan(range.max);
        expect((range.max - range.min) % range.step, model.code).toBe(0);
      }
      if (model.leafCount === 'single') expect(leaves, model.code).toBeUndefined();
      else {
        expect(leaves, model.code).toHaveLength(2);
        expect(width.min, model.code).toBe(leaves!.reduce((sum, leaf) => sum + leaf.min, 0));
        expect(width.max, model.code).toBe(leaves!.reduce((sum, leaf) => sum + leaf.max, 0));
        // One and a half: a wide leaf and a narrow one.
        if (model.leafCount === 'oneAndHalf')
          expect(leaves![1]!.max, model.code).toBeLessThan(leaves![0]!.min);
      }
    }
  });

  it('lists ascending sizes from the rule’s least to its most, a cell for each, growing across and down', () => {
    for (const [index, version] of demoVersions.entries())
      for (const model of demoModels) {
        const price = version.models[model.code]!;
        if (price.kind !== 'table') continue;
        const where = `version ${index + 1}, ${model.code}`;
        const { widths, heights, cells } = price.table;
        const ascending = (sizes: readonly number[]) =>
          sizes.every((size, i) => i === 0 || size > sizes[i - 1]!);
        expect(ascending(widths), where).toBe(true);
        expect(ascending(heights), where).toBe(true);
        const { width, height } = model.sizeRule;
        expect([widths[0], widths.at(-1)], where).toEqual([width.min, width.max]);
        expect([heights[0], heights.at(-1)], where).toEqual([height.min, height.max]);
        expect(cells, where).toHaveLength(heights.length);
        for (const row of cells) expect(row, where).toHaveLength(widths.length);
        cells.forEach((row, h) =>
          row.forEach((cell, w) => {
            const left = w > 0 ? row[w - 1] : null;
            const up = h > 0 ? cells[h - 1]![w] : null;
            if (cell !== null && left != null)
              expect(cell, `${where} at ${widths[w]}×${heights[h]}`).toBeGreaterThanOrEqual(left);
            if (cell !== null && up != null)
              expect(cell, `${where} at ${widths[w]}×${heights[h]}`).toBeGreaterThanOrEqual(up);
          }),
        );
      }
  });

  it('prices every size the rule allows, but next to a cell the table leaves empty', () => {
    for (const [index, version] of demoVersions.entries())
      for (const model of demoModels) {
        const price = version.models[model.code]!;
        const unpriced = new Set<string>();
        let priced = 0;
        for (const width of sizesOf(model.sizeRule.width))
          for (const height of sizesOf(model.sizeRule.height)) {
            const base = basePrice(price, width, height);
            if ('problems' in base) for (const problem of base.problems) unpriced.add(problem.code);
            else if (base.cents > 0n) priced++;
            else unpriced.add(`nothing at ${width}×${height}`);
          }
        const where = `version ${index + 1}, ${model.code}`;
        expect([...unpriced], where).toEqual(
          price.kind === 'table' && price.table.cells.flat().includes(null) ? ['notOffered'] : [],
        );
        expect(priced, where).toBeGreaterThan(0);
      }
  });

  it('prices by the square metre for at least two models, each with a minimum', () => {
    const byArea = demoModels.filter(
      (model) => demoVersions[0]!.models[model.code]!.kind === 'perSquareMetre',
    );
    expect(byArea.length).toBeGreaterThanOrEqual(2);
    const betweens = new Set(
      Object.values(demoVersions[0]!.models).flatMap((price) =>
        price.kind === 'table' ? [price.table.between] : [],
      ),
    );
    expect([...betweens].sort()).toEqual(['interpolate', 'roundUp']);
    const kinds = new Set(Object.values(demoVersions[0]!.options).map((price) => price.kind));
    expect([...kinds].sort()).toEqual(['fixed', 'perSquareMetre', 'percentOfBase']);
  });
});

describe('the demo configurations', () => {
  it('are 2 to 3 of every family, 10 in all', () => {
    expect(demoConfigurations).toHaveLength(10);
    for (const family of demoFamilies) {
      const count = demoConfigurations.filter((demo) => modelOf(demo.model).family === family.code).length;
      expect(count, family.code).toBeGreaterThanOrEqual(2);
      expect(count, family.code).toBeLessThanOrEqual(3);
    }
  });

  it('each passes the check and is priced in both versions, dearer in the second', () => {
    for (const demo of demoConfigurations) {
      const catalogue = catalogueOf(demo.model);
      const configuration = configurationOf(demo);
      expect(checkConfiguration(catalogue, configuration).problems, demo.model).toEqual([]);
      const current = priceConfiguration(catalogue, pricesOf(0, demo.model), configuration);
      const next = priceConfiguration(catalogue, pricesOf(1, demo.model), configuration);
      expect(current, demo.model).toMatchObject({ ok: true });
      expect(next, demo.model).toMatchObject({ ok: true });
      if (!current.ok || !next.ok) continue;
      expect(current.breakdown.options, demo.model).toHaveLength(demo.options.length);
      expect(next.breakdown.listPrice, demo.model).toBeGreaterThan(current.breakdown.listPrice);
    }
  });
});

describe('the demo catalogue: its rules', () => {
  it('has every kind of rule and a note of each kind', () => {
    expect(demoOptions.some((option) => option.excludes?.length)).toBe(true);
    expect(demoOptions.some((option) => option.requires?.length)).toBe(true);
    expect(demoOptions.some((option) => option.models?.length)).toBe(true);
    expect(demoOptions.some((option) => option.maxWidth !== undefined)).toBe(true);
    expect(demoOptions.some((option) => option.maxHeight !== undefined)).toBe(true);
    const notes = new Set(demoOptions.flatMap((option) => (option.note ? [option.note.kind] : [])));
    expect([...notes].sort()).toEqual([...optionNoteKinds].sort());
  });

  it('lets a fire rating take only fire-resistant glass, and refuses a plain glazing beside it', () => {
    const glazings = demoOptions.filter((option) => option.group === 'glazing').map((option) => option.code);
    for (const rating of demoOptions.filter((option) => option.group === 'fire-rating'))
      expect([...(rating.excludes ?? [])].sort(), rating.code).toEqual(
        glazings.filter((code) => code !== 'GLASS-FIRE').sort(),
      );

    const demo = demoConfigurations.find(
      (entry) => entry.options.includes('EI60') && entry.options.includes('GLASS-FIRE'),
    )!;
    const catalogue = catalogueOf(demo.model);
    const plain = configurationOf({
      ...demo,
      options: demo.options.map((code) => (code === 'GLASS-FIRE' ? 'GLASS-CLEAR' : code)),
    });
    const check = checkConfiguration(catalogue, plain);
    const at = (code: string) => `options.${demo.options.indexOf(code)}`;
    expect(check.problems).toEqual(
      expect.arrayContaining([
        { field: at('EI60'), code: 'excluded', params: { by: optionId('GLASS-CLEAR') } },
        { field: at('GLASS-FIRE'), code: 'excluded', params: { by: optionId('EI60') } },
      ]),
    );
    expect(check.problems.every((problem) => problem.code === 'excluded')).toBe(true);
    expect(priceConfiguration(catalogue, pricesOf(0, demo.model), plain).ok).toBe(false);
  });

  it('needs the smart handle set with the smart lock, and keeps an option to its own size and models', () => {
    const demo = demoConfigurations.find((entry) => entry.options.includes('LOCK-SMART'))!;
    const withoutHandles = configurationOf({
      ...demo,
      options: demo.options.filter((code) => code !== 'HDL-SMART'),
    });
    expect(checkConfiguration(catalogueOf(demo.model), withoutHandles).problems).toEqual([
      {
        field: `options.${demo.options.filter((code) => code !== 'HDL-SMART').indexOf('LOCK-SMART')}`,
        code: 'requires',
        params: { option: optionId('HDL-SMART') },
      },
    ]);

    // Clear glass is made up to 2100 mm high; an interior door is not offered the security glass.
    const glazed = demoConfigurations.find(
      (entry) => entry.model === 'INT-DUO' && entry.options.includes('GLASS-CLEAR'),
    )!;
    const codes = (fields: Partial<Configuration>) =>
      checkConfiguration(catalogueOf(glazed.model), { ...configurationOf(glazed), ...fields }).problems.map(
        (problem) => problem.code,
      );
    expect(codes({ height: 2200 })).toEqual(['tooLarge']);
    expect(
      codes({
        options: glazed.options.map((code) => optionId(code === 'GLASS-CLEAR' ? 'GLASS-SECURITY' : code)),
      }),
    ).toEqual(['notForModel']);
  });
});
