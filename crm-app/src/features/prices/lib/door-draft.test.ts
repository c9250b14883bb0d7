import { beforeAll, describe, expect, it } from 'vitest';
import { baseDetail } from '@/components/prices/door-texts';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { catalogueFixture } from '../components/price-fixtures';
import {
  chooseInGroup,
  configurationOf,
  draftOf,
  emptyDraft,
  groupsFor,
  placeOf,
  withModel,
} from './door-draft';

// The configurator's state (issue 43, part 3): what is sent, and where each of the server's problems
// shows. The server checks and prices; these only hold what was typed.

const catalogue = catalogueFixture();
const model = (id: number) => catalogue.models.find((one) => one.id === id)!;
const guard = withModel(emptyDraft, model(10), catalogue);
const typed = { ...guard, width: 815, height: 2100, hand: 'left' as const, swing: 'inward' as const };

describe('the door being configured', () => {
  it('is sent only once nothing is empty, as typed', () => {
    expect(configurationOf(guard)).toBeNull();
    expect(configurationOf({ ...typed, hand: null })).toBeNull();
    expect(configurationOf(typed)).toEqual({
      modelId: 10,
      width: 815,
      height: 2100,
      hand: 'left',
      swing: 'inward',
      options: [],
    });
  });

  it('of several leaves is as wide as its leaves together', () => {
    const duo = withModel(
      emptyDraft,
      {
        ...model(11),
        sizeRule: { ...model(11).sizeRule, leaves: [model(11).sizeRule.width, model(11).sizeRule.width] },
      },
      catalogue,
    );
    expect(duo.leafWidths).toEqual([null, null]);
    // Fortress is made in one hand and one swing: those are chosen for the user.
    expect([duo.hand, duo.swing]).toEqual(['left', 'outward']);
    const both = { ...duo, leafWidths: [700, 650], height: 2000 };
    expect(configurationOf(both)).toMatchObject({ width: 1350, leafWidths: [700, 650] });
    expect(configurationOf({ ...both, leafWidths: [700, null] })).toBeNull();
  });

  it('keeps what the next model is made with, and drops the options not offered for it', () => {
    const chosen = { ...typed, options: [101, 103] };
    const light = withModel(chosen, model(12), catalogue);
    expect(light).toMatchObject({ modelId: 12, width: 815, height: 2100, hand: 'left', swing: 'inward' });
    // The smart lock is for Guard and Fortress only.
    expect(light.options).toEqual([103]);
  });

  it('replaces a group’s choice, keeping the order the others were chosen in', () => {
    const [locks, extras] = groupsFor(catalogue, 12);
    expect(locks!.options.map((option) => option.code)).toEqual(['L-STD']);
    expect(extras!.options.map((option) => option.code)).toEqual(['X-GLASS', 'X-POWER']);
    const draft = chooseInGroup(chooseInGroup(typed, extras!, [103]), locks!, [100]);
    expect(draft.options).toEqual([103, 100]);
    expect(chooseInGroup(draft, extras!, []).options).toEqual([100]);
  });

  it('starts a copy from the item’s door', () => {
    const copy = draftOf({
      modelId: 10,
      width: 900,
      height: 2100,
      hand: 'right',
      swing: 'outward',
      options: [101],
      model: { id: 10, code: 'E-100', names: catalogue.models[0]!.names },
      chosen: [],
    });
    expect(configurationOf(copy)).toEqual({
      modelId: 10,
      width: 900,
      height: 2100,
      hand: 'right',
      swing: 'outward',
      options: [101],
    });
  });
});

describe('a problem of the server', () => {
  const sent = { ...configurationOf(typed)!, options: [103, 101] };
  const at = (path: string, params = {}) =>
    placeOf({ path: `configuration.${path}`, message: '', code: 'x', params }, sent, catalogue);

  it('shows beside its field, a chosen option’s beside its group, a required group’s apart', () => {
    expect(at('width')).toBe('width');
    expect(at('leafWidths.1')).toBe('leafWidths.1');
    expect(at('hand')).toBe('hand');
    // `options.1` is the second option sent: the smart lock, of the locks (group 1).
    expect(at('options.1')).toBe('group.1');
    expect(at('options', { group: 'EXTRA' })).toBe('required.2');
    expect(at('options.9')).toBe('other');
    expect(at('versionId')).toBe('other');
  });
});

describe('how the base price was found', () => {
  beforeAll(() => loadNamespaces('prices'));
  const t = ((key: string, options?: object) =>
    (i18n.t as unknown as (key: string, options?: object) => string)(`prices:${key}`, options)) as never;
  const money = {
    currency: 'UAH',
    amount: (value: number) => `₴${value.toFixed(2)}`,
    totals: () => ({}),
  } as never;
  const cell = (width: number, height: number) => ({ width, height, amount: 1 });

  it('names the cell, the next size up, the cells between, or the area and rate', () => {
    expect(baseDetail(t, money, 'en', { kind: 'cell', cell: cell(800, 2000) })).toBe('800 × 2000 mm');
    expect(baseDetail(t, money, 'en', { kind: 'roundUp', cell: cell(900, 2100) })).toBe(
      'priced as 900 × 2100 mm',
    );
    expect(
      baseDetail(t, money, 'en', {
        kind: 'interpolated',
        cells: [cell(800, 2000), cell(900, 2000), cell(800, 2100), cell(900, 2100)],
      }),
    ).toBe('between 800–900 mm wide and 2000–2100 mm high');
    expect(
      baseDetail(t, money, 'en', { kind: 'interpolated', cells: [cell(800, 2000), cell(800, 2100)] }),
    ).toBe('800 mm wide, between 2000–2100 mm high');
    expect(
      baseDetail(t, money, 'en', {
        kind: 'perSquareMetre',
        rate: 450,
        areaMm2: 1_760_000,
        minimum: 600,
        minimumApplied: false,
      }),
    ).toBe('1.76 m² × ₴450.00, minimum ₴600.00');
    expect(
      baseDetail(t, money, 'en', {
        kind: 'perSquareMetre',
        rate: 450,
        areaMm2: 1_200_000,
        minimum: 600,
        minimumApplied: true,
      }),
    ).toBe('1.20 m² × ₴450.00: the minimum of ₴600.00 applies');
  });
});
