// A record's files (issue 5) through the real API client: upload, list, download, delete, dealer
// isolation and the size limit, with the bytes kept in each file store (issue 29): the database's
// `stored_files` and an S3 bucket (the stand-in); and that a failed store or row leaves nothing behind.
import { FILE_MAX_BYTES, fileDownloadPath } from '@doorline/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers } from '../src/db/schema.js';
import { failingWrites, fileStores } from './file-stores.js';
import { insertOrder } from './fixtures.js';
import { startTestServer, type TestServer } from './helpers.js';
import { failure, signedInPeople, type Person } from './identity-helpers.js';
import { scaled } from '../../scripts/test-time.cjs';

describe.each(fileStores())('record files kept in $name', (store) => {
  let server: TestServer;
  let people: Record<string, Person>;
  const api = (name: string) => people[name]!.api;
  const storedFiles = () => store.keys(server, 'files/');
  let orderA1: { id: number };
  let orderB1: { id: number };

  beforeAll(async () => {
    server = await startTestServer({ config: await store.start() });
    const [a, b] = await server.db
      .insert(dealers)
      .values([{ name: 'Alpha Doors' }, { name: 'Beta Doors' }])
      .returning({ id: dealers.id });
    people = await signedInPeople(server, {
      admin: ['administrator', null],
      production: ['production_manager', null],
      aAdmin: ['dealer_admin', a!.id],
      aSales: ['dealer_salesman', a!.id],
      bAdmin: ['dealer_admin', b!.id],
    });
    orderA1 = await insertOrder(server.db, { orderNumber: '910001', dealerId: a!.id });
    orderB1 = await insertOrder(server.db, { orderNumber: '910002', dealerId: b!.id });
  });
  afterAll(async () => {
    await server?.close();
    await store.close();
  });

  describe('files', () => {
    async function download(orderId: number, fileId: number, who = 'aAdmin') {
      const response = await fetch(`${server.baseUrl}${fileDownloadPath(orderId, fileId)}`, {
        headers: { authorization: `Bearer ${people[who]!.token}` },
      });
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    }

    it('uploads, lists, downloads the same bytes as an attachment, and deletes', async () => {
      const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
      const answer = await api('aSales').addFile({
        params: { id: orderA1.id },
        file: new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
        fileName: '../../etc/Drawing v2 – план.pdf',
      });
      expect(answer.data).toMatchObject({
        name: 'Drawing v2 – план.pdf',
        mime: 'application/pdf',
        size: bytes.length,
        author: { id: people.aSales!.id },
      });
      expect(await storedFiles()).toHaveLength(1);
      expect((await storedFiles())[0]).toMatch(/^files\/[0-9a-f]{32}$/);
      const list = await api('aAdmin').orderFiles({ params: { id: orderA1.id } });
      expect(list.data.map((f) => f.id)).toEqual([answer.data.id]);

      const { response, bytes: got } = await download(orderA1.id, answer.data.id);
      expect(response.status).toBe(200);
      expect(got.equals(bytes)).toBe(true);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="Drawing v2 _ ____.pdf"; filename\*=UTF-8''/,
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-type')).toBe('application/octet-stream');

      // Other dealers: 404 on every file route; a reader without orders.write cannot upload or delete.
      expect((await download(orderA1.id, answer.data.id, 'bAdmin')).response.status).toBe(404);
      expect((await failure(api('bAdmin').orderFiles({ params: { id: orderA1.id } }))).status).toBe(404);
      expect(
        (await failure(api('bAdmin').deleteFile({ params: { id: orderA1.id, fileId: answer.data.id } })))
          .status,
      ).toBe(404);
      expect(
        (
          await failure(
            api('bAdmin').addFile({ params: { id: orderA1.id }, file: new Blob(['x']), fileName: 'x.txt' }),
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await failure(
            api('production').addFile({
              params: { id: orderA1.id },
              file: new Blob(['x']),
              fileName: 'x.txt',
            }),
          )
        ).status,
      ).toBe(403);
      expect(
        (await failure(api('production').deleteFile({ params: { id: orderA1.id, fileId: answer.data.id } })))
          .status,
      ).toBe(403);
      // The file belongs to its record only.
      expect((await download(orderB1.id, answer.data.id, 'admin')).response.status).toBe(404);
      expect(
        (await failure(api('admin').deleteFile({ params: { id: orderB1.id, fileId: answer.data.id } })))
          .status,
      ).toBe(404);

      const deleted = await api('aAdmin').deleteFile({ params: { id: orderA1.id, fileId: answer.data.id } });
      expect(deleted.message).toBe('File deleted');
      expect(await storedFiles()).toEqual([]);
      expect((await download(orderA1.id, answer.data.id)).response.status).toBe(404);
      expect(
        (await failure(api('aAdmin').deleteFile({ params: { id: orderA1.id, fileId: answer.data.id } })))
          .status,
      ).toBe(404);
    });

    // 20 MB each way through PGlite or the stand-in: 7 to 10 s with the machine's load at 15.
    it('takes a file of exactly 20 MB and gives it back whole', { timeout: scaled(20_000) }, async () => {
      const bytes = Buffer.alloc(FILE_MAX_BYTES, 0x5a);
      bytes.write('the first bytes', 0);
      bytes.write('the last bytes', FILE_MAX_BYTES - 14);
      const answer = await api('aSales').addFile({
        params: { id: orderA1.id },
        file: new Blob([new Uint8Array(bytes)]),
        fileName: 'large.bin',
      });
      expect(answer.data.size).toBe(FILE_MAX_BYTES);
      const { response, bytes: got } = await download(orderA1.id, answer.data.id);
      expect(response.status).toBe(200);
      expect(got.equals(bytes)).toBe(true);
      await api('aAdmin').deleteFile({ params: { id: orderA1.id, fileId: answer.data.id } });
      expect(await storedFiles()).toEqual([]);
    });

    it('refuses a file over 20 MB, an empty file and a non-multipart body without a 500 or a stored file', async () => {
      const big = await failure(
        api('aSales').addFile({
          params: { id: orderA1.id },
          file: new Blob([new Uint8Array(FILE_MAX_BYTES + 1)]),
          fileName: 'big.bin',
        }),
      );
      expect([400, 413]).toContain(big.status);
      expect(big.message).toBe('The file must be at most 20 MB');
      const empty = await failure(
        api('aSales').addFile({ params: { id: orderA1.id }, file: new Blob([]), fileName: 'empty.txt' }),
      );
      expect(empty.status).toBe(400);
      const json = await fetch(`${server.baseUrl}/orders/${orderA1.id}/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${people.aSales!.token}`, 'content-type': 'application/json' },
        body: '{"file":"x"}',
      });
      expect(json.status).toBe(400);
      expect(await storedFiles()).toEqual([]);
      expect((await api('aSales').orderFiles({ params: { id: orderA1.id } })).data).toEqual([]);
    });

    it('answers 401 to a download without a token', async () => {
      const response = await fetch(`${server.baseUrl}${fileDownloadPath(orderA1.id, 1)}`);
      expect(response.status).toBe(401);
    });
  });

  describe('when the store or the row fails', () => {
    const upload = (who = 'aSales') =>
      api(who).addFile({
        params: { id: orderA1.id },
        file: new Blob([new Uint8Array(Buffer.from('a drawing'.repeat(100)))], { type: 'application/pdf' }),
        fileName: 'drawing.pdf',
      });

    it('keeps no bytes when the row cannot be written', async () => {
      const restore = await failingWrites(server, 'record_files');
      try {
        expect((await failure(upload())).status).toBe(500);
      } finally {
        await restore();
      }
      expect(await storedFiles()).toEqual([]);
      expect((await api('aSales').orderFiles({ params: { id: orderA1.id } })).data).toEqual([]);
    });

    // The database store fails with the database, which http.test.ts covers (503 "Database unavailable").
    if (store.name === 'S3')
      it('answers 503 "File storage unavailable" while the bucket is out, writing no row; the file is there after', async () => {
        const kept = await upload();
        const standIn = store.standIn()!;
        standIn.setOutage(true);
        try {
          const refused = await failure(upload());
          expect(refused.status).toBe(503);
          expect(refused.code).toBe('fileStorageUnavailable');
          const read = await fetch(`${server.baseUrl}${fileDownloadPath(orderA1.id, kept.data.id)}`, {
            headers: { authorization: `Bearer ${people.aSales!.token}` },
          });
          expect(read.status).toBe(503);
        } finally {
          standIn.setOutage(false);
        }
        const list = await api('aSales').orderFiles({ params: { id: orderA1.id } });
        expect(list.data.map((f) => f.id)).toEqual([kept.data.id]);
        expect(await storedFiles()).toHaveLength(1);
        // A delete while the bucket is out still removes the row (a row never names a missing
        // object); the object stays behind, named by no row, and the server logs it.
        standIn.setOutage(true);
        try {
          await api('aAdmin').deleteFile({ params: { id: orderA1.id, fileId: kept.data.id } });
        } finally {
          standIn.setOutage(false);
        }
        expect((await api('aSales').orderFiles({ params: { id: orderA1.id } })).data).toEqual([]);
        expect(await storedFiles()).toHaveLength(1);
      });
  });
});
