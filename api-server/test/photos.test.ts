// POST /users/add-photo, DELETE /users/remove-photo and GET /api/files/photos/:name, with the photos
// kept in each file store (issue 29): the database's `stored_files` and an S3 bucket (the stand-in).
import path from 'node:path';
import { check, GetMeResponse, PHOTO_MAX_BYTES } from '@doorline/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './fixtures.js';
import { failingWrites, fileStores } from './file-stores.js';
import { get, post, startTestServer, type TestServer } from './helpers.js';

describe.each(fileStores())('photos kept in $name', (store) => {
  let server: TestServer;
  let token: string;
  /** The names of the photos in the store. */
  const storedPhotos = async () => (await store.keys(server, 'photos/')).map((key) => path.basename(key));

  beforeAll(async () => {
    server = await startTestServer({ config: await store.start() });
    const user = await createUser(server.db);
    const login = await post(`${server.baseUrl}/login`, { email: user.email, password: user.password });
    token = login.json.data.token;
  });
  afterAll(async () => {
    await server?.close();
    await store.close();
  });

  async function upload(bytes: Buffer, fileName = 'photo.png', type = 'image/png', field = 'file') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
    const response = await fetch(`${server.baseUrl}/users/add-photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }

  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } });

  async function fetchPhoto(url: string) {
    const response = await fetch(`${server.url}${url}`);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  describe('POST /users/add-photo', () => {
    it('takes a PNG, stores it as WebP of at most 512×512 and answers the user with its URL', async () => {
      const png = await solid(1200, 800).png().toBuffer();
      const answer = await upload(png);
      expect(answer.status).toBe(200);
      expect(check(GetMeResponse, answer.json).ok).toBe(true);
      const image: string = answer.json.data.image;
      expect(image).toMatch(/^\/api\/files\/photos\/[0-9a-f]{32}\.webp$/);
      expect(await storedPhotos()).toEqual([path.basename(image)]);

      const { response, bytes } = await fetchPhoto(image);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 });
      expect((await get(`${server.baseUrl}/users/me`, token)).json.data.image).toBe(image);
    });

    it('takes a JPEG with EXIF, turns it upright and stores it without any metadata', async () => {
      // 300×100 stored sideways: orientation 6 means "rotate 90° clockwise to view".
      const jpeg = await solid(300, 100)
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Artist: 'GPS-bearing phone' } })
        .toBuffer();
      const source = await sharp(jpeg).metadata();
      expect(source.exif).toBeDefined();
      expect(source.orientation).toBe(6);

      const before = (await get(`${server.baseUrl}/users/me`, token)).json.data.image as string;
      const answer = await upload(jpeg, 'holiday.jpg', 'image/jpeg');
      expect(answer.status).toBe(200);
      const image: string = answer.json.data.image;
      expect(image).not.toBe(before);
      const { bytes } = await fetchPhoto(image);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([100, 300]);
      expect(bytes.includes(Buffer.from('Secret Camera Owner'))).toBe(false);
      // The previous photo's file is gone, and so is its URL.
      expect(await storedPhotos()).toEqual([path.basename(image)]);
      expect((await fetchPhoto(before)).response.status).toBe(404);
    });

    it('takes a WebP', async () => {
      const webp = await solid(64, 64).webp().toBuffer();
      expect((await upload(webp, 'a.webp', 'image/webp')).status).toBe(200);
    });

    it('refuses a text file named .png, an SVG and a GIF, by their content', async () => {
      for (const [bytes, name, type] of [
        [Buffer.from('hello, I am not an image at all\n'.repeat(20)), 'photo.png', 'image/png'],
        [
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          ),
          'photo.png',
          'image/png',
        ],
        [await solid(10, 10).gif().toBuffer(), 'photo.png', 'image/png'],
      ] as const) {
        const answer = await upload(bytes, name, type);
        expect(answer.status).toBe(400);
        expect(answer.json.message).toBe('Only JPEG, PNG or WebP images');
        expect(answer.json.error).toEqual([
          { path: 'file', message: 'Only JPEG, PNG or WebP images', code: 'imageUnsupported' },
        ]);
      }
    });

    it('refuses a file over 5 MB with a clear message', async () => {
      const before = await storedPhotos();
      const big = Buffer.alloc(PHOTO_MAX_BYTES + 1, 0x41);
      const answer = await upload(big);
      expect([400, 413]).toContain(answer.status);
      expect(answer.json.message).toBe('The photo must be at most 5 MB');
      expect(await storedPhotos()).toEqual(before);
    });

    it('refuses an image over 25 megapixels without decoding it (6000×6000)', async () => {
      const bomb = await solid(6000, 6000).png({ compressionLevel: 9 }).toBuffer();
      expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
      const started = Date.now();
      const answer = await upload(bomb);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe('The image must be at most 25 megapixels');
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('refuses a JSON body, a missing file, another field name and an empty file with 400', async () => {
      const json = await post(
        `${server.baseUrl}/users/add-photo`,
        { file: 'x' },
        { authorization: `Bearer ${token}` },
      );
      expect(json.status).toBe(400);
      expect(json.json.error[0].path).toBe('file');
      const png = await solid(8, 8).png().toBuffer();
      const wrongField = await upload(png, 'p.png', 'image/png', 'photo');
      expect(wrongField.status).toBe(400);
      expect((await upload(Buffer.alloc(0))).status).toBe(400);
      const noFile = await fetch(`${server.baseUrl}/users/add-photo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: new FormData(),
      });
      expect(noFile.status).toBe(400);
    });

    it('refuses two files, and answers 400, never 500 or a hang, to a broken multipart body', async () => {
      const png = await solid(8, 8).png().toBuffer();
      const before = await storedPhotos();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
      const two = await fetch(`${server.baseUrl}/users/add-photo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      // One file per request (issue 39): the second is refused, not dropped, and neither is kept.
      expect(two.status).toBe(400);
      expect(await two.json()).toMatchObject({ code: 'uploadOneFile', error: [{ path: 'file' }] });
      expect(await storedPhotos()).toEqual(before);

      const boundary = '----doorline';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
      for (const body of [
        // No closing boundary: the stream ends mid-file.
        Buffer.concat([Buffer.from(head), png.subarray(0, 20)]),
        // Not multipart at all, though it says so.
        Buffer.from('just some text'),
        // A boundary the body never uses.
        Buffer.from(`--other\r\n\r\nx\r\n--other--\r\n`),
      ]) {
        const answer = await fetch(`${server.baseUrl}/users/add-photo`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          body,
          signal: AbortSignal.timeout(5000),
        });
        expect(answer.status).toBe(400);
        expect((await answer.json()).error[0].path).toBe('file');
      }
      const noBoundary = await fetch(`${server.baseUrl}/users/add-photo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
        body: 'x',
        signal: AbortSignal.timeout(5000),
      });
      expect(noBoundary.status).toBe(400);
    });

    it('needs a token', async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await solid(8, 8).png().toBuffer())]), 'p.png');
      const answer = await fetch(`${server.baseUrl}/users/add-photo`, { method: 'POST', body: form });
      expect(answer.status).toBe(401);
    });
  });

  describe('DELETE /users/remove-photo', () => {
    it('clears the photo and deletes its file', async () => {
      const answer = await upload(await solid(32, 32).png().toBuffer());
      const image: string = answer.json.data.image;
      expect(await storedPhotos()).toEqual([path.basename(image)]);
      const response = await fetch(`${server.baseUrl}/users/remove-photo`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(check(GetMeResponse, body).ok).toBe(true);
      expect(body.data.image).toBeNull();
      expect(await storedPhotos()).toEqual([]);
      expect((await fetchPhoto(image)).response.status).toBe(404);
    });
  });

  describe('GET /api/files/photos/:name', () => {
    it('serves only names of the exact pattern', async () => {
      for (const name of [
        '..%2F..%2Fjwt-secret',
        'abc.webp',
        `${'a'.repeat(32)}.png`,
        `${'A'.repeat(32)}.webp`,
      ]) {
        const answer = await fetch(`${server.url}/api/files/photos/${name}`);
        expect(answer.status).toBe(404);
      }
      expect((await fetch(`${server.url}/api/files/photos/${'0'.repeat(32)}.webp`)).status).toBe(404);
    });
  });

  describe('when the store or the row fails', () => {
    it('keeps neither the photo nor its row when the row cannot be written, and keeps the old photo', async () => {
      const kept = await upload(await solid(20, 20).png().toBuffer());
      expect(kept.status).toBe(200);
      const image: string = kept.json.data.image;
      const restore = await failingWrites(server, 'users');
      try {
        const answer = await upload(await solid(24, 24).png().toBuffer());
        expect(answer.status).toBe(500);
      } finally {
        await restore();
      }
      expect(await storedPhotos()).toEqual([path.basename(image)]);
      expect((await get(`${server.baseUrl}/users/me`, token)).json.data.image).toBe(image);
      expect((await fetchPhoto(image)).response.status).toBe(200);
    });

    // The database store fails with the database, which http.test.ts covers (503 "Database unavailable").
    if (store.name === 'S3')
      it('answers 503 "File storage unavailable" while the bucket is out, writing no row, and serves again after', async () => {
        const standIn = store.standIn()!;
        const before = (await get(`${server.baseUrl}/users/me`, token)).json.data.image as string;
        const objects = await storedPhotos();
        standIn.setOutage(true);
        try {
          const answer = await upload(await solid(28, 28).png().toBuffer());
          expect(answer.status).toBe(503);
          expect(answer.json).toMatchObject({
            message: 'File storage unavailable',
            code: 'fileStorageUnavailable',
          });
          expect((await fetchPhoto(before)).response.status).toBe(503);
        } finally {
          standIn.setOutage(false);
        }
        expect((await get(`${server.baseUrl}/users/me`, token)).json.data.image).toBe(before);
        expect(await storedPhotos()).toEqual(objects);
        expect((await fetchPhoto(before)).response.status).toBe(200);
      });

    // Issue 39: a refused connection to the bucket was taken for the database's and answered 503
    // "Database unavailable".
    if (store.name === 'S3')
      it('answers 503 "File storage unavailable", not the database, while the bucket cannot be reached at all', async () => {
        const standIn = store.standIn()!;
        const before = (await get(`${server.baseUrl}/users/me`, token)).json.data.image as string;
        await standIn.setUnreachable(true);
        try {
          const answer = await upload(await solid(30, 30).png().toBuffer());
          expect(answer.status).toBe(503);
          expect(answer.json).toMatchObject({
            message: 'File storage unavailable',
            code: 'fileStorageUnavailable',
          });
          const read = await fetchPhoto(before);
          expect(read.response.status).toBe(503);
          expect(JSON.parse(read.bytes.toString())).toMatchObject({ code: 'fileStorageUnavailable' });
        } finally {
          await standIn.setUnreachable(false);
        }
        expect((await get(`${server.baseUrl}/users/me`, token)).json.data.image).toBe(before);
        expect((await fetchPhoto(before)).response.status).toBe(200);
      });
  });
});
