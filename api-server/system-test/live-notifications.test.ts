// The live stream across processes (issue 26; docs/notifications.md "Across processes"): two server
// processes from the build on one PostgreSQL database behind a real HAProxy. An event written through
// one process reaches a stream held on the other; a process killed with SIGKILL while it holds a
// stream costs its client nothing: the client reconnects through the balancer with Last-Event-ID and
// gets every notification once. Runs when TEST_DATABASE_URL is set.
import { createApiClient, type ApiClient, type Notification, type TokenStore } from '@doorline/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../../scripts/test-time.cjs';
import { openDatabase, type Database } from '../src/db/index.js';
import type { NewNotification } from '../src/db/queries/notifications.js';
import { roles } from '../src/db/schema.js';
import { openStream, type OpenStream } from '../test/event-stream-reader.js';
import { committedNotifications, roleChangedRow } from '../test/fixtures.js';
import { signedInUser } from '../test/identity-helpers.js';
import { haproxyMissing, startHaproxy, type Balancer } from './haproxy.mjs';
import {
  dataFolder,
  postgresDatabase,
  postgresUrl,
  startServerProcess,
  type ServerProcess,
} from './processes.js';

/** How long anything here may take to arrive: generous, the machine is shared. */
const WAIT_MS = scaled(10_000);

describe.runIf(postgresUrl)('live notifications across two processes behind HAProxy', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let balancer: Balancer;
  let database: Database;
  const cleanups: (() => Promise<unknown>)[] = [];
  const opened: OpenStream[] = [];

  beforeAll(async () => {
    if (haproxyMissing) throw new Error(haproxyMissing);
    const folder = await dataFolder();
    const scratch = await postgresDatabase('doorline_syslive');
    cleanups.push(folder.remove, scratch.drop);
    const env = { DATABASE_URL: scratch.url, DATA_DIR: folder.dir, TRUST_PROXY: '1' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    cleanups.push(
      () => a.kill(),
      () => b.kill(),
    );
    balancer = await startHaproxy([a, b], { readyWithinMs: scaled(5_000) });
    cleanups.push(() => balancer.stop());
    // The test's own connection writes notifications as a change in a third process would.
    database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: null });
    cleanups.push(() => database.close());
  });

  afterAll(async () => {
    for (const stream of opened) stream.close();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  /** A new user signed in through `server`: their id and tokens. */
  const userOn = (server: ServerProcess, roleKey = 'sales_manager') =>
    signedInUser({ baseUrl: server.baseUrl, db: database.db }, { roleKey });

  async function streamOn(server: { url: string }, token: string) {
    const stream = await openStream(`${server.url}/api`, token);
    opened.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  }

  const committed = (...rows: NewNotification[]) => committedNotifications(database.db, ...rows);

  it('brings to a stream held by one process what was written through the other', async () => {
    const admin = await userOn(a, 'administrator');
    const user = await userOn(a);
    const onB = await streamOn(b, user.tokens.getAccessToken()!);
    const onA = await streamOn(a, user.tokens.getAccessToken()!);

    // A notification committed elsewhere reaches both processes' streams.
    const [id] = await committed(roleChangedRow(user.id));
    await onB.until((x) => x.ids().includes(id!), `notification ${id} on B`, WAIT_MS);
    await onA.until((x) => x.ids().includes(id!), `notification ${id} on A`, WAIT_MS);

    // A role change through A: B's stream is told to reload the user, and gets its notification.
    const [production] = await database.db.select().from(roles).where(eq(roles.key, 'production_manager'));
    await admin.api.changeUserRole({ params: { userId: user.id, roleId: production!.id } });
    await onB.until((x) => x.events.some((e) => e.event === 'user'), 'a user event on B', WAIT_MS);
    await onB.until((x) => x.ids().length === 2, 'the roleChanged notification on B', WAIT_MS);
    const notified = onB.events.filter((e) => e.event === 'notification').map((e) => JSON.parse(e.data));
    expect(notified.map((n) => n.code)).toEqual(['roleChanged', 'roleChanged']);
    expect(notified[1]).toMatchObject({ params: { role: production!.name }, actor: { id: admin.id } });

    // Signing out through A ends the stream held by B.
    await user.api.logout();
    await onB.until((x) => x.isEnded, 'the stream on B to end', WAIT_MS);
    expect(onB.events.at(-1)).toMatchObject({ event: 'session-ended' });
    expect(JSON.parse(onB.events.at(-1)!.data)).toMatchObject({ code: 'sessionEnded' });
    expect(onB.ids()).toHaveLength(2);
    expect(onB.ids()[0]).toBe(id);
  });

  it('loses nothing and repeats nothing when the process holding a stream is killed (SIGKILL)', async () => {
    const user = await userOn(a);
    const tokens: TokenStore = user.tokens;
    // The client through the balancer, noting which process answered each stream request.
    const servedBy: string[] = [];
    const api: ApiClient = createApiClient({
      baseUrl: `${balancer.url}/api`,
      tokens,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (String(input).endsWith('/notifications/stream') && response.ok)
          servedBy.push(response.headers.get('x-doorline-server') ?? '?');
        return response;
      },
    });
    const got: Notification[] = [];
    let opens = 0;
    const controller = new AbortController();
    const reading = api.streamNotifications({
      onNotification: (notification) => got.push(notification),
      onUserChanged: () => {},
      onSessionEnded: () => {},
      onOpen: () => opens++,
      signal: controller.signal,
    });
    const until = async (check: () => boolean, what: string) => {
      const deadline = Date.now() + WAIT_MS;
      while (!check()) {
        if (Date.now() > deadline)
          throw new Error(`waited ${WAIT_MS} ms for ${what}; got ${JSON.stringify(got.map((n) => n.id))}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const written: number[] = [];
    let writing = true;
    try {
      await until(() => opens === 1, 'the stream to open');
      // Notifications keep coming, one change every 50 ms, before, during and after the kill.
      const writer = (async () => {
        while (writing) {
          written.push(...(await committed(roleChangedRow(user.id))));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      await until(() => got.length >= 5, 'five notifications before the kill');
      const holder = servedBy[0] === 'app1' ? a : b;
      await holder.kill();
      await until(() => opens === 2, 'the stream to open again through the balancer');
      const atReopen = written.length;
      await until(() => got.length >= atReopen + 5, 'five more after the reconnection');
      writing = false;
      await writer;
      await until(() => got.length >= written.length, 'every notification written');
      expect(servedBy[1], 'the other process holds the stream now').not.toBe(servedBy[0]);
      expect(got.map((n) => n.id)).toEqual(written);
    } finally {
      writing = false;
      controller.abort();
      await reading;
    }
  });
});
