// The door catalogue and its prices (issue 43, part 2; docs/permissions.md "Prices"): the demo
// catalogue as the endpoints answer it, a configuration's check priced as the pricing module prices
// it, a draft's life (copied, its prices set, published from a day on, never changed again, or
// deleted), the version in force moving on its day by the server's clock, the dealer boundary (no
// drafts) and bad input (400 naming the field).
import {
  type Catalogue as ContractCatalogue,
  type CatalogueOption as ContractOption,
  type Configuration,
  daysAfter,
  type ModelPrice,
  PRICE_SAVED,
  PRICE_VERSION_CREATED,
  PRICE_VERSION_DELETED,
  PRICE_VERSION_PUBLISHED,
} from '@doorline/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DemoConfiguration,
  demoConfigurationIn,
  demoConfigurations,
  demoFamilies,
  demoGroups,
  demoModels,
  demoOptions,
  demoVersions,
} from '../src/db/demo-catalogue.js';
import { firstOfMonth } from '../src/db/seed-catalogue.js';
import { DEMO_PASSWORD } from '../src/db/seed-demo.js';
import { productModels, versionModelPrices } from '../src/db/schema.js';
import type {
  Catalogue,
  CatalogueOption,
  OptionPrice,
  VersionPrices,
} from '../src/domain/pricing/catalogue.js';
import { priceConfiguration } from '../src/domain/pricing/price.js';
import { startTestServer, testClock, type TestServer } from './helpers.js';
import { failure, signedIn, type ApiClient } from './identity-helpers.js';

const DAY = 24 * 3600 * 1000;
const clock = testClock();
let server: TestServer;
let admin: ApiClient;
let sales: ApiClient;
let production: ApiClient;
let dealer: ApiClient;
let catalogue: ContractCatalogue;
/** The demo's two versions of the list price: in force now, and from next month. */
let current: number;
let next: number;

const signInAll = async () => {
  admin = (await signedIn(server, 'admin@doorline.test', DEMO_PASSWORD)).api;
  sales = (await signedIn(server, 'sales@doorline.test', DEMO_PASSWORD)).api;
  production = (await signedIn(server, 'production@doorline.test', DEMO_PASSWORD)).api;
  dealer = (await signedIn(server, 'dealer1.sales@doorline.test', DEMO_PASSWORD)).api;
};

beforeAll(async () => {
  server = await startTestServer({ demo: true, config: { now: clock.now } });
  await signInAll();
  catalogue = (await admin.priceCatalogue()).data;
  const [list] = (await admin.priceLists()).data;
  [next, current] = list!.versions.map((version) => version.id) as [number, number];
});
afterAll(async () => {
  await server?.close();
});

/* ---------- the demo catalogue in the pricing module's words, independently of the server's reading ---------- */

const modelIdOf = (code: string) => catalogue.models.find((model) => model.code === code)!.id;
const optionIdOf = (code: string) => catalogue.options.find((option) => option.code === code)!.id;
const names = (en: string) => ({ en, uk: en, ru: en });

/** The module's catalogue of a model, from the catalogue's answer. */
function moduleCatalogue(modelId: number): Catalogue {
  const model = catalogue.models.find((m) => m.id === modelId)!;
  const option = (o: ContractOption): CatalogueOption => ({
    id: o.id,
    code: o.code,
    groupId: o.groupId,
    ...(o.models ? { models: o.models } : {}),
    excludes: o.excludes,
    requires: o.requires,
    ...(o.maxWidth !== null ? { maxWidth: o.maxWidth } : {}),
    ...(o.maxHeight !== null ? { maxHeight: o.maxHeight } : {}),
  });
  return {
    model: {
      id: model.id,
      code: model.code,
      familyId: model.familyId,
      sizeRule: model.sizeRule,
      hands: model.hands,
      swings: model.swings,
    },
    groups: catalogue.groups.filter((g) => g.active),
    options: catalogue.options.filter((o) => o.active).map(option),
  };
}

/** A demo version's prices of a model, by id, as the module reads them. */
function demoPrices(index: number, versionId: number, modelCode: string): VersionPrices {
  const version = demoVersions[index]!;
  return {
    versionId,
    model: version.models[modelCode]!,
    options: new Map(
      Object.entries(version.options).map(([code, price]) => [optionIdOf(code), price as OptionPrice]),
    ),
  };
}

/** A demo configuration with its codes resolved to ids. */
const configurationOf = (demo: DemoConfiguration): Configuration => demoConfigurationIn(catalogue, demo);

const classic = () => configurationOf(demoConfigurations.find((c) => c.model === 'INT-CLASSIC')!);

describe('GET /prices/catalogue', () => {
  it('answers the demo catalogue in its order, its rules naming ids', async () => {
    const answer = (await dealer.priceCatalogue()).data;
    expect(answer.families.map((f) => f.code)).toEqual(demoFamilies.map((f) => f.code));
    expect(answer.models.map((m) => m.code)).toEqual(demoModels.map((m) => m.code));
    expect(answer.groups.map((g) => g.code)).toEqual(demoGroups.map((g) => g.code));
    expect(answer.options.map((o) => o.code)).toEqual(demoOptions.map((o) => o.code));
    expect(answer.models).toHaveLength(20);
    const ral = answer.options.find((o) => o.code === 'COL-RAL')!;
    expect(ral.excludes).toEqual(['FIN-VENEER', 'FIN-OIL', 'FIN-ANODISED'].map(optionIdOf));
    expect(ral.models).toBeNull();
    expect(ral.note?.kind).toBe('upcharge');
    const smart = answer.options.find((o) => o.code === 'LOCK-SMART')!;
    expect(smart.requires).toEqual([optionIdOf('HDL-SMART')]);
    const duo = answer.models.find((m) => m.code === 'INT-DUO')!;
    expect(answer.families.find((f) => f.id === duo.familyId)!.code).toBe('INT');
    expect(duo.sizeRule.leaves).toHaveLength(2);
  });
});

describe('GET /prices/lists and /prices/versions/{id}', () => {
  it('lists the list price with its two published versions, newest first, the current one in force', async () => {
    const [list, ...others] = (await production.priceLists()).data;
    expect(others).toEqual([]);
    expect(list).toMatchObject({ code: 'list', isDefault: true });
    expect(list!.versions.map((v) => [v.number, v.status, v.inForce])).toEqual([
      [2, 'published', false],
      [1, 'published', true],
    ]);
    const [second, first] = list!.versions;
    expect(first!.effectiveFrom).toBe(firstOfMonth(clock.now(), 0));
    expect(first!.effectiveFrom! <= daysAfter(clock.now(), 0)).toBe(true);
    expect(second!.effectiveFrom).toBe(firstOfMonth(clock.now(), 1));
    expect(second!.copiedFromId).toBe(first!.id);
  });

  it("answers a version with every model's and option's price, as the demo data gives them", async () => {
    const { data } = await dealer.priceVersion({ params: { id: next } });
    expect(data.version).toMatchObject({ id: next, number: 2, status: 'published', inForce: false });
    const byModel = new Map(data.models.map((m) => [m.modelId, m.price]));
    expect(byModel.size).toBe(demoModels.length);
    for (const [code, price] of Object.entries(demoVersions[1]!.models))
      expect(byModel.get(modelIdOf(code)), code).toEqual(price);
    const byOption = new Map(data.options.map((o) => [o.optionId, o.price]));
    expect(byOption.size).toBe(demoOptions.length);
    for (const [code, price] of Object.entries(demoVersions[1]!.options))
      expect(byOption.get(optionIdOf(code)), code).toEqual(price);
  });

  it('answers 404 for a version that is not there', async () => {
    const error = await failure(admin.priceVersion({ params: { id: 2_000_000_000 } }), 404);
    expect(error.code).toBe('priceVersionNotFound');
  });
});

describe('POST /prices/check', () => {
  it('prices every demo configuration as the pricing module does, from the version in force', async () => {
    for (const demo of demoConfigurations) {
      const configuration = configurationOf(demo);
      const { data } = await dealer.checkConfiguration({ body: { configuration } });
      expect(data.problems, demo.model).toEqual([]);
      expect(data.versionId).toBe(current);
      const direct = priceConfiguration(
        moduleCatalogue(configuration.modelId),
        demoPrices(0, current, demo.model),
        configuration,
      );
      expect(direct.ok).toBe(true);
      // The dealer's net beside it (part 4b: price-rules.test.ts): never above the list with the demo's rules.
      const { net, ...list } = data.breakdown!;
      expect(list, demo.model).toEqual(direct.ok ? direct.breakdown : null);
      expect(net!.amount).toBeLessThanOrEqual(list.listPrice);
      expect(data.options).toHaveLength(catalogue.options.length);
      expect(
        data.options
          .filter((o) => o.chosen)
          .map((o) => o.optionId)
          .sort(),
      ).toEqual([...new Set(configuration.options)].sort());
    }
  });

  it('prices from a version named, next month’s (6 % more)', async () => {
    const configuration = classic();
    const now = (await sales.checkConfiguration({ body: { configuration } })).data.breakdown!;
    const later = (await sales.checkConfiguration({ body: { configuration, versionId: next } })).data;
    expect(later.versionId).toBe(next);
    const direct = priceConfiguration(
      moduleCatalogue(configuration.modelId),
      demoPrices(1, next, 'INT-CLASSIC'),
      configuration,
    );
    expect(later.breakdown).toEqual(direct.ok ? direct.breakdown : null);
    expect(later.breakdown!.listPrice).toBeGreaterThan(now.listPrice);
  });

  it('shows an option another chosen one excludes as excluded by it, and refuses choosing both', async () => {
    const configuration = classic();
    const ral = optionIdOf('COL-RAL');
    const veneer = optionIdOf('FIN-VENEER');
    configuration.options = configuration.options.map((id) => (id === optionIdOf('COL-WHITE') ? ral : id));
    const { data } = await dealer.checkConfiguration({ body: { configuration } });
    expect(data.problems).toEqual([]);
    expect(data.options.find((o) => o.optionId === veneer)).toEqual({
      optionId: veneer,
      chosen: false,
      reasons: [{ code: 'excluded', by: ral }],
    });
    const both = {
      ...configuration,
      options: [...configuration.options.filter((id) => id !== optionIdOf('FIN-PAINT')), veneer],
    };
    const refused = (await dealer.checkConfiguration({ body: { configuration: both } })).data;
    expect(refused.breakdown).toBeNull();
    expect(refused.problems).toContainEqual({
      path: `configuration.options.${both.options.indexOf(veneer)}`,
      message: 'Cannot be chosen with COL-RAL.',
      code: 'optionExcluded',
      params: { option: 'COL-RAL' },
    });
  });

  it('answers a size off the step, out of range or not made as a problem naming its field, not a 400', async () => {
    const offStep = (
      await dealer.checkConfiguration({ body: { configuration: { ...classic(), width: 805 } } })
    ).data;
    expect(offStep.breakdown).toBeNull();
    expect(offStep.problems).toEqual([
      {
        path: 'configuration.width',
        message: 'Must be from 600 to 1000 mm in steps of 10 mm.',
        code: 'sizeOffStep',
        params: { min: 600, max: 1000, step: 10 },
      },
    ]);
    const tall = (
      await dealer.checkConfiguration({ body: { configuration: { ...classic(), height: 2500 } } })
    ).data;
    expect(tall.problems.map((p) => [p.path, p.code])).toContainEqual([
      'configuration.height',
      'sizeOutOfRange',
    ]);
    // The Classic table has no cell at 1000 × 1900: that size is not made.
    const hole = (
      await dealer.checkConfiguration({
        body: { configuration: { ...classic(), width: 1000, height: 1900 } },
      })
    ).data;
    expect(hole.breakdown).toBeNull();
    expect(hole.problems).toEqual([
      { path: 'configuration.width', message: 'This size is not made.', code: 'sizeNotMade' },
    ]);
  });

  it('refuses a model that is not there (400 naming it), a version that is not there (404)', async () => {
    const unknown = await failure(
      dealer.checkConfiguration({ body: { configuration: { ...classic(), modelId: 2_000_000_000 } } }),
      400,
    );
    expect(unknown.error.map((e) => [e.path, e.code])).toEqual([['configuration.modelId', 'modelNotFound']]);
    const version = await failure(
      dealer.checkConfiguration({ body: { configuration: classic(), versionId: 2_000_000_000 } }),
      404,
    );
    expect(version.code).toBe('priceVersionNotFound');
    const shape = await failure(
      dealer.checkConfiguration({ body: { configuration: { ...classic(), width: 'wide' } } as never }),
      400,
    );
    expect(shape.error.map((e) => e.path)).toEqual(['configuration.width']);
  });
});

/** A draft of the list price copied from the version in force, by the administrator. */
async function newDraft(en = 'Spring prices') {
  return (await admin.createPriceVersion({ body: { copyFrom: current, names: names(en) } })).data;
}

describe('a draft: copied, priced, published or deleted', () => {
  it('copies a version into a draft numbered after the last, with its prices', async () => {
    const created = await admin.createPriceVersion({
      body: { copyFrom: current, names: { en: '  Spring prices ', uk: 'Весна', ru: 'Весна' } },
    });
    expect(created.message).toBe(PRICE_VERSION_CREATED);
    expect(created.data).toMatchObject({
      status: 'draft',
      effectiveFrom: null,
      inForce: false,
      copiedFromId: current,
      publishedAt: null,
      names: { en: 'Spring prices', uk: 'Весна', ru: 'Весна' },
    });
    expect(created.data.number).toBeGreaterThanOrEqual(3);
    const copy = (await admin.priceVersion({ params: { id: created.data.id } })).data;
    const source = (await admin.priceVersion({ params: { id: current } })).data;
    expect(copy.models).toEqual(source.models);
    expect(copy.options).toEqual(source.options);
    const again = await newDraft();
    expect(again.number).toBe(created.data.number + 1);
  });

  it("sets a draft's model and option prices, and checks a configuration against the draft", async () => {
    const draft = await newDraft();
    const modelId = modelIdOf('INT-CLASSIC');
    const price: ModelPrice = { kind: 'perSquareMetre', rate: 150, minimum: 199.5 };
    const saved = await admin.setModelPrice({ params: { id: draft.id, modelId }, body: price });
    expect(saved.message).toBe(PRICE_SAVED);
    expect(saved.data.id).toBe(draft.id);
    const table: ModelPrice = {
      kind: 'table',
      table: {
        widths: [600, 1000],
        heights: [1900, 2200],
        cells: [
          [100, 140],
          [120, null],
        ],
        between: 'interpolate',
      },
    };
    await admin.setModelPrice({ params: { id: draft.id, modelId: modelIdOf('INT-LINEA') }, body: table });
    const paint = optionIdOf('FIN-PAINT');
    await admin.setOptionPrice({
      params: { id: draft.id, optionId: paint },
      body: { kind: 'percentOfBase', percent: 12.5 },
    });
    const read = (await admin.priceVersion({ params: { id: draft.id } })).data;
    expect(read.models.find((m) => m.modelId === modelId)!.price).toEqual(price);
    expect(read.models.find((m) => m.modelId === modelIdOf('INT-LINEA'))!.price).toEqual(table);
    expect(read.options.find((o) => o.optionId === paint)!.price).toEqual({
      kind: 'percentOfBase',
      percent: 12.5,
    });

    const configuration = classic();
    const { data } = await admin.checkConfiguration({ body: { configuration, versionId: draft.id } });
    expect(data.versionId).toBe(draft.id);
    expect(data.breakdown!.base).toEqual({
      amount: 240, // 150 × 0.8 × 2.0 = 240, above the minimum
      source: {
        kind: 'perSquareMetre',
        rate: 150,
        areaMm2: 1_600_000,
        minimum: 199.5,
        minimumApplied: false,
      },
    });
    expect(data.breakdown!.options.find((o) => o.optionId === paint)).toEqual({
      optionId: paint,
      price: { kind: 'percentOfBase', percent: 12.5 },
      amount: 30,
    });
  });

  it('stores only the fields of the kind given', async () => {
    const draft = await newDraft();
    const optionId = optionIdOf('HDL-KICK');
    await admin.setOptionPrice({
      params: { id: draft.id, optionId },
      body: { kind: 'fixed', amount: 39, percent: 5 },
    });
    const read = (await admin.priceVersion({ params: { id: draft.id } })).data;
    expect(read.options.find((o) => o.optionId === optionId)!.price).toEqual({ kind: 'fixed', amount: 39 });
  });

  it('refuses bad prices with 400 naming the field, and changes nothing', async () => {
    const draft = await newDraft();
    const modelId = modelIdOf('INT-CLASSIC');
    const before = (await admin.priceVersion({ params: { id: draft.id } })).data;
    const table = (over: object) => ({
      kind: 'table',
      table: {
        widths: [600, 1000],
        heights: [1900, 2200],
        cells: [
          [1, 2],
          [3, 4],
        ],
        between: 'interpolate',
        ...over,
      },
    });
    for (const [body, field, code] of [
      [{ kind: 'perSquareMetre', minimum: 10 }, 'rate', 'priceFieldRequired'],
      [{ kind: 'perSquareMetre', rate: 10 }, 'minimum', 'priceFieldRequired'],
      [{ kind: 'table' }, 'table', 'priceFieldRequired'],
      [{ kind: 'perSquareMetre', rate: -1, minimum: 10 }, 'rate', undefined],
      [{ kind: 'perSquareMetre', rate: 10.001, minimum: 10 }, 'rate', undefined],
      [table({ widths: [1000, 600] }), 'table.widths', 'ascending'],
      [table({ heights: [1900, 1900] }), 'table.heights', 'ascending'],
      [table({ cells: [[1, 2]] }), 'table.cells', 'tableShape'],
      [table({ cells: [[1, 2], [3]] }), 'table.cells', 'tableShape'],
      [table({ widths: [0, 1000] }), 'table.widths.0', undefined],
      [
        table({
          cells: [
            [1, 2],
            [3, -4],
          ],
        }),
        'table.cells.1.1',
        undefined,
      ],
      [table({ widths: [600, 900] }), 'table.widths', 'tableOutsideRule'],
      [table({ widths: [700, 1000] }), 'table.widths', 'tableOutsideRule'],
      [table({ heights: [1900, 2100], between: 'roundUp' }), 'table.heights', 'tableOutsideRule'],
      [{ kind: 'glass' }, 'kind', undefined],
    ] as const) {
      const error = await failure(
        admin.setModelPrice({ params: { id: draft.id, modelId }, body: body as never }),
        400,
      );
      expect(
        error.error.map((e) => e.path),
        JSON.stringify(body),
      ).toEqual([field]);
      if (code) expect(error.error[0]!.code, JSON.stringify(body)).toBe(code);
    }
    // A round-up table may start above the smallest size: the first listed size takes it.
    await admin.setModelPrice({
      params: { id: draft.id, modelId },
      body: table({ widths: [700, 1000], between: 'roundUp' }) as ModelPrice,
    });
    const optionId = optionIdOf('HDL-KICK');
    for (const [body, field] of [
      [{ kind: 'fixed' }, 'amount'],
      [{ kind: 'perSquareMetre' }, 'rate'],
      [{ kind: 'percentOfBase', amount: 3 }, 'percent'],
      [{ kind: 'fixed', amount: -5 }, 'amount'],
      [{ kind: 'percentOfBase', percent: 1001 }, 'percent'],
    ] as const) {
      const error = await failure(
        admin.setOptionPrice({ params: { id: draft.id, optionId }, body: body as never }),
        400,
      );
      expect(
        error.error.map((e) => e.path),
        JSON.stringify(body),
      ).toEqual([field]);
    }
    const after = (await admin.priceVersion({ params: { id: draft.id } })).data;
    expect(after.options).toEqual(before.options);
    expect(after.models.filter((m) => m.modelId !== modelId)).toEqual(
      before.models.filter((m) => m.modelId !== modelId),
    );
  });

  it('refuses a name with a NUL or of spaces only (400 naming it), and a version to copy that is not there (404)', async () => {
    const nul = await failure(
      admin.createPriceVersion({ body: { copyFrom: current, names: { ...names('x'), en: 'Spring\u0000' } } }),
      400,
    );
    expect(nul.error.map((e) => e.path)).toEqual(['names.en']);
    const blank = await failure(
      admin.createPriceVersion({ body: { copyFrom: current, names: { ...names('x'), uk: '   ' } } }),
      400,
    );
    expect(blank.error.map((e) => e.path)).toEqual(['names.uk']);
    const missing = await failure(
      admin.createPriceVersion({ body: { copyFrom: 2_000_000_000, names: names('x') } }),
      404,
    );
    expect(missing.code).toBe('priceVersionNotFound');
  });

  it('answers 404 for a version, a model or an option that is not there', async () => {
    const draft = await newDraft();
    const body: ModelPrice = { kind: 'perSquareMetre', rate: 1, minimum: 1 };
    const absent = 2_000_000_000;
    for (const [call, code] of [
      [
        () => admin.setModelPrice({ params: { id: absent, modelId: modelIdOf('INT-CLASSIC') }, body }),
        'priceVersionNotFound',
      ],
      [() => admin.setModelPrice({ params: { id: draft.id, modelId: absent }, body }), 'modelNotFound'],
      [
        () =>
          admin.setOptionPrice({
            params: { id: draft.id, optionId: absent },
            body: { kind: 'fixed', amount: 1 },
          }),
        'optionNotFound',
      ],
      [
        () =>
          admin.publishPriceVersion({
            params: { id: absent },
            body: { effectiveFrom: daysAfter(clock.now(), 5) },
          }),
        'priceVersionNotFound',
      ],
      [() => admin.deletePriceVersion({ params: { id: absent } }), 'priceVersionNotFound'],
    ] as const) {
      const error = await failure(call(), 404);
      expect(error.code).toBe(code);
    }
  });

  it('publishes a complete draft from a day on, and never changes or deletes it after', async () => {
    const draft = await newDraft('Autumn prices');
    const past = await failure(
      admin.publishPriceVersion({
        params: { id: draft.id },
        body: { effectiveFrom: daysAfter(clock.now(), -1) },
      }),
      400,
    );
    expect(past.error.map((e) => [e.path, e.code])).toEqual([['effectiveFrom', 'effectiveFromPast']]);

    // A model without its price stops the publishing, naming it.
    const modelId = modelIdOf('SLD-SLIM');
    await server.db
      .delete(versionModelPrices)
      .where(and(eq(versionModelPrices.versionId, draft.id), eq(versionModelPrices.modelId, modelId)));
    const incomplete = await failure(
      admin.publishPriceVersion({
        params: { id: draft.id },
        body: { effectiveFrom: daysAfter(clock.now(), 200) },
      }),
      400,
    );
    expect(incomplete.code).toBe('versionIncomplete');
    expect(incomplete.params).toEqual({ missing: 'SLD-SLIM' });
    // An inactive model needs none.
    await server.db.update(productModels).set({ active: false }).where(eq(productModels.id, modelId));
    try {
      const effectiveFrom = daysAfter(clock.now(), 200);
      const published = await admin.publishPriceVersion({
        params: { id: draft.id },
        body: { effectiveFrom },
      });
      expect(published.message).toBe(PRICE_VERSION_PUBLISHED);
      expect(published.data).toMatchObject({
        id: draft.id,
        status: 'published',
        effectiveFrom,
        inForce: false,
      });
      expect(published.data.publishedAt).toBe(clock.now().toISOString());
    } finally {
      await server.db.update(productModels).set({ active: true }).where(eq(productModels.id, modelId));
    }

    const body: ModelPrice = { kind: 'perSquareMetre', rate: 1, minimum: 1 };
    for (const call of [
      () => admin.setModelPrice({ params: { id: draft.id, modelId: modelIdOf('INT-CLASSIC') }, body }),
      () =>
        admin.setOptionPrice({
          params: { id: draft.id, optionId: optionIdOf('HDL-KICK') },
          body: { kind: 'fixed', amount: 1 },
        }),
      () =>
        admin.publishPriceVersion({
          params: { id: draft.id },
          body: { effectiveFrom: daysAfter(clock.now(), 300) },
        }),
      () => admin.deletePriceVersion({ params: { id: draft.id } }),
      () => admin.setModelPrice({ params: { id: current, modelId: modelIdOf('INT-CLASSIC') }, body }),
    ]) {
      const error = await failure(call(), 409);
      expect(error.code).toBe('priceVersionPublished');
    }
    const read = (await admin.priceVersion({ params: { id: draft.id } })).data;
    expect(read.version.status).toBe('published');
  });

  it('deletes a draft with its prices', async () => {
    const draft = await newDraft('Mistake');
    const deleted = await admin.deletePriceVersion({ params: { id: draft.id } });
    expect(deleted.message).toBe(PRICE_VERSION_DELETED);
    await failure(admin.priceVersion({ params: { id: draft.id } }), 404);
    const rows = await server.db
      .select()
      .from(versionModelPrices)
      .where(eq(versionModelPrices.versionId, draft.id));
    expect(rows).toEqual([]);
  });
});

describe('the dealer boundary and the permissions', () => {
  it('never shows a dealer user a draft: not listed, and a missing version everywhere', async () => {
    const draft = await newDraft('Hidden draft');
    const listed = (await admin.priceLists()).data[0]!.versions.map((v) => v.id);
    expect(listed).toContain(draft.id);
    const seen = (await dealer.priceLists()).data[0]!.versions;
    expect(seen.map((v) => v.id)).not.toContain(draft.id);
    expect(seen.every((v) => v.status === 'published')).toBe(true);
    const opened = await failure(dealer.priceVersion({ params: { id: draft.id } }), 404);
    const missing = await failure(dealer.priceVersion({ params: { id: 2_000_000_000 } }), 404);
    expect(opened.message).toBe(missing.message);
    const checked = await failure(
      dealer.checkConfiguration({ body: { configuration: classic(), versionId: draft.id } }),
      404,
    );
    const checkedMissing = await failure(
      dealer.checkConfiguration({ body: { configuration: classic(), versionId: 2_000_000_000 } }),
      404,
    );
    expect([checked.code, checked.message]).toEqual([checkedMissing.code, checkedMissing.message]);
    // The organization's readers see drafts.
    expect((await sales.priceVersion({ params: { id: draft.id } })).data.version.status).toBe('draft');
  });

  it('refuses every change to a dealer user in the rule’s words, and to an organization user without prices.manage', async () => {
    const draft = await newDraft('Guarded');
    const modelId = modelIdOf('INT-CLASSIC');
    const body: ModelPrice = { kind: 'perSquareMetre', rate: 1, minimum: 1 };
    for (const [who, message] of [
      [dealer, 'Only the organization can change prices.'],
      [sales, 'You do not have the "prices.manage" permission'],
    ] as const) {
      for (const call of [
        () => who.createPriceVersion({ body: { copyFrom: current, names: names('x') } }),
        () => who.setModelPrice({ params: { id: draft.id, modelId }, body }),
        () =>
          who.setOptionPrice({
            params: { id: draft.id, optionId: optionIdOf('HDL-KICK') },
            body: { kind: 'fixed', amount: 1 },
          }),
        () =>
          who.publishPriceVersion({
            params: { id: draft.id },
            body: { effectiveFrom: daysAfter(clock.now(), 9) },
          }),
        () => who.deletePriceVersion({ params: { id: draft.id } }),
      ]) {
        const error = await failure(call(), 403);
        expect(error.message).toBe(message);
      }
    }
    expect((await admin.priceVersion({ params: { id: draft.id } })).data.version.status).toBe('draft');
  });
});

describe('the version in force, by the server’s clock', () => {
  it('moves to a published version only from its day, and answers 409 on a day before any', async () => {
    const draft = await newDraft('From tomorrow');
    const tomorrow = daysAfter(clock.now(), 1);
    await admin.publishPriceVersion({ params: { id: draft.id }, body: { effectiveFrom: tomorrow } });
    const inForce = async () =>
      (await dealer.priceLists()).data[0]!.versions.filter((v) => v.inForce).map((v) => v.id);
    expect(await inForce()).toEqual([current]);
    expect((await dealer.checkConfiguration({ body: { configuration: classic() } })).data.versionId).toBe(
      current,
    );

    const start = clock.now().getTime();
    try {
      clock.set(Date.parse(`${tomorrow}T00:00:01Z`));
      await signInAll();
      expect(await inForce()).toEqual([draft.id]);
      expect((await dealer.checkConfiguration({ body: { configuration: classic() } })).data.versionId).toBe(
        draft.id,
      );

      // Before the first version's day nothing is in force.
      clock.set(Date.parse(`${firstOfMonth(new Date(start), 0)}T00:00:00Z`) - DAY);
      await signInAll();
      expect(await inForce()).toEqual([]);
      const none = await failure(dealer.checkConfiguration({ body: { configuration: classic() } }), 409);
      expect(none.code).toBe('noPriceInForce');
    } finally {
      clock.set(start);
      await signInAll();
    }
  });
});

describe('what a check keeps while the catalogue stays as it was (docs/decisions.md "Issue 43, part 5: a check reads one row")', () => {
  it('sees a change to the catalogue at the next check, whoever writes it', async () => {
    const configuration = classic();
    const first = (await dealer.checkConfiguration({ body: { configuration } })).data;
    expect(first.problems).toEqual([]);
    // Asked again, the same answer (from what the first check kept).
    expect((await dealer.checkConfiguration({ body: { configuration } })).data).toEqual(first);

    // The model's rule narrowed behind the server's back (a seed, another process).
    const [row] = await server.db
      .select({ sizeRule: productModels.sizeRule })
      .from(productModels)
      .where(eq(productModels.id, configuration.modelId));
    const rule = row!.sizeRule;
    const narrow = { ...rule, width: { ...rule.width, max: configuration.width - rule.width.step } };
    await server.db
      .update(productModels)
      .set({ sizeRule: narrow })
      .where(eq(productModels.id, configuration.modelId));
    try {
      const narrowed = (await dealer.checkConfiguration({ body: { configuration } })).data;
      expect(narrowed.breakdown).toBeNull();
      expect(narrowed.problems.map((problem) => [problem.path, problem.code])).toEqual([
        ['configuration.width', 'sizeOutOfRange'],
      ]);
    } finally {
      await server.db
        .update(productModels)
        .set({ sizeRule: rule })
        .where(eq(productModels.id, configuration.modelId));
    }
    expect((await dealer.checkConfiguration({ body: { configuration } })).data).toEqual(first);
  });

  it("reads a draft's prices at every check: a changed price shows at once", async () => {
    const draft = await newDraft('Kept draft');
    const configuration = classic();
    const before = (await admin.checkConfiguration({ body: { configuration, versionId: draft.id } })).data;
    const base = before.breakdown!.base.amount;
    const option = before.breakdown!.options[0]!;
    await admin.setOptionPrice({
      params: { id: draft.id, optionId: option.optionId },
      body: { kind: 'fixed', amount: option.amount + 10 },
    });
    const after = (await admin.checkConfiguration({ body: { configuration, versionId: draft.id } })).data;
    expect(after.breakdown!.base.amount).toBe(base);
    expect(after.breakdown!.listPrice).toBe(before.breakdown!.listPrice + 10);
    await admin.deletePriceVersion({ params: { id: draft.id } });
  });
});
