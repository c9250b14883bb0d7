// A door model's picture (issue 43; docs/decisions.md "Issue 43: a model's picture"): uploaded as
// WebP within 800 × 800, replaced (the old bytes removed from the store), removed, served raw to
// whoever has its address; the catalogue's stamp moves with each change; `prices.manage` only (a
// dealer user and the sales manager may see it but not change it); bad input a 400 on `file`, an
// unknown model a 404; each change on the model's audit trail.
import { type Catalogue, PICTURE_REMOVED, PICTURE_SAVED } from '@doorline/api-client';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueStamp } from '../src/db/queries/prices.js';
import { auditEvents } from '../src/db/schema.js';
import { DEMO_PASSWORD } from '../src/db/seed-demo.js';
import { fileStores } from './file-stores.js';
import { startTestServer, type TestServer } from './helpers.js';
import { failure, signedIn, type ApiClient } from './identity-helpers.js';

describe.each(fileStores())('a model’s picture kept in $name', (store) => {
  let server: TestServer;
  let admin: ApiClient;
  let salesManager: ApiClient;
  let salesman: ApiClient;
  let adminId: number;
  let catalogue: Catalogue;

  beforeAll(async () => {
    server = await startTestServer({ demo: true, config: await store.start() });
    const signedAdmin = await signedIn(server, 'admin@doorline.test', DEMO_PASSWORD);
    admin = signedAdmin.api;
    adminId = (await admin.usersMe()).data.id;
    salesManager = (await signedIn(server, 'sales@doorline.test', DEMO_PASSWORD)).api;
    salesman = (await signedIn(server, 'dealer1.sales@doorline.test', DEMO_PASSWORD)).api;
    catalogue = (await admin.priceCatalogue()).data;
  });
  afterAll(async () => {
    await server?.close();
    await store.close();
  });

  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } } });
  const blob = (bytes: Buffer, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });
  const storedPictures = () => store.keys(server, 'pictures/');
  const keyOf = (url: string) => `pictures/${url.split('/').pop()}`;
  const fetchPicture = async (url: string) => {
    const response = await fetch(`${server.url}${url}`);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const modelIn = async (who: ApiClient, id: number) =>
    (await who.priceCatalogue()).data.models.find((model) => model.id === id)!;
  const trailOf = (modelId: number) =>
    server.db
      .select({
        actorId: auditEvents.actorId,
        action: auditEvents.action,
        before: auditEvents.before,
        after: auditEvents.after,
      })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'model'), eq(auditEvents.subjectId, modelId)))
      .orderBy(desc(auditEvents.id));

  it('uploads a picture as WebP within 800 × 800, shown to every signed-in user, and moves the stamp', async () => {
    const model = catalogue.models.find((m) => m.picture === null)!;
    const stamp = await catalogueStamp(server.db);
    const png = await solid(1600, 1000).png().toBuffer();
    const answer = await admin.setModelPicture({
      params: { id: model.id },
      file: blob(png),
      fileName: 'door.png',
    });
    expect(answer.message).toBe(PICTURE_SAVED);
    const url = answer.data.picture!;
    expect(url).toMatch(/^\/api\/files\/pictures\/[0-9a-f]{32}\.webp$/);
    expect(await catalogueStamp(server.db)).not.toBe(stamp);
    expect(await storedPictures()).toContain(keyOf(url));

    // A dealer's user reads the catalogue with the picture's address, and the bytes by it.
    expect((await modelIn(salesman, model.id)).picture).toBe(url);
    const { response, bytes } = await fetchPicture(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 500 });

    expect((await trailOf(model.id))[0]).toEqual({
      actorId: adminId,
      action: 'model.changed',
      before: { picture: null },
      after: { picture: url },
    });
  });

  it('replaces a picture (the old bytes removed) and removes it', async () => {
    const model = catalogue.models.filter((m) => m.picture === null)[1]!;
    const first = (
      await admin.setModelPicture({
        params: { id: model.id },
        file: blob(await solid(300, 600).png().toBuffer()),
      })
    ).data.picture!;
    const jpeg = await solid(200, 100).jpeg().toBuffer();
    const second = (await admin.setModelPicture({ params: { id: model.id }, file: blob(jpeg, 'image/jpeg') }))
      .data.picture!;
    expect(second).not.toBe(first);
    const keys = await storedPictures();
    expect(keys).toContain(keyOf(second));
    expect(keys).not.toContain(keyOf(first));
    expect((await fetchPicture(first)).response.status).toBe(404);
    // A smaller picture is not enlarged.
    expect(await sharp((await fetchPicture(second)).bytes).metadata()).toMatchObject({
      width: 200,
      height: 100,
    });

    const stamp = await catalogueStamp(server.db);
    const removed = await admin.removeModelPicture({ params: { id: model.id } });
    expect(removed.message).toBe(PICTURE_REMOVED);
    expect(removed.data.picture).toBeNull();
    expect(await catalogueStamp(server.db)).not.toBe(stamp);
    expect(await storedPictures()).not.toContain(keyOf(second));
    expect((await fetchPicture(second)).response.status).toBe(404);
    expect((await modelIn(admin, model.id)).picture).toBeNull();

    // Removed again: the same answer, nothing changed (no new event, the stamp holds).
    const stampAfter = await catalogueStamp(server.db);
    const eventsBefore = (await trailOf(model.id)).length;
    expect((await admin.removeModelPicture({ params: { id: model.id } })).data.picture).toBeNull();
    expect(await catalogueStamp(server.db)).toBe(stampAfter);
    expect(await trailOf(model.id)).toHaveLength(eventsBefore);

    expect((await trailOf(model.id)).slice(0, 3)).toEqual([
      { actorId: adminId, action: 'model.changed', before: { picture: second }, after: { picture: null } },
      { actorId: adminId, action: 'model.changed', before: { picture: first }, after: { picture: second } },
      { actorId: adminId, action: 'model.changed', before: { picture: null }, after: { picture: first } },
    ]);
  });

  it('refuses what is no image, too large, an empty file or no file: 400 on `file`, nothing stored', async () => {
    const model = catalogue.models[0]!;
    const before = await storedPictures();
    const expectFile = async (call: Promise<unknown>, code: string) => {
      const error = await failure(call, 400);
      expect(error.error.map((field) => field.path)).toEqual(['file']);
      expect(error.code).toBe(code);
    };
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"></svg>');
    await expectFile(
      admin.setModelPicture({ params: { id: model.id }, file: blob(svg, 'image/png') }),
      'imageUnsupported',
    );
    await expectFile(
      admin.setModelPicture({ params: { id: model.id }, file: blob(Buffer.from('not an image at all')) }),
      'imageUnsupported',
    );
    await expectFile(
      admin.setModelPicture({ params: { id: model.id }, file: blob(await solid(9, 9).gif().toBuffer()) }),
      'imageUnsupported',
    );
    await expectFile(
      admin.setModelPicture({ params: { id: model.id }, file: blob(Buffer.alloc(0)) }),
      'fileEmpty',
    );
    await expectFile(
      admin.setModelPicture({ params: { id: model.id }, file: blob(Buffer.alloc(5 * 1024 * 1024 + 1, 1)) }),
      'fileTooLarge',
    );
    // A NUL in the file's name is no image's name: the content decides, so a good image is still taken;
    // a bad one is refused on `file` all the same.
    await expectFile(
      admin.setModelPicture({
        params: { id: model.id },
        file: blob(Buffer.from('x')),
        fileName: 'a\u0000.png',
      }),
      'imageUnsupported',
    );
    // Not multipart at all.
    const token = (await signedIn(server, 'admin@doorline.test', DEMO_PASSWORD)).tokens.getAccessToken();
    const raw = await fetch(`${server.baseUrl}/prices/models/${model.id}/picture`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(raw.status).toBe(400);
    expect(await storedPictures()).toEqual(before);
  });

  it('answers 404 for an unknown model, and for a picture name that is none', async () => {
    const png = await solid(10, 10).png().toBuffer();
    await failure(admin.setModelPicture({ params: { id: 2_000_000_000 }, file: blob(png) }), 404);
    await failure(admin.removeModelPicture({ params: { id: 2_000_000_000 } }), 404);
    expect((await fetchPicture('/api/files/pictures/missing.webp')).response.status).toBe(404);
    expect((await fetchPicture(`/api/files/pictures/${'0'.repeat(32)}.webp`)).response.status).toBe(404);
    expect((await fetchPicture('/api/files/pictures/..%2Fphotos%2Fx.webp')).response.status).toBe(404);
  });

  it('lets only prices.manage change a picture: a dealer user and the sales manager are refused', async () => {
    const model = catalogue.models[0]!;
    const png = await solid(10, 10).png().toBuffer();
    for (const who of [salesman, salesManager]) {
      await failure(who.setModelPicture({ params: { id: model.id }, file: blob(png) }), 403);
      await failure(who.removeModelPicture({ params: { id: model.id } }), 403);
    }
  });
});
