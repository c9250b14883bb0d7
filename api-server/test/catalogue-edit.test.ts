// Editing the catalogue itself (issue 43, part 2; docs/decisions.md "Issue 43, part 2: editing the
// catalogue (the decisions)"): a family and a model created, priced in a draft and checked; a changed
// size rule followed by the next check (the kept reads see the change); a hidden option gone from the
// configurator's check but kept on an item made before; every bad value a 400 naming its field; a
// code already used; prices.manage only (a dealer user and the sales manager are refused).
import {
  type Catalogue,
  type Configuration,
  daysAfter,
  FAMILY_SAVED,
  MODEL_HIDDEN,
  MODEL_SAVED,
  type ModelBody,
  type OptionBody,
  OPTION_HIDDEN,
  OPTION_SAVED,
} from '@doorline/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConfigurationIn, demoConfigurations } from '../src/db/demo-catalogue.js';
import { DEMO_PASSWORD } from '../src/db/seed-demo.js';
import { startTestServer, testClock, type TestServer } from './helpers.js';
import { failure, signedIn, type ApiClient } from './identity-helpers.js';

const clock = testClock();
let server: TestServer;
let admin: ApiClient;
let salesManager: ApiClient;
let salesman: ApiClient;
let catalogue: Catalogue;
let inForceId: number;

beforeAll(async () => {
  server = await startTestServer({ demo: true, config: { now: clock.now } });
  admin = (await signedIn(server, 'admin@doorline.test', DEMO_PASSWORD)).api;
  salesManager = (await signedIn(server, 'sales@doorline.test', DEMO_PASSWORD)).api;
  salesman = (await signedIn(server, 'dealer1.sales@doorline.test', DEMO_PASSWORD)).api;
  catalogue = (await admin.priceCatalogue()).data;
  const lists = (await admin.priceLists()).data;
  inForceId = lists.flatMap((list) => list.versions).find((version) => version.inForce)!.id;
});
afterAll(async () => {
  await server?.close();
});

let unique = 0;
const code = (prefix: string) => `${prefix}-${++unique}`;
const names = (en: string) => ({ en, uk: `${en} uk`, ru: `${en} ru` });

/** A single-leaf model of `familyId`: 700 to 900 mm wide, 2,000 to 2,100 mm high, by 100 mm. */
const modelBody = (familyId: number, overrides: Partial<ModelBody> = {}): ModelBody => ({
  familyId,
  code: code('TEST-MODEL'),
  names: names('Test model'),
  leafCount: 'single',
  hands: ['left', 'right'],
  swings: ['inward'],
  sizeRule: {
    width: { min: 700, max: 900, step: 100 },
    height: { min: 2000, max: 2100, step: 100 },
    leaves: [],
  },
  ...overrides,
});

const optionBody = (groupId: number, overrides: Partial<OptionBody> = {}): OptionBody => ({
  groupId,
  code: code('TEST-OPT'),
  names: names('Test option'),
  models: null,
  excludes: [],
  requires: [],
  maxWidth: null,
  maxHeight: null,
  note: null,
  ...overrides,
});

/**
 * For a model in no option's own list: one option of each required group offered to every model,
 * needing nothing, so that the check has nothing to ask but the size.
 */
function requiredChoices(): number[] {
  return catalogue.groups
    .filter((group) => group.active && group.required)
    .flatMap((group) => {
      const option = catalogue.options.find(
        (o) =>
          o.groupId === group.id && o.active && o.models === null && o.requires.length === 0 && !o.maxHeight,
      );
      return option ? [option.id] : [];
    });
}

/** A draft copied from the version in force. */
const newDraft = async () =>
  (await admin.createPriceVersion({ body: { copyFrom: inForceId, names: names('Catalogue test draft') } }))
    .data;

const check = (configuration: Configuration, versionId?: number) =>
  admin.checkConfiguration({ body: { configuration, ...(versionId ? { versionId } : {}) } });
const fieldsOf = (error: { error: Array<{ path: string }> }) => error.error.map((e) => e.path);

describe('a family and a model made on screen', () => {
  it('is created, priced in a draft, checked; a changed size rule shows at the next check', async () => {
    const family = await admin.createFamily({ body: { code: code('TEST-FAM'), names: names('Test doors') } });
    expect(family.message).toBe(FAMILY_SAVED);
    expect(family.data).toMatchObject({ names: names('Test doors'), active: true });
    const made = await admin.createModel({ body: modelBody(family.data.id) });
    expect(made.message).toBe(MODEL_SAVED);
    const model = made.data;
    expect(model).toMatchObject({
      familyId: family.data.id,
      active: true,
      sizeRule: { width: { min: 700, max: 900, step: 100 }, height: { min: 2000, max: 2100, step: 100 } },
    });
    expect(model.sizeRule.leaves).toBeUndefined();
    const listed = (await admin.priceCatalogue()).data;
    expect(listed.models.at(-1)!.id).toBe(model.id);
    expect(listed.families.at(-1)!.id).toBe(family.data.id);

    const draft = await newDraft();
    const configuration: Configuration = {
      modelId: model.id,
      width: 900,
      height: 2000,
      hand: 'left',
      swing: 'inward',
      options: requiredChoices(),
    };
    // No price in any version until a draft gives it one; publishing asks for it.
    const unpriced = (await check(configuration, draft.id)).data;
    expect(unpriced.problems.map((p) => [p.path, p.code])).toContainEqual([
      'configuration.modelId',
      'noPriceInVersion',
    ]);
    const incomplete = await failure(
      admin.publishPriceVersion({
        params: { id: draft.id },
        body: { effectiveFrom: daysAfter(clock.now(), 400) },
      }),
      400,
    );
    expect(incomplete.message).toContain(model.code);

    await admin.setModelPrice({
      params: { id: draft.id, modelId: model.id },
      body: {
        kind: 'table',
        table: {
          widths: [700, 900],
          heights: [2000, 2100],
          cells: [
            [100, 300],
            [200, 400],
          ],
          between: 'interpolate',
        },
      },
    });
    const priced = (await check(configuration, draft.id)).data;
    expect(priced.problems).toEqual([]);
    expect(priced.breakdown!.base).toMatchObject({ amount: 300, source: { kind: 'cell' } });

    // The rule narrowed: 900 mm is no longer made, at the very next check.
    const narrowed = await admin.changeModel({
      params: { id: model.id },
      body: modelBody(family.data.id, {
        code: model.code,
        sizeRule: {
          width: { min: 700, max: 800, step: 100 },
          height: { min: 2000, max: 2100, step: 100 },
          leaves: [],
        },
      }),
    });
    expect(narrowed.data.sizeRule.width.max).toBe(800);
    const refused = (await check(configuration, draft.id)).data;
    expect(refused.problems.map((p) => [p.path, p.code])).toEqual([
      ['configuration.width', 'sizeOutOfRange'],
    ]);
    expect((await check({ ...configuration, width: 800 }, draft.id)).data.breakdown!.base.amount).toBe(200);

    // Hidden: not in the configurator, not asked for by publishing; shown again, both come back.
    const hidden = await admin.setModelActive({ params: { id: model.id }, body: { active: false } });
    expect(hidden).toMatchObject({ message: MODEL_HIDDEN, data: { active: false } });
    const gone = await failure(check(configuration, draft.id), 400);
    expect(fieldsOf(gone)).toEqual(['configuration.modelId']);
    await admin.setModelActive({ params: { id: model.id }, body: { active: true } });
    expect((await check({ ...configuration, width: 800 }, draft.id)).data.problems).toEqual([]);
    await admin.deletePriceVersion({ params: { id: draft.id } });
  });

  it('makes a double model whose width is the sum of its two leaves', async () => {
    const familyId = catalogue.families[0]!.id;
    const model = (
      await admin.createModel({
        body: modelBody(familyId, {
          leafCount: 'double',
          sizeRule: {
            width: { min: 1000, max: 1600, step: 10 },
            height: { min: 2000, max: 2100, step: 10 },
            leaves: [
              { min: 500, max: 800, step: 10 },
              { min: 500, max: 800, step: 10 },
            ],
          },
        }),
      })
    ).data;
    expect(model.sizeRule.leaves).toHaveLength(2);
  });
});

describe('an option hidden', () => {
  it('is gone from the configurator’s check but kept on an item made before', async () => {
    const demo = demoConfigurations.find((c) => c.options.length > 0)!;
    const configuration = demoConfigurationIn(catalogue, demo);
    const quote = (await salesman.createOrder({ body: { requestedDate: daysAfter(clock.now(), 30) } })).data;
    const item = (await salesman.addDoor({ params: { id: quote.id }, body: { configuration } })).data;
    const optionId = configuration.options[0]!;
    const hidden = await admin.setOptionActive({ params: { id: optionId }, body: { active: false } });
    try {
      expect(hidden).toMatchObject({ message: OPTION_HIDDEN, data: { id: optionId, active: false } });
      const checked = (await salesman.checkConfiguration({ body: { configuration } })).data;
      expect(checked.options.map((state) => state.optionId)).not.toContain(optionId);
      expect(checked.problems.map((p) => [p.path, p.code])).toContainEqual([
        'configuration.options.0',
        'optionNotFound',
      ]);
      const door = (await salesman.itemDoor({ params: { id: item.id } })).data;
      expect(door.configuration.chosen.map((c) => c.option.id)).toContain(optionId);
      const items = (await salesman.orderItems({ params: { orderId: quote.id }, query: { limit: 10 } })).data;
      expect(items[0]).toMatchObject({ id: item.id, price: item.price, description: item.description });
      // The catalogue still lists it, hidden, for whom edits it.
      const listed = (await admin.priceCatalogue()).data.options.find((o) => o.id === optionId);
      expect(listed!.active).toBe(false);
    } finally {
      await admin.setOptionActive({ params: { id: optionId }, body: { active: true } });
    }
    const back = (await salesman.checkConfiguration({ body: { configuration } })).data;
    expect(back.options.map((state) => state.optionId)).toContain(optionId);
  });
});

describe('options and groups', () => {
  it('creates a group and an option with rules, and changes them', async () => {
    const group = (
      await admin.createOptionGroup({
        body: { code: code('TEST-GRP'), names: names('Test group'), required: false, multiple: true },
      })
    ).data;
    expect(group).toMatchObject({ required: false, multiple: true, active: true });
    const [first, second] = catalogue.options;
    const made = await admin.createOption({
      body: optionBody(group.id, {
        models: [catalogue.models[0]!.id],
        excludes: [first!.id],
        requires: [second!.id],
        maxHeight: 2100,
        note: { kind: 'leadTime', names: names('Two more weeks') },
      }),
    });
    expect(made.message).toBe(OPTION_SAVED);
    expect(made.data).toMatchObject({
      groupId: group.id,
      models: [catalogue.models[0]!.id],
      excludes: [first!.id],
      requires: [second!.id],
      maxWidth: null,
      maxHeight: 2100,
      note: { kind: 'leadTime' },
    });
    const changed = await admin.changeOption({
      params: { id: made.data.id },
      body: optionBody(group.id, { code: made.data.code, names: names('Renamed') }),
    });
    expect(changed.data).toMatchObject({ names: names('Renamed'), models: null, excludes: [], requires: [] });
    const renamed = await admin.changeOptionGroup({
      params: { id: group.id },
      body: { code: group.code, names: names('Renamed group'), required: true, multiple: false },
    });
    expect(renamed.data).toMatchObject({ required: true, multiple: false });
    // Left required with an unpriced option would stop the demo's checks: not required again.
    await admin.changeOptionGroup({
      params: { id: group.id },
      body: { code: group.code, names: names('Renamed group'), required: false, multiple: false },
    });
    await admin.setOptionActive({ params: { id: made.data.id }, body: { active: false } });
  });
});

describe('bad values', () => {
  const expectField = async (call: Promise<unknown>, path: string, code?: string) => {
    const error = await failure(call, 400);
    expect(fieldsOf(error), JSON.stringify(error.error)).toEqual([path]);
    if (code) expect(error.error[0]!.code).toBe(code);
  };

  it('names the field of every bad value of a family and a model, writing nothing', async () => {
    const before = (await admin.priceCatalogue()).data;
    const familyId = before.families[0]!.id;
    await expectField(admin.createFamily({ body: { code: 'HAS SPACE', names: names('x') } }), 'code');
    await expectField(admin.createFamily({ body: { code: 'NUL\u0000', names: names('x') } }), 'code');
    await expectField(
      admin.createFamily({ body: { code: code('F'), names: { ...names('x'), uk: '  ' } } }),
      'names.uk',
      'required',
    );
    await expectField(
      admin.createFamily({ body: { code: code('F'), names: { ...names('x'), ru: 'a\u0000b' } } }),
      'names.ru',
    );
    await expectField(admin.createModel({ body: modelBody(2_000_000_000) }), 'familyId', 'familyNotFound');
    const rule = modelBody(familyId).sizeRule;
    await expectField(
      admin.createModel({
        body: modelBody(familyId, { sizeRule: { ...rule, width: { min: 900, max: 700, step: 100 } } }),
      }),
      'sizeRule.width.max',
      'sizeMaxBelowMin',
    );
    await expectField(
      admin.createModel({
        body: modelBody(familyId, { sizeRule: { ...rule, height: { min: 2000, max: 2150, step: 100 } } }),
      }),
      'sizeRule.height.max',
      'sizeMaxOffStep',
    );
    await expectField(
      admin.createModel({
        body: modelBody(familyId, { sizeRule: { ...rule, width: { min: 700, max: 900, step: 0 } } }),
      }),
      'sizeRule.width.step',
    );
    await expectField(
      admin.createModel({ body: modelBody(familyId, { leafCount: 'double' }) }),
      'sizeRule.leaves',
      'leafRanges',
    );
    await expectField(
      admin.createModel({
        body: modelBody(familyId, {
          leafCount: 'oneAndHalf',
          sizeRule: {
            ...rule,
            leaves: [
              { min: 600, max: 700, step: 100 },
              { min: 200, max: 300, step: 100 },
            ],
          },
        }),
      }),
      'sizeRule.width',
      'widthOfLeaves',
    );
    await expectField(admin.createModel({ body: modelBody(familyId, { hands: [] }) }), 'hands');
    await expectField(
      admin.createModel({ body: modelBody(familyId, { swings: ['inward', 'inward'] }) }),
      'swings',
    );
    await expectField(
      admin.changeModel({ params: { id: before.models[0]!.id }, body: modelBody(familyId, { code: 'a b' }) }),
      'code',
    );
    expect((await admin.priceCatalogue()).data).toEqual(before);
  });

  it('names the field of every bad rule of an option', async () => {
    const before = (await admin.priceCatalogue()).data.options;
    const [first, second] = catalogue.options;
    const groupId = first!.groupId;
    await expectField(
      admin.createOption({ body: optionBody(2_000_000_000) }),
      'groupId',
      'optionGroupNotFound',
    );
    await expectField(
      admin.createOption({ body: optionBody(groupId, { models: [catalogue.models[0]!.id, 2_000_000_000] }) }),
      'models.1',
      'modelNotFound',
    );
    await expectField(
      admin.createOption({ body: optionBody(groupId, { excludes: [2_000_000_000] }) }),
      'excludes.0',
      'optionNotFound',
    );
    await expectField(
      admin.createOption({ body: optionBody(groupId, { excludes: [first!.id], requires: [first!.id] }) }),
      'requires.0',
      'excludesAndRequires',
    );
    await expectField(
      admin.changeOption({
        params: { id: first!.id },
        body: optionBody(groupId, { code: first!.code, excludes: [second!.id, first!.id] }),
      }),
      'excludes.1',
      'optionSelf',
    );
    await expectField(
      admin.createOption({ body: optionBody(groupId, { requires: [second!.id, second!.id] }) }),
      'requires',
      'namedTwice',
    );
    await expectField(admin.createOption({ body: optionBody(groupId, { maxWidth: 0 }) }), 'maxWidth');
    await expectField(
      admin.createOption({
        body: optionBody(groupId, { note: { kind: 'info', names: { ...names('n'), en: ' ' } } }),
      }),
      'note.names.en',
    );
    expect((await admin.priceCatalogue()).data.options).toEqual(before);
  });

  it('refuses a code already used by another of its kind (400 on code), not its own', async () => {
    const taken = catalogue.models[0]!;
    const other = catalogue.models[1]!;
    await expectField(
      admin.createModel({ body: modelBody(taken.familyId, { code: taken.code }) }),
      'code',
      'codeTaken',
    );
    await expectField(
      admin.changeModel({
        params: { id: other.id },
        body: modelBody(other.familyId, { code: taken.code }),
      }),
      'code',
      'codeTaken',
    );
    await expectField(
      admin.createOptionGroup({
        body: { code: catalogue.groups[0]!.code, names: names('x'), required: false, multiple: false },
      }),
      'code',
      'codeTaken',
    );
    // A family may share a model's code: codes are unique within their kind.
    const family = await admin.createFamily({ body: { code: other.code, names: names('Same code') } });
    expect(family.data.code).toBe(other.code);
    // Its own code kept on a change.
    const family2 = await admin.changeFamily({
      params: { id: family.data.id },
      body: { code: other.code, names: names('Same code, renamed') },
    });
    expect(family2.data.names.en).toBe('Same code, renamed');
  });

  it('answers a missing model or option as not found', async () => {
    await failure(admin.setModelActive({ params: { id: 2_000_000_000 }, body: { active: false } }), 404);
    await failure(admin.setOptionActive({ params: { id: 2_000_000_000 }, body: { active: false } }), 404);
    await failure(
      admin.changeModel({ params: { id: 2_000_000_000 }, body: modelBody(catalogue.families[0]!.id) }),
      404,
    );
  });
});

describe('who may edit the catalogue', () => {
  it('is the organization with prices.manage: a dealer user and the sales manager are refused', async () => {
    const body = { code: code('TEST-FAM'), names: names('Refused') };
    const dealer = await failure(salesman.createFamily({ body }), 403);
    expect(dealer.message).toBe('Only the organization can change prices.');
    await failure(salesManager.createFamily({ body }), 403);
    const modelId = catalogue.models[0]!.id;
    await failure(salesman.setModelActive({ params: { id: modelId }, body: { active: false } }), 403);
    await failure(salesManager.setModelActive({ params: { id: modelId }, body: { active: false } }), 403);
    expect((await admin.priceCatalogue()).data.models.find((m) => m.id === modelId)!.active).toBe(true);
  });
});

describe('the catalogue’s audit trail, and a family or a group hidden', () => {
  const actionsOf = (page: { data: Array<{ action: string }> }) => page.data.map((event) => event.action);

  it('writes each family’s and model’s change with its fields; a hidden family’s models are refused', async () => {
    const familyCode = code('TEST-FAM');
    const family = (await admin.createFamily({ body: { code: familyCode, names: names('Trail doors') } }))
      .data;
    await admin.changeFamily({
      params: { id: family.id },
      body: { code: familyCode, names: { ...names('Trail doors'), uk: 'Двері' } },
    });
    // The same values again: nothing changed, nothing written.
    await admin.changeFamily({
      params: { id: family.id },
      body: { code: familyCode, names: { ...names('Trail doors'), uk: 'Двері' } },
    });
    const model = (await admin.createModel({ body: modelBody(family.id) })).data;
    const configuration: Configuration = {
      modelId: model.id,
      width: 800,
      height: 2000,
      hand: 'left',
      swing: 'inward',
      options: requiredChoices(),
    };
    expect((await check(configuration)).data).toBeTruthy();

    const hidden = await admin.setFamilyActive({ params: { id: family.id }, body: { active: false } });
    expect(hidden).toMatchObject({ message: 'Family hidden', data: { id: family.id, active: false } });
    const refused = await failure(check(configuration), 400);
    expect(fieldsOf(refused)).toEqual(['configuration.modelId']);
    const shown = await admin.setFamilyActive({ params: { id: family.id }, body: { active: true } });
    expect(shown.message).toBe('Family shown');
    expect((await check(configuration)).data).toBeTruthy();

    const trail = await admin.familyAudit({ params: { id: family.id }, query: {} });
    expect(actionsOf(trail)).toEqual([
      'family.changed',
      'family.changed',
      'family.changed',
      'family.created',
    ]);
    expect(trail.data[0]).toMatchObject({ before: { active: false }, after: { active: true } });
    expect(trail.data[1]).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(trail.data[2]!.before).toEqual({ names: names('Trail doors') });
    expect(trail.data[2]!.after).toEqual({ names: { ...names('Trail doors'), uk: 'Двері' } });
    expect(trail.data[3]!.before).toBeNull();
    expect(trail.data[3]!.after).toEqual({ code: familyCode, names: names('Trail doors'), active: true });
    expect(trail.data[3]!.actor).toMatchObject({ name: expect.any(String) });

    await admin.changeModel({
      params: { id: model.id },
      body: modelBody(family.id, { code: model.code, swings: ['inward', 'outward'] }),
    });
    await admin.setModelActive({ params: { id: model.id }, body: { active: false } });
    const modelTrail = await admin.modelAudit({ params: { id: model.id }, query: { limit: 10 } });
    expect(actionsOf(modelTrail)).toEqual(['model.changed', 'model.changed', 'model.created']);
    expect(modelTrail.data[0]).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(modelTrail.data[1]!.before).toEqual({ swings: ['inward'] });
    expect(modelTrail.data[1]!.after).toEqual({ swings: ['inward', 'outward'] });
    expect(modelTrail.data[2]!.after).toMatchObject({
      familyId: family.id,
      code: model.code,
      leafCount: 'single',
      active: true,
    });
  });

  it('writes a group’s and an option’s changes; a hidden group’s options are refused, an item keeps its door', async () => {
    const group = (
      await admin.createOptionGroup({
        body: { code: code('TEST-GRP'), names: names('Trail group'), required: false, multiple: false },
      })
    ).data;
    await admin.changeOptionGroup({
      params: { id: group.id },
      body: { code: group.code, names: names('Trail group'), required: false, multiple: true },
    });
    const option = (await admin.createOption({ body: optionBody(group.id) })).data;
    await admin.changeOption({
      params: { id: option.id },
      body: optionBody(group.id, { code: option.code, maxWidth: 1000 }),
    });
    await admin.setOptionActive({ params: { id: option.id }, body: { active: false } });
    const groupTrail = await admin.optionGroupAudit({ params: { id: group.id }, query: {} });
    expect(groupTrail.data.map((e) => [e.action, e.before, e.after])).toEqual([
      ['option_group.changed', { multiple: false }, { multiple: true }],
      [
        'option_group.created',
        null,
        { code: group.code, names: names('Trail group'), required: false, multiple: false, active: true },
      ],
    ]);
    const optionTrail = await admin.optionAudit({ params: { id: option.id }, query: {} });
    expect(optionTrail.data.map((e) => [e.action, e.before, e.after])).toEqual([
      ['option.changed', { active: true }, { active: false }],
      ['option.changed', { maxWidth: null }, { maxWidth: 1000 }],
      [
        'option.created',
        null,
        expect.objectContaining({ groupId: group.id, code: option.code, models: null }),
      ],
    ]);

    // A demo door's option's group hidden: the check refuses the option as a hidden one.
    const demo = demoConfigurations.find((c) => c.options.length > 0)!;
    const configuration = demoConfigurationIn(catalogue, demo);
    const quote = (await salesman.createOrder({ body: { requestedDate: daysAfter(clock.now(), 30) } })).data;
    const item = (await salesman.addDoor({ params: { id: quote.id }, body: { configuration } })).data;
    const optionId = configuration.options[0]!;
    const groupId = catalogue.options.find((o) => o.id === optionId)!.groupId;
    const hidden = await admin.setOptionGroupActive({ params: { id: groupId }, body: { active: false } });
    try {
      expect(hidden).toMatchObject({ message: 'Option group hidden', data: { id: groupId, active: false } });
      const checked = (await salesman.checkConfiguration({ body: { configuration } })).data;
      expect(checked.problems.map((p) => [p.path, p.code])).toContainEqual([
        'configuration.options.0',
        'optionNotFound',
      ]);
      const door = (await salesman.itemDoor({ params: { id: item.id } })).data;
      expect(door.configuration.chosen.map((c) => c.option.id)).toContain(optionId);
    } finally {
      await admin.setOptionGroupActive({ params: { id: groupId }, body: { active: true } });
    }
    const back = (await salesman.checkConfiguration({ body: { configuration } })).data;
    expect(back.options.map((state) => state.optionId)).toContain(optionId);
    const shown = await admin.optionGroupAudit({ params: { id: groupId }, query: {} });
    expect(shown.data.slice(0, 2).map((e) => e.after)).toEqual([{ active: true }, { active: false }]);
  });

  it('is read with prices.manage only: a dealer user and the sales manager are refused', async () => {
    const modelId = catalogue.models[0]!.id;
    const familyId = catalogue.families[0]!.id;
    await failure(salesman.modelAudit({ params: { id: modelId }, query: {} }), 403);
    await failure(salesManager.modelAudit({ params: { id: modelId }, query: {} }), 403);
    await failure(salesman.familyAudit({ params: { id: familyId }, query: {} }), 403);
    await failure(salesman.setFamilyActive({ params: { id: familyId }, body: { active: false } }), 403);
    await failure(salesManager.setOptionGroupActive({ params: { id: 1 }, body: { active: false } }), 403);
    await failure(admin.setFamilyActive({ params: { id: 2_000_000_000 }, body: { active: false } }), 404);
    await failure(
      admin.setOptionGroupActive({ params: { id: 2_000_000_000 }, body: { active: false } }),
      404,
    );
    expect((await admin.priceCatalogue()).data.families.find((f) => f.id === familyId)!.active).toBe(true);
  });
});
