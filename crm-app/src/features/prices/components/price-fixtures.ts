import {
  daysAfter,
  type Catalogue,
  type Names,
  type PriceList,
  type PriceVersion,
  type PriceVersionPrices,
} from '@doorline/api-client';

/* Fixtures of the prices' tests (issue 43): the answers of the prices' endpoints. */

/** The same name in each language but for a mark of the language, so a test can tell which shows. */
export const names = (en: string): Names => ({ en, uk: `${en} (uk)`, ru: `${en} (ru)` });

/** A version of the list price (list 1). */
export const versionFixture = (id: number, fields: Partial<PriceVersion> = {}): PriceVersion => ({
  id,
  priceListId: 1,
  number: id,
  names: names(`Prices ${id}`),
  status: 'published',
  effectiveFrom: daysAfter(new Date(), -60),
  inForce: false,
  copiedFromId: id > 1 ? id - 1 : null,
  createdAt: '2026-01-10T09:00:00.000Z',
  publishedAt: '2026-01-11T09:00:00.000Z',
  ...fields,
});

/**
 * The list price with its versions, newest first: 3 a draft, 2 published to take effect next month,
 * 1 in force.
 */
export const listPriceFixture = (versions?: PriceVersion[]): PriceList => ({
  id: 1,
  code: 'list',
  names: names('List price'),
  isDefault: true,
  versions: versions ?? [
    versionFixture(3, {
      names: names('Autumn draft'),
      status: 'draft',
      effectiveFrom: null,
      publishedAt: null,
    }),
    versionFixture(2, { names: names('Next month'), effectiveFrom: daysAfter(new Date(), 30) }),
    versionFixture(1, { names: names('Spring'), inForce: true }),
  ],
});

/** Without the draft: what a dealer user is answered. */
export const dealerListsFixture = (): PriceList[] => {
  const list = listPriceFixture();
  return [{ ...list, versions: list.versions.filter((version) => version.status === 'published') }];
};

const sizeRule = { width: { min: 700, max: 1000, step: 10 }, height: { min: 2000, max: 2200, step: 10 } };

/** Two families, three models (one hidden), two option groups and their options. */
export const catalogueFixture = (): Catalogue => ({
  families: [
    { id: 1, code: 'ENT', names: names('Entrance'), active: true },
    { id: 2, code: 'INT', names: names('Interior'), active: true },
  ],
  models: [
    {
      id: 10,
      familyId: 1,
      code: 'E-100',
      names: names('Guard'),
      leafCount: 'single',
      hands: ['left', 'right'],
      swings: ['inward', 'outward'],
      sizeRule,
      picture: null,
      active: true,
    },
    {
      id: 11,
      familyId: 1,
      code: 'E-200',
      names: names('Fortress'),
      leafCount: 'double',
      hands: ['left'],
      swings: ['outward'],
      sizeRule: { ...sizeRule, width: { min: 1200, max: 2000, step: 50 } },
      picture: null,
      active: true,
    },
    {
      id: 12,
      familyId: 2,
      code: 'I-10',
      names: names('Light'),
      leafCount: 'single',
      hands: ['left', 'right'],
      swings: ['inward'],
      sizeRule,
      picture: null,
      active: true,
    },
    {
      id: 13,
      familyId: 2,
      code: 'I-OLD',
      names: names('Retired'),
      leafCount: 'single',
      hands: ['left'],
      swings: ['inward'],
      sizeRule,
      picture: null,
      active: false,
    },
  ],
  groups: [
    { id: 1, code: 'LOCK', names: names('Locks'), required: true, multiple: false, active: true },
    { id: 2, code: 'EXTRA', names: names('Extras'), required: false, multiple: true, active: true },
  ],
  options: [
    {
      id: 100,
      groupId: 1,
      code: 'L-STD',
      names: names('Standard lock'),
      models: null,
      excludes: [],
      requires: [],
      maxWidth: null,
      maxHeight: null,
      note: null,
      active: true,
    },
    {
      id: 101,
      groupId: 1,
      code: 'L-SMART',
      names: names('Smart lock'),
      models: [10, 11],
      excludes: [102],
      requires: [103],
      maxWidth: 1000,
      maxHeight: 2100,
      note: { kind: 'leadTime', names: names('Two weeks more') },
      active: true,
    },
    {
      id: 102,
      groupId: 2,
      code: 'X-GLASS',
      names: names('Glass insert'),
      models: [12],
      excludes: [101],
      requires: [],
      maxWidth: null,
      maxHeight: 2100,
      note: { kind: 'upcharge', names: names('Tempered glass') },
      active: true,
    },
    {
      id: 103,
      groupId: 2,
      code: 'X-POWER',
      names: names('Power supply'),
      models: null,
      excludes: [],
      requires: [],
      maxWidth: null,
      maxHeight: null,
      note: null,
      active: true,
    },
  ],
});

/**
 * The prices of a version: Guard by a table with a size that is not made, Fortress per square
 * metre, Light none; each option priced its own way but the power supply.
 */
export const pricesFixture = (version: PriceVersion): PriceVersionPrices => ({
  version,
  models: [
    {
      modelId: 10,
      price: {
        kind: 'table',
        table: {
          widths: [700, 800, 900, 1000],
          heights: [2000, 2100, 2200],
          cells: [
            [1000, 1100, 1200, 1300],
            [1050, 1150, 1250, 1350],
            [1100, 1200, 1300, null],
          ],
          between: 'interpolate',
        },
      },
    },
    { modelId: 11, price: { kind: 'perSquareMetre', rate: 450, minimum: 1800 } },
  ],
  options: [
    { optionId: 100, price: { kind: 'fixed', amount: 0 } },
    { optionId: 101, price: { kind: 'fixed', amount: 320.5 } },
    { optionId: 102, price: { kind: 'percentOfBase', percent: 12.5 } },
  ],
});
