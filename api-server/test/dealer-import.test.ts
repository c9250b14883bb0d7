// Importing dealers (issue 42; docs/decisions.md "Issue 42: the dealers' import, the second user"):
// the list's import declared once, its second user. The organization with dealers.manage uploads a
// CSV or XLSX file, checks it (each bad row by line, field and problem: the contract's rules of a new
// dealer, a dealer or an earlier row repeated by name or contact's e-mail), fixes and skips rows, and
// runs it: every row or none, each dealer as POST /dealers makes one, in the trails.
import { DEALERS_IMPORTED, IMPORT_MAX_ROWS, type ImportCheck } from '@doorline/api-client';
import ExcelJS from 'exceljs';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, dealers } from '../src/db/schema.js';
import { startTestServer, type TestServer } from './helpers.js';
import { failure, signedInUser, type SignedInUser } from './identity-helpers.js';

let server: TestServer;
let admin: SignedInUser;
let salesManager: SignedInUser;
let dealerAdmin: SignedInUser;
let counter = 0;
const unique = (prefix: string) => `${prefix}${process.pid}x${++counter}`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInUser(server);
  // dealers.read without dealers.manage.
  salesManager = await signedInUser(server, { roleKey: 'sales_manager' });
  dealerAdmin = await signedInUser(server, { dealer: true });
});
afterAll(async () => {
  await server?.close();
});

async function upload(who: SignedInUser, name: string, content: Buffer | string, type = 'text/csv') {
  const form = new FormData();
  form.append(
    'file',
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }),
    name,
  );
  const response = await fetch(`${server.baseUrl}/dealers/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.tokens.getAccessToken()!}` },
    body: form,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an upload's answer, read by the test's own expectations
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

const csv = (rows: string[][], delimiter = ',') =>
  rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(delimiter)).join('\n');

const dealerCount = async () => (await server.db.select({ n: count() }).from(dealers))[0]!.n;

const problems = (check: ImportCheck) =>
  check.errors.map(({ line, field, problem }) => ({ line, field, problem }));

describe('importing dealers', () => {
  it('guesses the mapping from Ukrainian headings, reports each bad row, takes fixes and skips, and writes every row', async () => {
    const mark = unique('imp');
    const existing = await admin.api.createDealer({
      body: { name: `Existing Doors ${mark}`, description: 'Already a dealer' },
    });
    await admin.api.updateDealer({
      params: { id: existing.data.id },
      body: { contact: { name: 'Office', email: `office-${mark}@example.test` } },
    });
    const file = csv(
      [
        ['Назва', 'Опис', 'Знижка', 'Контактна особа', 'Пошта', 'Телефон', 'Відповідальний', 'Інше'],
        [
          `Ok One ${mark}`,
          'Doors in Kyiv',
          '12,5',
          'Iryna',
          `one-${mark}@example.test`,
          '+380501110001',
          'Taras',
          'x',
        ],
        ['', 'No name', '', '', '', '', '', ''],
        ['X', 'One letter', '', '', '', '', '', ''],
        [`Bad Email ${mark}`, 'Lviv', '', 'Petro', 'not-an-email', '', '', ''],
        [`Bad Discount ${mark}`, 'Odesa', 'ten', '', '', '', '', ''],
        [`Big Discount ${mark}`, 'Dnipro', '150', '', '', '', '', ''],
        [`existing doors ${mark}`, 'The same name in another case', '', '', '', '', '', ''],
        [
          `Same Mail ${mark}`,
          'Its e-mail is a dealer’s',
          '',
          'Olha',
          `OFFICE-${mark}@example.test`,
          '',
          '',
          '',
        ],
        [`OK ONE ${mark}`, 'Twin of line 2', '', '', '', '', '', ''],
        [`No Contact Name ${mark}`, 'A phone without a person', '', '', '', '+380501110009', '', ''],
        [`Ok Two ${mark}`, 'Kharkiv', '', '', '', '', '', ''],
      ],
      ';',
    );
    const uploaded = await upload(admin, 'дилери.csv', file);
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
    const { id, mapping, rows, headings } = uploaded.json.data;
    expect(rows).toBe(11);
    expect(headings[0]).toBe('Назва');
    expect(mapping).toMatchObject({
      name: 0,
      description: 1,
      discount: 2,
      contactName: 3,
      contactEmail: 4,
      contactPhone: 5,
      responsibleName: 6,
      contactMobile: null,
      responsibleEmail: null,
    });

    const before = await dealerCount();
    const checked = (await admin.api.checkDealerImport({ params: { id }, body: { mapping } })).data;
    expect(checked).toMatchObject({ rows: 11, valid: 2, skipped: 0 });
    expect(problems(checked)).toEqual([
      { line: 3, field: 'name', problem: 'missing' },
      { line: 4, field: 'name', problem: 'tooShort' },
      { line: 5, field: 'contactEmail', problem: 'invalidEmail' },
      { line: 6, field: 'discount', problem: 'invalid' },
      { line: 7, field: 'discount', problem: 'invalid' },
      { line: 8, field: 'name', problem: 'duplicateOfExisting' },
      { line: 9, field: 'contactEmail', problem: 'duplicateOfExisting' },
      { line: 10, field: 'name', problem: 'duplicateOfRow' },
      { line: 11, field: 'contactName', problem: 'missing' },
    ]);
    const byLine = new Map(checked.errors.map((error) => [error.line, error]));
    expect(byLine.get(6)!.value).toBe('ten');
    expect(byLine.get(8)!.duplicateOf).toEqual({ id: existing.data.id, name: `Existing Doors ${mark}` });
    expect(byLine.get(9)!.duplicateOf).toEqual({ id: existing.data.id, name: `Existing Doors ${mark}` });
    expect(byLine.get(10)!.duplicateOf).toEqual({ line: 2 });

    // A run with rows that fail writes nothing.
    const refused = await failure(admin.api.runDealerImport({ params: { id }, body: { mapping } }), 400);
    expect(refused.error[0]).toMatchObject({ path: 'rows', code: 'importRowsFail' });
    expect(await dealerCount()).toBe(before);

    const fixed = {
      mapping,
      fixes: [
        { line: 3, field: 'name', value: `Named ${mark}` },
        { line: 5, field: 'contactEmail', value: `petro-${mark}@example.test` },
        { line: 6, field: 'discount', value: '10' },
        { line: 11, field: 'contactName', value: 'Reception' },
      ],
      skip: [4, 7, 8, 9, 10],
    };
    const again = (await admin.api.checkDealerImport({ params: { id }, body: fixed })).data;
    expect(again).toMatchObject({ rows: 11, valid: 6, skipped: 5, errors: [] });
    const run = await admin.api.runDealerImport({ params: { id }, body: fixed });
    expect(run.message).toBe(DEALERS_IMPORTED);
    expect(run.data).toEqual({ created: 6, skipped: 5 });
    expect(await dealerCount()).toBe(before + 6);

    const list = await admin.api.dealers({ query: { search: mark, limit: 100 } });
    expect(list.data.map((dealer) => dealer.name).sort()).toEqual(
      [
        `Bad Discount ${mark}`,
        `Bad Email ${mark}`,
        `Existing Doors ${mark}`,
        `Named ${mark}`,
        `No Contact Name ${mark}`,
        `Ok One ${mark}`,
        `Ok Two ${mark}`,
      ].sort(),
    );
    // Each as POST /dealers makes one: invited; the discount and contacts as the file gives them.
    const one = list.data.find((dealer) => dealer.name === `Ok One ${mark}`)!;
    expect(one).toMatchObject({
      description: 'Doors in Kyiv',
      discount: 12.5,
      status: 'invited',
      contact: { name: 'Iryna', email: `one-${mark}@example.test`, phone: '+380501110001', mobile: null },
      responsibleContact: { name: 'Taras', email: null },
    });
    const two = list.data.find((dealer) => dealer.name === `Ok Two ${mark}`)!;
    expect(two).toMatchObject({ discount: 0, status: 'invited', contact: { name: null } });
    expect(list.data.find((dealer) => dealer.name === `Bad Discount ${mark}`)!.discount).toBe(10);

    const trail = await admin.api.dealerAudit({ params: { id: one.id } });
    expect(trail.data).toHaveLength(1);
    expect(trail.data[0]).toMatchObject({
      action: 'dealer.created',
      after: {
        name: `Ok One ${mark}`,
        discount: 12.5,
        status: 'invited',
        contact: { name: 'Iryna' },
        imported: { file: 'дилери.csv', line: 2 },
      },
    });
    const imported = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, admin.id))
      .then((events) => events.filter((event) => event.action === 'list.imported'));
    expect(imported.map((event) => event.after)).toContainEqual({
      list: 'dealers',
      file: 'дилери.csv',
      rows: 6,
      skipped: 5,
    });
    // An upload is run once.
    const twice = await failure(admin.api.runDealerImport({ params: { id }, body: fixed }), 400);
    expect(twice.code).toBe('importDone');
  });

  it('writes none when a row fails at the run: a dealer of the same name created since the check', async () => {
    const mark = unique('race');
    const file = csv([
      ['Name', 'Description'],
      [`First ${mark}`, 'A dealer'],
      [`Second ${mark}`, 'Another dealer'],
    ]);
    const uploaded = await upload(admin, 'dealers.csv', file);
    const { id, mapping } = uploaded.json.data;
    const checked = (await admin.api.checkDealerImport({ params: { id }, body: { mapping } })).data;
    expect(checked).toMatchObject({ valid: 2, errors: [] });
    await admin.api.createDealer({ body: { name: `SECOND ${mark}`, description: 'Made meanwhile' } });

    const before = await dealerCount();
    const refused = await failure(admin.api.runDealerImport({ params: { id }, body: { mapping } }), 400);
    expect(refused.error[0]).toMatchObject({ path: 'rows', code: 'importRowsFail' });
    expect(await dealerCount()).toBe(before);
    const found = await server.db
      .select({ name: dealers.name })
      .from(dealers)
      .where(inArray(dealers.name, [`First ${mark}`, `Second ${mark}`]));
    expect(found).toEqual([]);
    // Skipping the repeated row, the rest goes in.
    const run = await admin.api.runDealerImport({ params: { id }, body: { mapping, skip: [3] } });
    expect(run.data).toEqual({ created: 1, skipped: 1 });
  });

  it('reads an XLSX file with English headings and a number for the discount', async () => {
    const mark = unique('xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Dealers');
    sheet.addRow(['Company name', 'Description', 'Discount %', 'Contact', 'E-mail', 'Responsible e-mail']);
    sheet.addRow([`Sheet One ${mark}`, 'From a sheet', 7.25, 'Anna', `sheet-${mark}@example.test`, '']);
    sheet.addRow([`Sheet Two ${mark}`, 'From a sheet too', null, '', '', `boss-${mark}@example.test`]);
    const good = await upload(admin, 'book.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(good.status, JSON.stringify(good.json)).toBe(200);
    expect(good.json.data).toMatchObject({
      rows: 2,
      mapping: { name: 0, description: 1, discount: 2, contactName: 3, contactEmail: 4, responsibleEmail: 5 },
    });
    expect(good.json.data.preview[0].cells).toEqual([
      `Sheet One ${mark}`,
      'From a sheet',
      '7.25',
      'Anna',
      `sheet-${mark}@example.test`,
      '',
    ]);
    const { id, mapping } = good.json.data;
    // The responsible person's e-mail without their name: the contact's rule wants the name.
    const checked = (await admin.api.checkDealerImport({ params: { id }, body: { mapping } })).data;
    expect(problems(checked)).toEqual([{ line: 3, field: 'responsibleName', problem: 'missing' }]);
    const body = { mapping, fixes: [{ line: 3, field: 'responsibleName', value: 'Bohdan' }] };
    expect((await admin.api.runDealerImport({ params: { id }, body })).data).toEqual({
      created: 2,
      skipped: 0,
    });
    const list = await admin.api.dealers({ query: { search: mark, limit: 10 } });
    expect(list.data.find((dealer) => dealer.name === `Sheet One ${mark}`)).toMatchObject({
      discount: 7.25,
      contact: { name: 'Anna', email: `sheet-${mark}@example.test` },
    });
    expect(list.data.find((dealer) => dealer.name === `Sheet Two ${mark}`)).toMatchObject({
      responsibleContact: { name: 'Bohdan', email: `boss-${mark}@example.test` },
    });
  });

  it('checks 10,000 rows that all repeat one name in one answer, each naming the first', async () => {
    const mark = unique('many');
    const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => [`Same ${mark}`, `Row ${i}`]);
    const uploaded = await upload(admin, 'many.csv', csv([['Name', 'Description'], ...rows]));
    expect(uploaded.status).toBe(200);
    const checked = (
      await admin.api.checkDealerImport({
        params: { id: uploaded.json.data.id },
        body: { mapping: uploaded.json.data.mapping },
      })
    ).data;
    expect(checked).toMatchObject({ rows: IMPORT_MAX_ROWS, valid: 1 });
    expect(checked.errors).toHaveLength(IMPORT_MAX_ROWS - 1);
    expect(checked.errors.every((error) => error.duplicateOf?.line === 2)).toBe(true);
  });

  it.each([
    ['not CSV or XLSX', 'dealers.pdf', '%PDF-1.4 not a table', 'importNotATable'],
    ['empty', 'empty.csv', 'Name,Description\n\n', 'importNoRows'],
    ['a formula in a cell', 'formula.csv', 'Name,Description\n=HYPERLINK("x"),Doors\n', 'importFormula'],
  ])('refuses a file that is %s with 400 naming file', async (_what, name, content, code) => {
    const answer = await upload(admin, name, content);
    expect(answer.status, JSON.stringify(answer.json)).toBe(400);
    expect(answer.json).toMatchObject({ code, error: [{ path: 'file', code }] });
  });

  it('is the organization’s with dealers.manage only: 403 to a dealer user and to an organization user without it', async () => {
    const file = csv([
      ['Name', 'Description'],
      ['Refused Doors', 'Never written'],
    ]);
    const own = await upload(admin, 'dealers.csv', file);
    const { id, mapping } = own.json.data;
    for (const who of [dealerAdmin, salesManager]) {
      expect((await upload(who, 'dealers.csv', file)).status).toBe(403);
      await failure(who.api.checkDealerImport({ params: { id }, body: { mapping } }), 403);
      await failure(who.api.runDealerImport({ params: { id }, body: { mapping } }), 403);
    }
    // Another user's upload, with the permission, is a missing one.
    const other = await signedInUser(server);
    const theirs = await failure(other.api.checkDealerImport({ params: { id }, body: { mapping } }), 404);
    expect(theirs.code).toBe('importNotFound');
    // A customers' upload is no dealers' one.
    const customers = await fetch(`${server.baseUrl}/customers/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.tokens.getAccessToken()!}` },
      body: (() => {
        const form = new FormData();
        form.append('file', new Blob(['Name\nAnna\n'], { type: 'text/csv' }), 'customers.csv');
        return form;
      })(),
    }).then((response) => response.json() as Promise<{ data: { id: number } }>);
    await failure(admin.api.checkDealerImport({ params: { id: customers.data.id }, body: { mapping } }), 404);
  });
});
