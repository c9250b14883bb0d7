// A model's price table and an option group's prices as CSV files (issue 43, part 2; docs/decisions.md
// "Issue 43, part 2: a table's and an option group's CSV (the decisions)"): an export imported back
// gives the same prices; a table with other sizes is taken; each problem of a file is answered by its
// line and column and nothing is written; comma decimals and a BOM are read; a published version is
// refused (409); a dealer user never exports a draft (404) nor imports (403).
import {
  buildPath,
  lazyEndpointModules,
  type ModelPrice,
  PRICES_IMPORTED,
  type PriceVersion,
} from '@doorline/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed-demo.js';
import { startTestServer, testClock, type TestServer } from './helpers.js';
import { failure, signedIn, type ApiClient } from './identity-helpers.js';

const clock = testClock();
let server: TestServer;
let admin: ApiClient;
let dealer: ApiClient;
let published: PriceVersion;
let modelId: number;
let groupId: number;

const { files } = lazyEndpointModules.priceFiles;

beforeAll(async () => {
  server = await startTestServer({ demo: true, config: { now: clock.now } });
  admin = (await signedIn(server, 'admin@doorline.test', DEMO_PASSWORD)).api;
  dealer = (await signedIn(server, 'dealer1.admin@doorline.test', DEMO_PASSWORD)).api;
  const lists = (await admin.priceLists()).data;
  published = lists.flatMap((list) => list.versions).find((version) => version.inForce)!;
  const catalogue = (await admin.priceCatalogue()).data;
  modelId = catalogue.models.find((model) => model.code === 'INT-CLASSIC')!.id;
  groupId = catalogue.groups.find((group) => group.code === 'colour')!.id;
});
afterAll(async () => {
  await server?.close();
});

let drafts = 0;
/** A new draft copied from the version in force. */
const newDraft = async (): Promise<PriceVersion> =>
  (
    await admin.createPriceVersion({
      body: { copyFrom: published.id, names: { en: `Files ${++drafts}`, uk: 'Файли', ru: 'Файлы' } },
    })
  ).data;

/** A file's bytes as the exports answer them, and its name. */
async function exported(who: ApiClient, path: string) {
  const file = await who.download(path);
  return { bytes: Buffer.from(await file.blob.arrayBuffer()), name: file.fileName };
}
const tablePath = (versionId: number) => buildPath(files.exportModelPriceFile, { id: versionId, modelId });
const groupPath = (versionId: number) => buildPath(files.exportOptionPriceFile, { id: versionId, groupId });

const blob = (content: string | Buffer) =>
  new Blob([typeof content === 'string' ? content : new Uint8Array(content)]);
const checkTable = (who: ApiClient, versionId: number, content: string | Buffer) =>
  who.checkModelPriceFile({ params: { id: versionId, modelId }, file: blob(content), fileName: 'table.csv' });
const importTable = (who: ApiClient, versionId: number, content: string | Buffer) =>
  who.importModelPriceFile({
    params: { id: versionId, modelId },
    file: blob(content),
    fileName: 'table.csv',
  });
const checkGroup = (who: ApiClient, versionId: number, content: string | Buffer) =>
  who.checkOptionPriceFile({
    params: { id: versionId, groupId },
    file: blob(content),
    fileName: 'group.csv',
  });
const importGroup = (who: ApiClient, versionId: number, content: string | Buffer) =>
  who.importOptionPriceFile({
    params: { id: versionId, groupId },
    file: blob(content),
    fileName: 'group.csv',
  });

async function pricesOf(versionId: number) {
  const version = (await admin.priceVersion({ params: { id: versionId } })).data;
  return {
    model: version.models.find((row) => row.modelId === modelId)!.price,
    options: version.options,
  };
}

/** INT-CLASSIC is made 600 to 1,000 mm wide and 1,900 to 2,200 mm high. */
const newSizes = [
  'interpolate,600,700,800,900,1000',
  '1900,5000,5100,5200,5300,5400',
  '2000,5100,5200,,5400,5500',
  '2200,5200.5,5300,5400,5500,5600.25',
].join('\r\n');

describe('a model’s table as CSV', () => {
  it('exports a table that imports back to the same prices', async () => {
    const draft = await newDraft();
    const before = await pricesOf(draft.id);
    const file = await exported(admin, tablePath(draft.id));
    expect(file.name).toBe(`INT-CLASSIC-v${draft.number}.csv`);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      `\uFEFF${before.model.table!.between},${before.model.table!.widths.join(',')}`,
    );

    const check = (await checkTable(admin, draft.id, file.bytes)).data;
    expect(check.errors).toEqual([]);
    expect(check.price).toEqual(before.model);
    expect(check.current).toEqual(before.model);
    const done = await importTable(admin, draft.id, file.bytes);
    expect(done.message).toBe(PRICES_IMPORTED);
    expect((await pricesOf(draft.id)).model).toEqual(before.model);
  });

  it('takes a table with other widths and heights, sorted, an empty cell not made', async () => {
    const draft = await newDraft();
    const check = (await checkTable(admin, draft.id, newSizes)).data;
    expect(check.errors).toEqual([]);
    await importTable(admin, draft.id, newSizes);
    expect((await pricesOf(draft.id)).model).toEqual<ModelPrice>({
      kind: 'table',
      table: {
        widths: [600, 700, 800, 900, 1000],
        heights: [1900, 2000, 2200],
        cells: [
          [5000, 5100, 5200, 5300, 5400],
          [5100, 5200, null, 5400, 5500],
          [5200.5, 5300, 5400, 5500, 5600.25],
        ],
        between: 'interpolate',
      },
    });
  });

  it('reads comma decimals with semicolons, a BOM or none, and keeps the table’s way between sizes', async () => {
    const draft = await newDraft();
    const before = await pricesOf(draft.id);
    const ukrainian = [';600;1000', '1900;"1 000,50";1200', '2200;1100;1300,5'].join('\n');
    for (const file of [ukrainian, `\uFEFF${ukrainian}`]) {
      const check = (await checkTable(admin, draft.id, file)).data;
      expect(check.errors).toEqual([]);
      expect(check.price?.table).toMatchObject({
        cells: [
          [1000.5, 1200],
          [1100, 1300.5],
        ],
      });
    }
    await importTable(
      admin,
      draft.id,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(ukrainian)]),
    );
    const { model } = await pricesOf(draft.id);
    expect(model.table).toEqual({
      widths: [600, 1000],
      heights: [1900, 2200],
      cells: [
        [1000.5, 1200],
        [1100, 1300.5],
      ],
      between: before.model.table!.between,
    });
  });

  it('answers every problem by its line and column, and writes nothing', async () => {
    const draft = await newDraft();
    const before = await pricesOf(draft.id);
    const bad = [
      'interpolate,600,700,700,,1000',
      '1900,5000,abc,5200,5250,5300',
      '2000,-5,5100,5200,,5300',
      '2200,5000,5100,5200.125,,5\u00001',
    ].join('\n');
    const check = (await checkTable(admin, draft.id, bad)).data;
    expect(check.price).toBeNull();
    expect(check.errors.map((e) => [e.line, e.column, e.problem, e.value])).toEqual([
      [1, 'D', 'duplicateSize', '700'],
      [1, 'E', 'noSize', ''],
      [2, 'C', 'notANumber', 'abc'],
      [3, 'B', 'negative', '-5'],
      [4, 'D', 'tooManyDecimals', '5200.125'],
      [4, 'F', 'nul', '51'],
    ]);
    const refused = await failure(importTable(admin, draft.id, bad), 400);
    expect(refused.code).toBe('priceFileFails');
    expect(refused.error).toMatchObject([{ path: 'file', code: 'priceFileFails' }]);
    expect(await pricesOf(draft.id)).toEqual(before);
  });

  it('refuses a table that does not cover the model’s sizes, as a typed one', async () => {
    const draft = await newDraft();
    const before = await pricesOf(draft.id);
    const short = ['interpolate,700,1000', '1900,1,2', '2200,3,4'].join('\n');
    const check = (await checkTable(admin, draft.id, short)).data;
    expect(check.errors).toEqual([
      { line: 1, problem: 'outsideRule', value: '700 … 1000', min: 600, max: 1000 },
    ]);
    await failure(importTable(admin, draft.id, short), 400);
    expect(await pricesOf(draft.id)).toEqual(before);
  });

  it('refuses a published version (409) but exports it', async () => {
    await failure(checkTable(admin, published.id, newSizes), 409);
    await failure(importTable(admin, published.id, newSizes), 409);
    const file = await exported(dealer, tablePath(published.id));
    expect(file.bytes.toString('utf8')).toContain('1900,');
  });

  it('never shows a draft to a dealer user (404) nor lets one import (403)', async () => {
    const draft = await newDraft();
    await failure(dealer.download(tablePath(draft.id)), 404);
    await failure(dealer.download(groupPath(draft.id)), 404);
    await failure(checkTable(dealer, draft.id, newSizes), 403);
    await failure(importTable(dealer, draft.id, newSizes), 403);
    await failure(importGroup(dealer, draft.id, 'code,kind,price\n'), 403);
  });
});

describe('an option group’s prices as CSV', () => {
  it('exports the group’s prices that import back to the same', async () => {
    const draft = await newDraft();
    const before = await pricesOf(draft.id);
    const file = await exported(admin, groupPath(draft.id));
    expect(file.name).toBe(`colour-v${draft.number}.csv`);
    const lines = file.bytes.toString('utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFcode,kind,price,name');
    const check = (await checkGroup(admin, draft.id, file.bytes)).data;
    expect(check.errors).toEqual([]);
    expect(check.options.length).toBe(lines.length - 2);
    expect(check.options.every((row) => JSON.stringify(row.price) === JSON.stringify(row.current))).toBe(
      true,
    );
    await importGroup(admin, draft.id, file.bytes);
    expect(await pricesOf(draft.id)).toEqual(before);
  });

  it('shows each option’s old and new price and writes them in one import', async () => {
    const draft = await newDraft();
    const file = (await exported(admin, groupPath(draft.id))).bytes.toString('utf8');
    const code = file.split('\r\n')[1]!.split(',')[0]!;
    const changed = `Price;Kind;Code\n"12,5";percentOfBase;${code}\n`;
    const check = (await checkGroup(admin, draft.id, changed)).data;
    expect(check.errors).toEqual([]);
    expect(check.options).toMatchObject([{ line: 2, code, price: { kind: 'percentOfBase', percent: 12.5 } }]);
    await importGroup(admin, draft.id, changed);
    const { options } = await pricesOf(draft.id);
    expect(options.find((row) => row.optionId === check.options[0]!.optionId)!.price).toEqual({
      kind: 'percentOfBase',
      percent: 12.5,
    });
  });

  it('answers an unknown code, a repeated one, an unknown kind and a bad price by line, and writes nothing', async () => {
    const draft = await newDraft();
    const before = await pricesOf(draft.id);
    const file = (await exported(admin, groupPath(draft.id))).bytes.toString('utf8');
    const code = file.split('\r\n')[1]!.split(',')[0]!;
    const bad = ['code,kind,price', `${code},fixed,10`, 'NO-SUCH,fixed,10', `${code},fixed,11`, 'x,,'].join(
      '\n',
    );
    const badKind = ['code,kind,price', `${code},each,ten`].join('\n');
    expect(
      (await checkGroup(admin, draft.id, bad)).data.errors.map((e) => [e.line, e.column, e.problem]),
    ).toEqual([
      [3, 'A', 'unknownOption'],
      [4, 'A', 'duplicateOption'],
      [5, 'A', 'unknownOption'],
    ]);
    expect(
      (await checkGroup(admin, draft.id, badKind)).data.errors.map((e) => [e.line, e.column, e.problem]),
    ).toEqual([
      [2, 'B', 'unknownKind'],
      [2, 'C', 'notANumber'],
    ]);
    expect((await checkGroup(admin, draft.id, 'code,price\nx,1')).data.errors).toEqual([
      { line: 1, problem: 'missingColumn', value: 'kind' },
    ]);
    await failure(importGroup(admin, draft.id, bad), 400);
    expect(await pricesOf(draft.id)).toEqual(before);
    await failure(importGroup(admin, published.id, `code,kind,price\n${code},fixed,1`), 409);
  });
});
