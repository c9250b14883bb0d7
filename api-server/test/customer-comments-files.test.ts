// A customer's comments and files (issue 42; docs/decisions.md "Issue 42: a customer's comments and
// files") through the real API client, like a record's: comments added and listed (mentioning and
// telling nobody), a file uploaded, listed, downloaded as an attachment and deleted, its bytes in the
// file store; read with customers.read, written with customers.write, and another dealer's customer a
// missing one (404) on every endpoint.
import {
  buildPath,
  COMMENT_ADDED,
  FILE_DELETED,
  FILE_UPLOADED,
  lazyEndpointModules,
} from '@doorline/api-client';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dealers,
  notifications,
  outbox,
  permissions,
  recordComments,
  recordFiles,
  rolePermissions,
  roles,
  storedFiles,
} from '../src/db/schema.js';
import { insertOrder } from './fixtures.js';
import { startTestServer, type TestServer } from './helpers.js';
import { failure, signedInPeople, type Person } from './identity-helpers.js';

let server: TestServer;
let people: Record<string, Person>;
const api = (name: string) => people[name]!.api;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${process.pid}x${++counter}`;

/** The path a customer's file is opened at (the contract's, as the app builds it). */
const filePath = (id: number, fileId: number) =>
  buildPath(lazyEndpointModules.customerCommentsFiles.files.downloadCustomerFile, { id, fileId });

/** A file as the client uploads it. */
const upload = (who: string, id: number, text = 'Opening 920 x 2130 mm', fileName = 'measurements.txt') =>
  api(who).uploadCustomerFile({
    params: { id },
    file: new Blob([text], { type: 'text/plain' }),
    fileName,
  });

/** A customer of dealer A, made by its dealer admin. */
const customerOfA = async () =>
  (await api('aAdmin').createCustomer({ body: { name: unique('Hanna Koval') } })).data;

async function download(id: number, fileId: number, who = 'aSales') {
  const response = await fetch(`${server.baseUrl}${filePath(id, fileId)}`, {
    headers: { authorization: `Bearer ${people[who]!.token}` },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const rowsOf = async (table: typeof notifications | typeof outbox) =>
  Number((await server.db.select({ n: count() }).from(table))[0]!.n);
const storedFileKeys = async () =>
  (await server.db.select({ key: storedFiles.key }).from(storedFiles)).map((row) => row.key);

beforeAll(async () => {
  server = await startTestServer();
  const [a, b] = await server.db
    .insert(dealers)
    .values([{ name: 'Alpha Doors' }, { name: 'Beta Doors' }])
    .returning({ id: dealers.id });
  // A dealer role that may read customers and not change them.
  const [reader] = await server.db
    .insert(roles)
    .values({ key: 'custom_dealer_customer_reader', name: 'Customer reader', type: 'dealer' })
    .returning({ id: roles.id });
  const [read] = await server.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.key, 'customers.read'), eq(permissions.type, 'dealer')));
  await server.db.insert(rolePermissions).values({ roleId: reader!.id, permissionId: read!.id });
  people = await signedInPeople(server, {
    admin: ['administrator', null],
    production: ['production_manager', null],
    aAdmin: ['dealer_admin', a!.id],
    aSales: ['dealer_salesman', a!.id],
    aReader: ['custom_dealer_customer_reader', a!.id],
    bAdmin: ['dealer_admin', b!.id],
  });
});
afterAll(async () => {
  await server?.close();
});

describe("a customer's comments", () => {
  it('adds the caller’s comment, trimmed and mentioning nobody, lists them oldest first, and tells nobody', async () => {
    const customer = await customerOfA();
    const told = await rowsOf(notifications);
    const sent = await rowsOf(outbox);
    const first = await api('aSales').addCustomerComment({
      params: { id: customer.id },
      body: { body: '  Prefers a call after 17:00.  ' },
    });
    expect(first.message).toBe(COMMENT_ADDED);
    expect(first.data).toMatchObject({
      body: 'Prefers a call after 17:00.',
      author: { id: people.aSales!.id, name: 'Person aSales' },
      mentions: [],
    });
    const second = await api('admin').addCustomerComment({
      params: { id: customer.id },
      body: { body: 'Asked for a second quote.' },
    });
    const list = await api('aAdmin').customerComments({ params: { id: customer.id } });
    expect(list.data.map((comment) => comment.id)).toEqual([first.data.id, second.data.id]);
    expect(list.data[1]).toMatchObject({ author: { id: people.admin!.id }, mentions: [] });
    // A customer's comment notifies nobody, by the bell or by e-mail.
    expect(await rowsOf(notifications)).toBe(told);
    expect(await rowsOf(outbox)).toBe(sent);
    // The rows are the customer's, not a record's.
    const rows = await server.db
      .select({ orderId: recordComments.orderId, customerId: recordComments.customerId })
      .from(recordComments)
      .where(eq(recordComments.id, first.data.id));
    expect(rows).toEqual([{ orderId: null, customerId: customer.id }]);
    // Another customer's comments are its own.
    const other = await customerOfA();
    expect((await api('aAdmin').customerComments({ params: { id: other.id } })).data).toEqual([]);
  });

  it('refuses an empty comment, one of spaces, one over 5,000 characters and mentions with 400 naming the field', async () => {
    const customer = await customerOfA();
    const empty = await failure(
      api('aSales').addCustomerComment({ params: { id: customer.id }, body: { body: '' } }),
      400,
    );
    expect(empty.error[0]?.path).toBe('body');
    const spaces = await failure(
      api('aSales').addCustomerComment({ params: { id: customer.id }, body: { body: '   ' } }),
      400,
    );
    expect(spaces.error[0]?.path).toBe('body');
    const long = await failure(
      api('aSales').addCustomerComment({ params: { id: customer.id }, body: { body: 'x'.repeat(5001) } }),
      400,
    );
    expect(long.error[0]?.path).toBe('body');
    const mentioning = await failure(
      api('aSales').addCustomerComment({
        params: { id: customer.id },
        body: { body: 'Hello', mentions: [people.aAdmin!.id] } as never,
      }),
      400,
    );
    expect(mentioning.error[0]?.path).toBe('mentions');
    expect((await api('aSales').customerComments({ params: { id: customer.id } })).data).toEqual([]);
  });
});

describe("a customer's files", () => {
  it('uploads, lists, downloads the same bytes as an attachment (by a ticket too), and deletes', async () => {
    const customer = await customerOfA();
    const before = await storedFileKeys();
    const bytes = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 13) % 256));
    const uploaded = await api('aSales').uploadCustomerFile({
      params: { id: customer.id },
      file: new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
      fileName: '../Plan – план.pdf',
    });
    expect(uploaded.message).toBe(FILE_UPLOADED);
    expect(uploaded.data).toMatchObject({
      name: 'Plan – план.pdf',
      mime: 'application/pdf',
      size: bytes.length,
      author: { id: people.aSales!.id },
    });
    const added = (await storedFileKeys()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^files\/[0-9a-f]{32}$/);
    const later = await upload('admin', customer.id, 'Second', 'second.txt');
    const list = await api('aReader').customerFiles({ params: { id: customer.id } });
    expect(list.data.map((file) => file.id)).toEqual([later.data.id, uploaded.data.id]);

    const { response, bytes: got } = await download(customer.id, uploaded.data.id);
    expect(response.status).toBe(200);
    expect(got.equals(bytes)).toBe(true);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Plan _ ____.pdf"; filename\*=UTF-8''/,
    );
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // A browser opens it by a single-use ticket, as a record's file.
    const link = await api('aReader').downloadLink(filePath(customer.id, uploaded.data.id));
    expect(link.startsWith(server.baseUrl)).toBe(true);
    const byTicket = await fetch(link);
    expect(byTicket.status).toBe(200);
    expect(Buffer.from(await byTicket.arrayBuffer()).equals(bytes)).toBe(true);
    // Without a token: 401.
    expect((await fetch(`${server.baseUrl}${filePath(customer.id, uploaded.data.id)}`)).status).toBe(401);

    // The file is its customer's only.
    const other = await customerOfA();
    expect((await download(other.id, uploaded.data.id)).response.status).toBe(404);
    await failure(
      api('aAdmin').deleteCustomerFile({ params: { id: other.id, fileId: uploaded.data.id } }),
      404,
    );

    const deleted = await api('aAdmin').deleteCustomerFile({
      params: { id: customer.id, fileId: uploaded.data.id },
    });
    expect(deleted.message).toBe(FILE_DELETED);
    expect((await storedFileKeys()).filter((key) => !before.includes(key))).toHaveLength(1);
    expect((await download(customer.id, uploaded.data.id)).response.status).toBe(404);
    await failure(
      api('aAdmin').deleteCustomerFile({ params: { id: customer.id, fileId: uploaded.data.id } }),
      404,
    );
    expect(
      (await api('aSales').customerFiles({ params: { id: customer.id } })).data.map((f) => f.id),
    ).toEqual([later.data.id]);
  });

  it('refuses an empty file and a body that is no upload with 400 naming file, storing nothing', async () => {
    const customer = await customerOfA();
    const before = await storedFileKeys();
    const empty = await failure(
      api('aSales').uploadCustomerFile({
        params: { id: customer.id },
        file: new Blob([]),
        fileName: 'x.txt',
      }),
      400,
    );
    expect(empty.error[0]?.path).toBe('file');
    const json = await fetch(`${server.baseUrl}/customers/${customer.id}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${people.aSales!.token}`, 'content-type': 'application/json' },
      body: '{"file":"x"}',
    });
    expect(json.status).toBe(400);
    expect(await storedFileKeys()).toEqual(before);
    expect((await api('aSales').customerFiles({ params: { id: customer.id } })).data).toEqual([]);
  });
});

describe('an upload over 20 MB', () => {
  it('is refused with 413 as soon as it is declared, before it is read', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/customers/1/files',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(21 * 1024 * 1024 + 64 * 1024),
      },
      payload: '',
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ code: 'fileTooLarge', params: { megabytes: 20 } });
  });
});

describe('the tables', () => {
  it('keep each comment and file of exactly one record or customer (their CHECK)', async () => {
    const customer = await customerOfA();
    const { id: orderId } = await insertOrder(server.db, { orderNumber: '920001' });
    const authorId = people.aAdmin!.id;
    await expect(server.db.insert(recordComments).values({ authorId, body: 'of nothing' })).rejects.toThrow();
    await expect(
      server.db
        .insert(recordComments)
        .values({ authorId, body: 'of both', orderId, customerId: customer.id }),
    ).rejects.toThrow();
    const file = { authorId, name: 'x.txt', mime: 'text/plain', size: 1 };
    await expect(
      server.db.insert(recordFiles).values({ ...file, storageKey: unique('none') }),
    ).rejects.toThrow();
    await expect(
      server.db
        .insert(recordFiles)
        .values({ ...file, storageKey: unique('both'), orderId, customerId: customer.id }),
    ).rejects.toThrow();
  });
});

describe("another dealer's customer", () => {
  it('answers 404 on every endpoint, exactly as a missing one, and nothing is written', async () => {
    const customer = await customerOfA();
    const comment = await api('aSales').addCustomerComment({
      params: { id: customer.id },
      body: { body: 'Ours' },
    });
    const file = await upload('aSales', customer.id);
    const before = await storedFileKeys();
    const calls = (id: number, fileId: number) => [
      api('bAdmin').customerComments({ params: { id } }),
      api('bAdmin').addCustomerComment({ params: { id }, body: { body: 'Theirs' } }),
      api('bAdmin').customerFiles({ params: { id } }),
      upload('bAdmin', id),
      api('bAdmin').deleteCustomerFile({ params: { id, fileId } }),
    ];
    const foreign = await Promise.allSettled(calls(customer.id, file.data.id));
    const missing = await Promise.allSettled(calls(2_000_000_000, file.data.id));
    for (const [index, answer] of foreign.entries()) {
      expect(answer.status, String(index)).toBe('rejected');
      const error = (answer as PromiseRejectedResult).reason as { status: number; message: string };
      const control = (missing[index] as PromiseRejectedResult).reason as { status: number; message: string };
      expect(error.status, String(index)).toBe(404);
      expect(error.message, String(index)).toBe(control.message);
    }
    expect((await download(customer.id, file.data.id, 'bAdmin')).response.status).toBe(404);
    // Nothing of theirs was written, nothing of ours removed.
    expect(await storedFileKeys()).toEqual(before);
    expect((await api('aAdmin').customerComments({ params: { id: customer.id } })).data).toEqual([
      expect.objectContaining({ id: comment.data.id }),
    ]);
    expect((await api('aAdmin').customerFiles({ params: { id: customer.id } })).data).toHaveLength(1);
    // The organization sees every dealer's customer's.
    expect((await api('admin').customerComments({ params: { id: customer.id } })).data).toHaveLength(1);
    expect((await download(customer.id, file.data.id, 'admin')).response.status).toBe(200);
  });
});

describe('who may', () => {
  it('without customers.read: 403 on every endpoint; with customers.read only: reads and downloads, and 403 to write', async () => {
    const customer = await customerOfA();
    const file = await upload('aSales', customer.id);
    const id = customer.id;
    for (const call of [
      () => api('production').customerComments({ params: { id } }),
      () => api('production').addCustomerComment({ params: { id }, body: { body: 'No' } }),
      () => api('production').customerFiles({ params: { id } }),
      () => upload('production', id),
      () => api('production').deleteCustomerFile({ params: { id, fileId: file.data.id } }),
    ])
      expect((await failure(call(), 403)).message).toMatch(/"customers\.(read|write)" permission/);
    expect((await download(id, file.data.id, 'production')).response.status).toBe(403);

    expect((await api('aReader').customerComments({ params: { id } })).data).toEqual([]);
    expect((await api('aReader').customerFiles({ params: { id } })).data).toHaveLength(1);
    expect((await download(id, file.data.id, 'aReader')).response.status).toBe(200);
    for (const call of [
      () => api('aReader').addCustomerComment({ params: { id }, body: { body: 'No' } }),
      () => upload('aReader', id),
      () => api('aReader').deleteCustomerFile({ params: { id, fileId: file.data.id } }),
    ])
      expect((await failure(call(), 403)).message).toBe('You do not have the "customers.write" permission');
    expect((await api('aSales').customerFiles({ params: { id } })).data).toHaveLength(1);
  });
});
