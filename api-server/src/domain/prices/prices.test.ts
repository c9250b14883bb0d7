// A draft's prices as the server stores them (issue 43, part 2): the kind's fields present and only
// those, a table's sizes ascending and its cells one row per height, one cell per width; and a stored
// price turned into the pricing module's, or none when its kind lacks a field.
import type { ModelPrice } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { modelPriceOf, optionPriceOf } from './catalogue.js';
import { checkedModelPrice, checkedOptionPrice } from './versions.js';

/** The field and message code a check refuses with. */
function refusal(check: () => unknown) {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const { fields, said } = error as DomainError;
    return { path: fields?.[0]?.path, code: said.code, params: said.params };
  }
  throw new Error('expected a refusal');
}

const table = (over: Partial<NonNullable<ModelPrice['table']>> = {}): ModelPrice => ({
  kind: 'table',
  table: {
    widths: [600, 800],
    heights: [2000, 2100],
    cells: [
      [100, 120],
      [110, null],
    ],
    between: 'roundUp',
    ...over,
  },
});

describe('checkedModelPrice', () => {
  it("keeps a table or a price per square metre, with its kind's fields only", () => {
    expect(checkedModelPrice(table())).toEqual(table());
    expect(checkedModelPrice({ ...table(), rate: 5 })).toEqual(table());
    expect(
      checkedModelPrice({ kind: 'perSquareMetre', rate: 150, minimum: 90, table: table().table }),
    ).toEqual({
      kind: 'perSquareMetre',
      rate: 150,
      minimum: 90,
    });
  });

  it('names the field its kind needs, a table out of order, and a table of the wrong shape', () => {
    expect(refusal(() => checkedModelPrice({ kind: 'table' }))).toEqual({
      path: 'table',
      code: 'priceFieldRequired',
      params: { kind: 'table' },
    });
    expect(refusal(() => checkedModelPrice({ kind: 'perSquareMetre', rate: 1 }))).toMatchObject({
      path: 'minimum',
      code: 'priceFieldRequired',
    });
    expect(refusal(() => checkedModelPrice(table({ widths: [800, 600] })))).toMatchObject({
      path: 'table.widths',
      code: 'ascending',
    });
    expect(refusal(() => checkedModelPrice(table({ heights: [2000, 2000] })))).toMatchObject({
      path: 'table.heights',
      code: 'ascending',
    });
    expect(refusal(() => checkedModelPrice(table({ cells: [[100, 120]] })))).toMatchObject({
      path: 'table.cells',
      code: 'tableShape',
    });
    expect(refusal(() => checkedModelPrice(table({ cells: [[100, 120], [110]] })))).toMatchObject({
      path: 'table.cells',
      code: 'tableShape',
    });
  });
});

describe('checkedOptionPrice', () => {
  it("keeps each kind's field only, and names the one missing", () => {
    expect(checkedOptionPrice({ kind: 'fixed', amount: 20, percent: 3 })).toEqual({
      kind: 'fixed',
      amount: 20,
    });
    expect(checkedOptionPrice({ kind: 'percentOfBase', percent: 12.5 })).toEqual({
      kind: 'percentOfBase',
      percent: 12.5,
    });
    expect(refusal(() => checkedOptionPrice({ kind: 'perSquareMetre', amount: 3 }))).toMatchObject({
      path: 'rate',
      code: 'priceFieldRequired',
    });
  });
});

describe('a stored price in the pricing module’s words', () => {
  it('is the discriminated price, or none when its kind lacks its field', () => {
    expect(modelPriceOf(table())).toEqual(table());
    expect(modelPriceOf({ kind: 'perSquareMetre', rate: 1, minimum: 2 })).toEqual({
      kind: 'perSquareMetre',
      rate: 1,
      minimum: 2,
    });
    expect(modelPriceOf({ kind: 'table' })).toBeNull();
    expect(modelPriceOf({ kind: 'perSquareMetre', rate: 1 })).toBeNull();
    expect(optionPriceOf({ kind: 'fixed', amount: 0 })).toEqual({ kind: 'fixed', amount: 0 });
    expect(optionPriceOf({ kind: 'percentOfBase' })).toBeNull();
  });
});
