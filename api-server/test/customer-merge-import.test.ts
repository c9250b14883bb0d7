// Possible duplicates, merging and importing customers (issue 42; docs/decisions.md "Issue 42:
// duplicates" and "Issue 42: an import declared once"): the pairs by e-mail, phone and a name one
// letter apart, a merge's field choices, moved records, comments, files and history in one
// transaction, and an import's upload refusals, row problems, fixes, skips and all-or-none run, each
// inside the dealer boundary.
import {
  CUSTOMERS_IMPORTED,
  CUSTOMERS_MERGED,
  daysAfter,
  IMPORT_MAX_ROWS,
  type ImportCheck,
} from '@doorline/api-client';
import ExcelJS from 'exceljs';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, customers, dealers, items, orders, recordFiles } from '../src/db/schema.js';
import { startTestServer, type TestServer } from './helpers.js';
import { failure, signedInUser, type SignedInUser } from './identity-helpers.js';

let server: TestServer;
let admin: SignedInUser;
let dealerAdmin: SignedInUser;
let dealerSalesman: SignedInUser;
let otherDealer: SignedInUser;
let counter = 0;
const unique = (prefix: string) => `${prefix}${process.pid}x${++counter}`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInUser(server);
  dealerAdmin = await signedInUser(server, { dealer: true });
  dealerSalesman = await signedInUser(server, {
    roleKey: 'dealer_salesman',
    dealerId: dealerAdmin.dealerId!,
  });
  otherDealer = await signedInUser(server, { dealer: true });
});
afterAll(async () => {
  await server?.close();
});

const create = (who: SignedInUser, body: Parameters<SignedInUser['api']['createCustomer']>[0]['body']) =>
  who.api.createCustomer({ body }).then((answer) => answer.data);

describe('GET /customers/duplicates', () => {
  it('pairs customers of one dealer by e-mail in any case, by phone digits, and by a name one letter or a space apart', async () => {
    const mark = unique('dup');
    const anna = await create(dealerAdmin, { name: `Anna Koval ${mark}`, email: `${mark}@Example.test` });
    const anna2 = await create(dealerAdmin, { name: `anna  koval ${mark}`, email: ` ${mark}@example.TEST` });
    const phone = await create(dealerAdmin, { name: `Phone ${mark} A`, phone: '+380 (50) 111-22-33' });
    const mobile = await create(dealerAdmin, { name: `Other ${mark} B`, mobile: '050 111 22 33' });
    const typo = await create(dealerAdmin, { name: `Bohdan Levchenko ${mark}` });
    const typo2 = await create(dealerAdmin, { name: `Bohdan Levchenkp ${mark}` });
    const twoApart = await create(dealerAdmin, { name: `Bohdan Levchxxko ${mark}` });
    // Another dealer's same e-mail is no pair of this dealer's, and never seen by it.
    await create(otherDealer, { name: `Anna Koval ${mark}`, email: `${mark}@example.test` });

    const answer = await dealerAdmin.api.customerDuplicates({ query: { limit: 100 } });
    const pairs = answer.data
      .filter((pair) => pair.customers.every((customer) => customer.name.includes(mark)))
      .map((pair) => ({ ids: pair.customers.map((customer) => customer.id), reasons: pair.reasons }));
    expect(pairs).toContainEqual({ ids: [anna.id, anna2.id], reasons: ['email', 'name'] });
    expect(pairs).toContainEqual({ ids: [phone.id, mobile.id], reasons: ['phone'] });
    expect(pairs).toContainEqual({ ids: [typo.id, typo2.id], reasons: ['name'] });
    // Two letters apart is no pair.
    expect(pairs.some((pair) => pair.ids.includes(twoApart.id) && pair.ids.includes(typo.id))).toBe(false);
    expect(
      answer.data.every((pair) => pair.customers.every((c) => c.dealer?.id === dealerAdmin.dealerId)),
    ).toBe(true);
    expect(answer.pagination.count).toBeGreaterThanOrEqual(3);

    // The organization sees every dealer's pairs, and filters by dealer.
    const other = await admin.api.customerDuplicates({
      query: { dealerId: otherDealer.dealerId!, limit: 100 },
    });
    expect(
      other.data.every((pair) => pair.customers.every((c) => c.dealer?.id === otherDealer.dealerId)),
    ).toBe(true);
  });

  it('keeps the pairs with every change: a change that parts two customers removes their pair, one that makes them alike adds it', async () => {
    const mark = unique('kept');
    const pairIds = async () =>
      (await dealerAdmin.api.customerDuplicates({ query: { limit: 100 } })).data
        .filter((pair) => pair.customers.every((customer) => customer.name.includes(mark)))
        .map((pair) => pair.customers.map((customer) => customer.id));
    const first = await create(dealerAdmin, { name: `Taras ${mark}`, email: `one.${mark}@example.test` });
    const second = await create(dealerAdmin, { name: `Olena ${mark}`, email: `ONE.${mark}@example.test` });
    expect(await pairIds()).toEqual([[first.id, second.id]]);
    // Another e-mail parts them; the same phone in another form pairs them again.
    await dealerAdmin.api.updateCustomer({
      params: { id: second.id },
      body: { email: `two.${mark}@example.test`, mobile: '+380 67 555 44 33' },
    });
    expect(await pairIds()).toEqual([]);
    await dealerAdmin.api.updateCustomer({ params: { id: first.id }, body: { phone: '(067) 555-44-33' } });
    expect(await pairIds()).toEqual([[first.id, second.id]]);
  });

  it('leaves a pair marked "Not a duplicate" out while its customers stay alike, and shows it again once they part and meet anew', async () => {
    const mark = unique('distinct');
    const pairIds = async () =>
      (await dealerAdmin.api.customerDuplicates({ query: { limit: 100 } })).data
        .filter((pair) => pair.customers.every((customer) => customer.name.includes(mark)))
        .map((pair) => pair.customers.map((customer) => customer.id));
    const first = await create(dealerAdmin, { name: `Roman ${mark}`, phone: '+380 44 222 33 44' });
    const second = await create(dealerAdmin, { name: `Marta ${mark}`, phone: '044 222 33 44' });
    expect(await pairIds()).toEqual([[first.id, second.id]]);

    // Another dealer, the customer itself, and two customers that are no pair: nothing marked.
    await failure(
      otherDealer.api.markNotDuplicate({ params: { id: first.id }, body: { duplicateId: second.id } }),
      404,
    );
    const self = await failure(
      dealerAdmin.api.markNotDuplicate({ params: { id: first.id }, body: { duplicateId: first.id } }),
      400,
    );
    expect(self.error[0]).toMatchObject({ path: 'duplicateId', code: 'pairSelf' });
    const stranger = await create(dealerAdmin, { name: `Stranger ${mark}` });
    await failure(
      dealerAdmin.api.markNotDuplicate({ params: { id: first.id }, body: { duplicateId: stranger.id } }),
      404,
    );
    await failure(
      dealerSalesman.api.markNotDuplicate({ params: { id: first.id }, body: { duplicateId: second.id } }),
      403,
    );
    expect(await pairIds()).toEqual([[first.id, second.id]]);

    const marked = await dealerAdmin.api.markNotDuplicate({
      params: { id: second.id },
      body: { duplicateId: first.id },
    });
    expect(marked.message).toBe('Marked as not a duplicate');
    expect(await pairIds()).toEqual([]);
    // A change that keeps them alike keeps the mark.
    await dealerAdmin.api.updateCustomer({ params: { id: first.id }, body: { note: 'Same office' } });
    await dealerAdmin.api.updateCustomer({
      params: { id: first.id },
      body: { email: `r.${mark}@example.test` },
    });
    expect(await pairIds()).toEqual([]);
    // Parted, then alike again: a new pair, shown.
    await dealerAdmin.api.updateCustomer({ params: { id: second.id }, body: { phone: '044 999 88 77' } });
    await dealerAdmin.api.updateCustomer({
      params: { id: second.id },
      body: { email: `R.${mark}@example.test` },
    });
    expect(await pairIds()).toEqual([[first.id, second.id]]);
  });

  it('needs customers.merge: a dealer salesman answers 403', async () => {
    await failure(dealerSalesman.api.customerDuplicates({ query: {} }), 403);
  });
});

describe('POST /customers/{id}/merge', () => {
  it("keeps the chosen values, moves the other's records, comments, files and history to the survivor, and removes it", async () => {
    const mark = unique('merge');
    const survivor = await create(dealerAdmin, {
      name: `Iryna Melnyk ${mark}`,
      email: `${mark}@example.test`,
      phone: '+380501234567',
      tags: ['vip'],
      note: 'Calls in the morning',
    });
    const duplicate = await create(dealerAdmin, {
      name: `Iryna Melnik ${mark}`,
      email: `${mark}@example.test`,
      mobile: '+380671234567',
      address: { city: 'Lviv' },
      tags: ['repeat', 'VIP'],
      note: 'Has a dog',
    });
    await dealerAdmin.api.updateCustomer({ params: { id: duplicate.id }, body: { phone: '044 000 00 00' } });
    const quote = await dealerAdmin.api.createOrder({
      body: { customerId: duplicate.id, requestedDate: daysAfter(new Date(), 30) } as never,
    });
    // Their comments and files (issue 42): the duplicate's move to the survivor with the merge.
    const kept = await dealerAdmin.api.addCustomerComment({
      params: { id: survivor.id },
      body: { body: 'The survivor’s own' },
    });
    const movedComment = await dealerSalesman.api.addCustomerComment({
      params: { id: duplicate.id },
      body: { body: 'Written on the duplicate' },
    });
    const movedFile = await dealerSalesman.api.uploadCustomerFile({
      params: { id: duplicate.id },
      file: new Blob(['a plan'], { type: 'text/plain' }),
      fileName: 'plan.txt',
    });

    const answer = await dealerAdmin.api.mergeCustomers({
      params: { id: survivor.id },
      body: { duplicateId: duplicate.id, take: { name: 'duplicate', note: 'both' } },
    });
    expect(answer.message).toBe(CUSTOMERS_MERGED);
    expect(answer.data).toMatchObject({
      id: survivor.id,
      name: `Iryna Melnik ${mark}`,
      email: `${mark}@example.test`,
      phone: '+380501234567',
      mobile: '+380671234567',
      address: { city: 'Lviv' },
      tags: ['vip', 'repeat'],
      note: 'Calls in the morning\n\nHas a dog',
    });
    await failure(dealerAdmin.api.customer({ params: { id: duplicate.id } }), 404);
    const [moved] = await server.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.id, (quote as { data: { id: number } }).data.id));
    expect(moved!.customerId).toBe(survivor.id);
    const comments = await dealerAdmin.api.customerComments({ params: { id: survivor.id } });
    expect(comments.data.map((comment) => comment.id).sort((a, b) => a - b)).toEqual(
      [kept.data.id, movedComment.data.id].sort((a, b) => a - b),
    );
    const files = await dealerAdmin.api.customerFiles({ params: { id: survivor.id } });
    expect(files.data.map((file) => file.id)).toEqual([movedFile.data.id]);
    const [fileRow] = await server.db
      .select({ customerId: recordFiles.customerId })
      .from(recordFiles)
      .where(eq(recordFiles.id, movedFile.data.id));
    expect(fileRow!.customerId).toBe(survivor.id);
    const trail = await dealerAdmin.api.customerAudit({ params: { id: survivor.id }, query: { limit: 100 } });
    const actions = trail.data.map((event) => event.action);
    expect(actions[0]).toBe('customer.merged');
    expect(trail.data[0]!.after).toMatchObject({
      merged: { id: duplicate.id },
      records: 1,
      comments: 1,
      files: 1,
      name: `Iryna Melnik ${mark}`,
    });
    // The duplicate's own past (its creation and its change) reads in the survivor's history.
    expect(actions.filter((action) => action === 'customer.created')).toHaveLength(2);
    expect(actions).toContain('customer.changed');
  });

  it("answers another dealer's customer, on either side, as a missing one (404), and merges nothing", async () => {
    const own = await create(dealerAdmin, { name: unique('Own') });
    const foreign = await create(otherDealer, { name: unique('Foreign') });
    const asPath = await failure(
      dealerAdmin.api.mergeCustomers({ params: { id: foreign.id }, body: { duplicateId: own.id } }),
      404,
    );
    const asBody = await failure(
      dealerAdmin.api.mergeCustomers({ params: { id: own.id }, body: { duplicateId: foreign.id } }),
      404,
    );
    const missing = await failure(
      dealerAdmin.api.mergeCustomers({ params: { id: own.id }, body: { duplicateId: 2_000_000_000 } }),
      404,
    );
    expect(asPath.message).toBe(missing.message);
    expect(asBody.message).toBe(missing.message);
    const left = await server.db
      .select({ n: count() })
      .from(customers)
      .where(inArray(customers.id, [own.id, foreign.id]));
    expect(Number(left[0]!.n)).toBe(2);
  });

  it('refuses itself and two dealers with 400 naming duplicateId', async () => {
    const one = await create(admin, { name: unique('One'), dealerId: dealerAdmin.dealerId! });
    const two = await create(admin, { name: unique('Two'), dealerId: otherDealer.dealerId! });
    const self = await failure(
      admin.api.mergeCustomers({ params: { id: one.id }, body: { duplicateId: one.id } }),
      400,
    );
    expect(self.error[0]?.path).toBe('duplicateId');
    const across = await failure(
      admin.api.mergeCustomers({ params: { id: one.id }, body: { duplicateId: two.id } }),
      400,
    );
    expect(across.error[0]).toMatchObject({ path: 'duplicateId', code: 'mergeOtherDealer' });
    const bad = await failure(
      admin.api.mergeCustomers({
        params: { id: one.id },
        body: { duplicateId: two.id, take: { name: 'both' } } as never,
      }),
      400,
    );
    expect(bad.error[0]?.path).toBe('take.name');
  });
});

describe('GET /customers/{id}/figures', () => {
  it("gives each record's total after its discount and the ordered value of its pre-orders and orders, canceled ones aside", async () => {
    const customer = await create(dealerAdmin, { name: unique('Figures') });
    await server.db.update(dealers).set({ discount: 10 }).where(eq(dealers.id, dealerAdmin.dealerId!));
    const record = async (
      stage: 'quote' | 'preorder' | 'order',
      status: string,
      prices: number[],
      discountPercent: number | null = null,
    ) => {
      const [row] = await server.db
        .insert(orders)
        .values({
          orderNumber: unique('F-'),
          stage,
          status: status as never,
          dealerId: dealerAdmin.dealerId!,
          customerId: customer.id,
          discountPercent,
          userId: dealerAdmin.id,
          createdById: dealerAdmin.id,
        })
        .returning({ id: orders.id });
      if (prices.length)
        await server.db
          .insert(items)
          .values(
            prices.map((price, i) => ({ orderId: row!.id, description: 'Door', price, position: i + 1 })),
          );
      return row!.id;
    };
    const quote = await record('quote', 'draft', [100.1, 0.2]);
    const preorder = await record('preorder', 'approved', [1000], 5);
    const order = await record('order', 'order', [333.33, 0.01]);
    const canceled = await record('preorder', 'canceled', [5000]);
    const figures = (await dealerAdmin.api.customerFigures({ params: { id: customer.id } })).data;
    const totals = Object.fromEntries(figures.records.map((r) => [r.id, r.total]));
    // 10 % of the dealer; the pre-order's own 5 %, frozen at its approval.
    expect(totals).toEqual({ [quote]: 90.27, [preorder]: 950, [order]: 300.01, [canceled]: 4500 });
    expect(figures.orderedValue).toBe(1250.01);
    await failure(otherDealer.api.customerFigures({ params: { id: customer.id } }), 404);
  });
});

/* ---------- import ---------- */

async function upload(who: SignedInUser, name: string, content: Buffer | string, type = 'text/csv') {
  const form = new FormData();
  form.append(
    'file',
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }),
    name,
  );
  const response = await fetch(`${server.baseUrl}/customers/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.tokens.getAccessToken()!}` },
    body: form,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an upload's answer, read by the test's own expectations
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

const csv = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\n');

describe('importing customers', () => {
  it('guesses the mapping from Ukrainian headings, reports each bad row, takes fixes and skips, and writes all or none', async () => {
    const mark = unique('imp');
    const existing = await create(dealerAdmin, {
      name: `Existing ${mark}`,
      email: `existing-${mark}@example.test`,
    });
    const file = csv([
      ["Ім'я", 'Пошта', 'Телефон', 'Місто', 'Теги', 'Інше'],
      [`Ok One ${mark}`, `one-${mark}@example.test`, '+380501110001', 'Kyiv', 'vip; new', 'x'],
      [`Bad Email ${mark}`, 'not-an-email', '', 'Lviv', '', ''],
      ['', `noname-${mark}@example.test`, '', '', '', ''],
      [`Again ${mark}`, `EXISTING-${mark}@example.test`, '', '', '', ''],
      [`Twin ${mark}`, `one-${mark}@example.test`, '', '', '', ''],
      [`Ok Two ${mark}`, '', '050 111 0002', '', '', ''],
    ]);
    const uploaded = await upload(dealerAdmin, 'клієнти.csv', file);
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
    const { id, mapping, rows, preview, headings } = uploaded.json.data;
    expect(rows).toBe(6);
    expect(headings[0]).toBe("Ім'я");
    expect(preview[0]).toEqual({ line: 2, cells: expect.arrayContaining([`Ok One ${mark}`]) });
    expect(mapping).toMatchObject({
      name: 0,
      email: 1,
      phone: 2,
      city: 3,
      tags: 4,
      mobile: null,
      dealer: null,
    });

    const body = { mapping };
    const before = await server.db.select({ n: count() }).from(customers);
    const checked: ImportCheck = (await dealerAdmin.api.checkCustomerImport({ params: { id }, body })).data;
    expect(checked.rows).toBe(6);
    expect(checked.valid).toBe(2);
    expect(checked.errors.map(({ line, field, problem }) => ({ line, field, problem }))).toEqual([
      { line: 3, field: 'email', problem: 'invalidEmail' },
      { line: 4, field: 'name', problem: 'missing' },
      { line: 5, field: 'email', problem: 'duplicateOfExisting' },
      { line: 6, field: 'email', problem: 'duplicateOfRow' },
    ]);
    expect(checked.errors[2]!.duplicateOf).toEqual({ id: existing.id, name: existing.name });
    expect(checked.errors[3]!.duplicateOf).toEqual({ line: 2 });

    // A run with rows that fail writes nothing.
    const refused = await failure(dealerAdmin.api.runCustomerImport({ params: { id }, body }), 400);
    expect(refused.error[0]).toMatchObject({ path: 'rows', code: 'importRowsFail' });
    const after = await server.db.select({ n: count() }).from(customers);
    expect(after[0]!.n).toBe(before[0]!.n);

    const fixed = {
      mapping,
      fixes: [
        { line: 3, field: 'email', value: `bad-${mark}@example.test` },
        { line: 4, field: 'name', value: `Named ${mark}` },
      ],
      skip: [5, 6],
    };
    const again = (await dealerAdmin.api.checkCustomerImport({ params: { id }, body: fixed })).data;
    expect(again).toMatchObject({ rows: 6, valid: 4, skipped: 2, errors: [] });
    const run = await dealerAdmin.api.runCustomerImport({ params: { id }, body: fixed });
    expect(run.message).toBe(CUSTOMERS_IMPORTED);
    expect(run.data).toEqual({ created: 4, skipped: 2 });
    const list = await dealerAdmin.api.customers({ query: { search: mark, limit: 100 } });
    expect(list.data.map((c) => c.name).sort()).toEqual(
      [`Bad Email ${mark}`, `Existing ${mark}`, `Named ${mark}`, `Ok One ${mark}`, `Ok Two ${mark}`].sort(),
    );
    const one = list.data.find((c) => c.name === `Ok One ${mark}`)!;
    expect(one).toMatchObject({
      tags: ['vip', 'new'],
      address: { city: 'Kyiv' },
      dealer: { id: dealerAdmin.dealerId },
    });
    const trail = await dealerAdmin.api.customerAudit({ params: { id: one.id } });
    expect(trail.data[0]).toMatchObject({
      action: 'customer.created',
      after: { imported: { file: 'клієнти.csv', line: 2 } },
    });
    const [imported] = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, dealerAdmin.id))
      .then((events) => events.filter((event) => event.action === 'list.imported'));
    expect(imported!.after).toMatchObject({ list: 'customers', file: 'клієнти.csv', rows: 4, skipped: 2 });
    // An upload is run once.
    const twice = await failure(dealerAdmin.api.runCustomerImport({ params: { id }, body: fixed }), 400);
    expect(twice.code).toBe('importDone');
  });

  it("refuses a row naming another dealer, row by row, and keeps another user's upload a missing one", async () => {
    const mark = unique('dealer');
    const file = csv([
      ['Name', 'Dealer'],
      [`Mine ${mark}`, String(dealerAdmin.dealerId)],
      [`Theirs ${mark}`, String(otherDealer.dealerId)],
      [`Nobody ${mark}`, 'No Such Dealer'],
    ]);
    const uploaded = await upload(dealerAdmin, 'dealers.csv', file);
    const { id, mapping } = uploaded.json.data;
    const checked = (await dealerAdmin.api.checkCustomerImport({ params: { id }, body: { mapping } })).data;
    expect(checked.errors.map(({ line, problem }) => ({ line, problem }))).toEqual([
      { line: 3, problem: 'unknownDealer' },
      { line: 4, problem: 'unknownDealer' },
    ]);
    // Another user's upload answers as a missing one.
    const theirs = await failure(
      otherDealer.api.checkCustomerImport({ params: { id }, body: { mapping } }),
      404,
    );
    const none = await failure(
      otherDealer.api.checkCustomerImport({ params: { id: 2_000_000_000 }, body: { mapping } }),
      404,
    );
    expect(theirs.message).toBe(none.message);
    // The organization imports into any dealer by the column, or by dealerId.
    const org = await upload(admin, 'org.csv', file);
    const orgCheck = (
      await admin.api.checkCustomerImport({ params: { id: org.json.data.id }, body: { mapping } })
    ).data;
    expect(orgCheck.errors.map(({ line }) => line)).toEqual([4]);
    const bad = await failure(
      admin.api.checkCustomerImport({
        params: { id: org.json.data.id },
        body: { mapping, dealerId: 2_000_000_000 },
      }),
      400,
    );
    expect(bad.error[0]?.path).toBe('dealerId');
    const column = await failure(
      admin.api.checkCustomerImport({ params: { id: org.json.data.id }, body: { mapping: { name: 7 } } }),
      400,
    );
    expect(column.error[0]?.path).toBe('mapping.name');
  });

  it('reads an XLSX file and refuses a formula in it', async () => {
    const mark = unique('xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Customers');
    sheet.addRow(['Name', 'E-mail', 'Mobile']);
    sheet.addRow([`Sheet One ${mark}`, `sheet-${mark}@example.test`, '+380671112233']);
    sheet.addRow([`Sheet Two ${mark}`, null, 380671112244]);
    const good = await upload(dealerAdmin, 'book.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(good.status, JSON.stringify(good.json)).toBe(200);
    expect(good.json.data).toMatchObject({ rows: 2, mapping: { name: 0, email: 1, mobile: 2 } });
    expect(good.json.data.preview[1].cells).toEqual([`Sheet Two ${mark}`, '', '380671112244']);
    sheet.addRow([`Formula ${mark}`, { formula: 'A2&"x"' }, '']);
    const formula = await upload(dealerAdmin, 'book.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(formula.status).toBe(400);
    expect(formula.json).toMatchObject({ code: 'importFormula', error: [{ path: 'file' }] });
    expect(formula.json.message).toContain('Line 4, column B');
  });

  it.each([
    ['not CSV or XLSX', 'doors.pdf', '%PDF-1.4 not a table', 'importNotATable'],
    ['empty', 'empty.csv', 'Name,Email\n\n', 'importNoRows'],
    ['a NUL in a cell', 'nul.csv', 'Name\nAn\u0000na\n', 'importNul'],
    ['a formula in a cell', 'formula.csv', 'Name,Email\n=HYPERLINK("x"),a@b.test\n', 'importFormula'],
    ['an XLSX that is no workbook', 'fake.xlsx', 'Name\nAnna\n', 'importUnreadable'],
    [
      '10,001 rows',
      'big.csv',
      `Name\n${Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `Row ${i}`).join('\n')}\n`,
      'importTooManyRows',
    ],
  ])(
    'refuses a file that is %s with 400 naming file, and keeps nothing',
    async (_what, name, content, code) => {
      const answer = await upload(dealerAdmin, name, content);
      expect(answer.status, JSON.stringify(answer.json)).toBe(400);
      expect(answer.json).toMatchObject({ code, error: [{ path: 'file', code }] });
    },
  );

  it('refuses a file over 10 MB (20 MB sent) with 400 naming file', async () => {
    const answer = await upload(dealerAdmin, 'huge.csv', Buffer.alloc(20 * 1024 * 1024, 'a'));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'fileTooLarge', error: [{ path: 'file' }] });
  });

  it('checks 10,000 rows in one answer', async () => {
    const mark = unique('many');
    const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => [
      `Many ${i} ${mark}`,
      `many-${i}-${mark}@example.test`,
      `+38050${String(i).padStart(7, '0')}`,
    ]);
    const uploaded = await upload(dealerAdmin, 'many.csv', csv([['Name', 'Email', 'Phone'], ...rows]));
    expect(uploaded.status).toBe(200);
    const checked = (
      await dealerAdmin.api.checkCustomerImport({
        params: { id: uploaded.json.data.id },
        body: { mapping: uploaded.json.data.mapping },
      })
    ).data;
    expect(checked).toMatchObject({ rows: IMPORT_MAX_ROWS, valid: IMPORT_MAX_ROWS, errors: [] });
  });
});
