// The live stream of notifications (docs/notifications.md "The live stream"): what a stream is sent,
// in which order, to whom, and when it ends; through HTTP against a whole server, on either engine.
import { serverMessages, type Notification } from '@doorline/api-client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertNotifications, type NewNotification } from '../src/db/queries/notifications.js';
import { roles, users } from '../src/db/schema.js';
import { dataOf, openStream, STREAM_WAIT_MS, type OpenStream } from './event-stream-reader.js';
import { committedNotifications, roleChangedRow } from './fixtures.js';
import { signedIn, signedInUser, type SignedInUser } from './identity-helpers.js';
import { startTestServer, testClock, type TestServer } from './helpers.js';

const clock = testClock();
let server: TestServer;
let admin: SignedInUser;
const opened: OpenStream[] = [];

beforeAll(async () => {
  // Heartbeats every 0.2 s instead of 15, so that a test sees one without waiting.
  server = await startTestServer({ config: { streamHeartbeatSeconds: 0.2, now: clock.now } });
  admin = await signedInUser(server);
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(async () => {
  await server?.close();
});

/** Opens a stream for the test, closed after it. */
async function stream(token: string | null, lastEventId?: string | number) {
  const s = await openStream(server.baseUrl, token, lastEventId === undefined ? {} : { lastEventId });
  opened.push(s);
  return s;
}

let counter = 0;
/** A notification row for `userId`, about a user (a role of its own each), by `actorId`. */
const row = (userId: number, actorId: number | null = null) =>
  roleChangedRow(userId, `Role ${++counter}`, actorId);

const committed = (...rows: NewNotification[]) => committedNotifications(server.db, ...rows);

const tokenOf = (user: SignedInUser) => user.tokens.getAccessToken()!;

/** Resolves once the writer has written at least `count` notifications. */
const writerPast = (written: number[], count: number) =>
  eventually(() => written.length >= count, `${count} notifications written`);

/** Resolves once `check` holds (looked at every 20 ms), or fails after `STREAM_WAIT_MS`. */
async function eventually(check: () => boolean, what: string) {
  const deadline = Date.now() + STREAM_WAIT_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`waited ${STREAM_WAIT_MS} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('opening the stream', () => {
  it('answers 401 without a token, or with one that is not valid', async () => {
    for (const token of [null, 'not-a-token']) {
      const s = await stream(token);
      expect(s.status).toBe(401);
      expect(s.headers.get('content-type')).toContain('application/json');
    }
  });

  it('answers 400 for a Last-Event-ID that is not a notification id', async () => {
    const s = await stream(tokenOf(admin), 'abc');
    expect(s.status).toBe(400);
  });

  it('answers text/event-stream, uncompressed and never stored, with the security headers', async () => {
    const s = await openStream(server.baseUrl, tokenOf(admin), {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    opened.push(s);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('content-encoding')).toBeNull();
    expect(s.headers.get('cache-control')).toBe('no-store');
    expect(s.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('live notifications', () => {
  it('delivers one written in a committed transaction, shaped as the API shapes a notification', async () => {
    const user = await signedInUser(server);
    const s = await stream(tokenOf(user));
    const [id] = await committed(row(user.id, admin.id));
    await s.until((x) => x.ids().includes(id!), `notification ${id}`);
    const [event] = s.events;
    expect(event).toMatchObject({ event: 'notification', id: String(id) });
    const data = dataOf(event!) as Notification;
    expect(data).toEqual({
      id,
      code: 'roleChanged',
      params: expect.objectContaining({ role: expect.any(String) }),
      message: serverMessages.roleChanged.replace('{{role}}', String(data.params.role)),
      isOpen: true,
      about: { kind: 'user', id: user.id, number: null, mainId: null },
      actor: { id: admin.id, name: expect.any(String) },
      // About a user, not a record the reader sells.
      mine: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('delivers nothing of a transaction that rolled back', async () => {
    const user = await signedInUser(server);
    const s = await stream(tokenOf(user));
    const rolledBack = await server.db
      .transaction(async (tx) => {
        await insertNotifications(tx, [row(user.id)]);
        throw new Error('the change fails');
      })
      .catch((error: Error) => error);
    expect(rolledBack).toBeInstanceOf(Error);
    // Signals arrive in commit order: once the next committed one is there, the other would be too.
    const [next] = await committed(row(user.id));
    await s.until((x) => x.ids().includes(next!), `notification ${next}`);
    expect(s.ids()).toEqual([next]);
  });

  it("never sends a user another user's notifications", async () => {
    const [one, other] = [await signedInUser(server), await signedInUser(server)];
    const mine = await stream(tokenOf(one));
    const theirs = await stream(tokenOf(other));
    const [theirId] = await committed(row(other.id));
    const [both1, both2] = await committed(row(other.id), row(one.id));
    const [myId] = await committed(row(one.id));
    await mine.until((x) => x.ids().includes(myId!), `notification ${myId}`);
    await theirs.until((x) => x.ids().includes(both1!), `notification ${both1}`);
    expect(mine.ids()).toEqual([both2, myId]);
    expect(theirs.ids()).toEqual([theirId, both1]);
  });

  it('sends every stream of the user, each once, in id order', async () => {
    const user = await signedInUser(server);
    const tabs = [await stream(tokenOf(user)), await stream(tokenOf(user))];
    const ids = await committed(row(user.id), row(user.id), row(user.id));
    for (const tab of tabs) {
      await tab.until((x) => x.ids().length >= 3, 'three notifications');
      expect(tab.ids()).toEqual(ids);
    }
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const s = await stream(tokenOf(admin));
    await s.until((x) => x.comments.filter((c) => c === 'heartbeat').length >= 2, 'two heartbeats');
    expect(s.events).toEqual([]);
  });

  it('stays open when the access token expires: it is checked when the stream opens', async () => {
    const user = await signedInUser(server);
    const s = await stream(tokenOf(user));
    clock.advance(3600_000);
    try {
      const me = await fetch(`${server.baseUrl}/auth/get-me`, {
        headers: { authorization: `Bearer ${tokenOf(user)}` },
      });
      expect(me.status).toBe(401);
      const [id] = await committed(row(user.id));
      await s.until((x) => x.ids().includes(id!), `notification ${id} after the token expired`);
    } finally {
      clock.set(Date.now());
    }
  });
});

describe('resuming after Last-Event-ID', () => {
  it('sends exactly the ones missed, in order, then the live ones, none twice', async () => {
    const user = await signedInUser(server);
    const first = await stream(tokenOf(user));
    const [seen] = await committed(row(user.id));
    await first.until((x) => x.ids().includes(seen!), `notification ${seen}`);
    first.close();
    // Missed while away, in two transactions, and someone else's between them.
    const missed = [...(await committed(row(user.id), row(user.id))), ...(await committed(row(admin.id)))];
    const missedToo = await committed(row(user.id));
    const expected = [missed[0]!, missed[1]!, missedToo[0]!];

    const again = await stream(tokenOf(user), seen);
    await again.until((x) => x.ids().length >= 3, 'the three missed');
    const [live] = await committed(row(user.id));
    await again.until((x) => x.ids().includes(live!), `live notification ${live}`);
    expect(again.ids()).toEqual([...expected, live]);
  });

  it('sends nothing from the past without Last-Event-ID, and everything after 0', async () => {
    const user = await signedInUser(server);
    const earlier = await committed(row(user.id), row(user.id));
    const fresh = await stream(tokenOf(user));
    const all = await stream(tokenOf(user), 0);
    await all.until((x) => x.ids().length >= 2, 'both earlier notifications');
    const [live] = await committed(row(user.id));
    await fresh.until((x) => x.ids().includes(live!), `notification ${live}`);
    await all.until((x) => x.ids().includes(live!), `notification ${live}`);
    expect(fresh.ids()).toEqual([live]);
    expect(all.ids()).toEqual([...earlier, live]);
  });

  it('resumes while notifications keep coming: the missed and the live ones meet without a gap or a repeat', async () => {
    const user = await signedInUser(server);
    const written: number[] = [];
    let writing = true;
    // One change after another, as fast as the database takes them (letting the event loop turn:
    // in-memory PGlite answers without ever waiting on I/O).
    const writer = (async () => {
      while (writing) {
        written.push(...(await committed(row(user.id), row(user.id))));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    try {
      for (let round = 0; round < 8; round++) {
        await writerPast(written, 4 * (round + 1));
        const from = written[written.length - 3]!;
        const s = await stream(tokenOf(user), from);
        await writerPast(written, written.length + 6);
        const until = written[written.length - 1]!;
        await s.until((x) => x.ids().includes(until), `notification ${until}`);
        s.close();
        const got = s.ids().filter((id) => id <= until);
        expect(got, `round ${round}, after ${from}`).toEqual(
          written.filter((id) => id > from && id <= until),
        );
      }
    } finally {
      writing = false;
      await writer;
    }
  });

  it('pages through a long absence in order', async () => {
    const user = await signedInUser(server);
    const ids = await committed(...Array.from({ length: 230 }, () => row(user.id)));
    const s = await stream(tokenOf(user), ids[0]! - 1);
    await s.until((x) => x.ids().length >= 230, '230 notifications');
    expect(s.ids()).toEqual(ids);
  });
});

/** Waits for the stream's session-ended event and its end; its data. */
async function sessionEnd(s: OpenStream) {
  await s.until((x) => x.isEnded, 'the stream to end');
  const last = s.events.at(-1);
  expect(last?.event).toBe('session-ended');
  return JSON.parse(last!.data) as { message: string; code: string };
}

/** Proves a stream is still held: a notification written now reaches it. */
async function stillOpen(s: OpenStream, userId: number) {
  const [id] = await committed(row(userId));
  await s.until((x) => x.ids().includes(id!), `notification ${id} on the stream that stays`);
  expect(s.isEnded).toBe(false);
}

describe('the end of its session', () => {
  it('signing out of one session ends its stream, not the other session’s', async () => {
    const user = await signedInUser(server);
    const other = await signedIn(server, user.email, user.password);
    const ending = await stream(tokenOf(user));
    const staying = await stream(other.tokens.getAccessToken()!);
    await user.api.logout();
    expect(await sessionEnd(ending)).toEqual({
      message: serverMessages.sessionEnded,
      code: 'sessionEnded',
    });
    await stillOpen(staying, user.id);
  });

  it('signing out everywhere ends every stream of the user', async () => {
    const user = await signedInUser(server);
    const other = await signedIn(server, user.email, user.password);
    const streams = [await stream(tokenOf(user)), await stream(other.tokens.getAccessToken()!)];
    const answer = await fetch(`${server.baseUrl}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenOf(user)}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    for (const s of streams) expect((await sessionEnd(s)).code).toBe('sessionEnded');
  });

  it('ending a session from the sessions list ends its stream; ending the others ends theirs', async () => {
    const user = await signedInUser(server);
    const second = await signedIn(server, user.email, user.password);
    const third = await signedIn(server, user.email, user.password);
    const [mine, secondStream, thirdStream] = [
      await stream(tokenOf(user)),
      await stream(second.tokens.getAccessToken()!),
      await stream(third.tokens.getAccessToken()!),
    ];
    const sessions = await user.api.sessions();
    const secondId = sessions.data.find((s) => !s.current && s.createdAt)!.id;
    await user.api.revokeSession({ params: { id: secondId } });
    const ended = await Promise.race([
      sessionEnd(secondStream).then(() => 'second'),
      sessionEnd(thirdStream).then(() => 'third'),
    ]);
    await user.api.revokeOtherSessions();
    await sessionEnd(ended === 'second' ? thirdStream : secondStream);
    expect([secondStream.isEnded, thirdStream.isEnded]).toEqual([true, true]);
    await stillOpen(mine, user.id);
  });

  it('a password change ends the other sessions’ streams, not the one of the tab that changed it', async () => {
    const user = await signedInUser(server);
    const other = await signedIn(server, user.email, user.password);
    const changer = await stream(tokenOf(user));
    const elsewhere = await stream(other.tokens.getAccessToken()!);
    await user.api.changePassword({
      body: { oldPassword: user.password, newPassword: 'a-brand-new-password-42' },
    });
    expect((await sessionEnd(elsewhere)).code).toBe('sessionEnded');
    await stillOpen(changer, user.id);
  });

  it('suspending or blocking a user ends their streams with the reason; reactivating says to reload', async () => {
    for (const [status, code] of [
      ['suspended', 'accountSuspended'],
      ['blocked', 'accountBlocked'],
      ['inactive', 'accountInactive'],
    ] as const) {
      const user = await signedInUser(server);
      const s = await stream(tokenOf(user));
      await admin.api.changeUserStatus({ params: { id: user.id }, body: { status } });
      expect(await sessionEnd(s)).toEqual({ message: serverMessages[code], code });
    }
  });

  it('blocking or deactivating a dealer ends every stream of its users, saying so', async () => {
    for (const [status, code] of [
      ['blocked', 'dealerBlocked'],
      ['inactive', 'dealerInactive'],
    ] as const) {
      const first = await signedInUser(server, { dealer: true });
      const second = await signedInUser(server, { dealerId: first.dealerId!, roleKey: 'dealer_salesman' });
      const streams = [await stream(tokenOf(first)), await stream(tokenOf(second))];
      await admin.api.updateDealer({ params: { id: first.dealerId! }, body: { status } });
      for (const s of streams) expect(await sessionEnd(s)).toEqual({ message: serverMessages[code], code });
    }
  });
});

describe('changes to what the user may do', () => {
  it('a new role sends `user` to that user only', async () => {
    const user = await signedInUser(server, { roleKey: 'sales_manager' });
    const bystander = await signedInUser(server, { roleKey: 'sales_manager' });
    const [s, quiet] = [await stream(tokenOf(user)), await stream(tokenOf(bystander))];
    const [production] = await server.db.select().from(roles).where(eq(roles.key, 'production_manager'));
    await admin.api.changeUserRole({ params: { userId: user.id, roleId: production!.id } });
    await s.until((x) => x.events.some((e) => e.event === 'user'), 'a user event');
    expect(s.events.find((e) => e.event === 'user')!.data).toBe('{}');
    // The bystander's stream is sent a notification after it: had `user` been sent there, it came first.
    await stillOpen(quiet, bystander.id);
    expect(quiet.events.map((e) => e.event)).toEqual(['notification']);
  });

  it("a role's new permissions, or its deactivation, send `user` to every user of the role", async () => {
    const { data: permissions } = await admin.api.listPermissions({ query: { type: 'organization' } });
    const role = await admin.api.createRole({
      body: { name: `Stream role ${process.pid}`, type: 'organization', permissionIds: [permissions[0]!.id] },
    });
    const members = [await signedInUser(server), await signedInUser(server)];
    await server.db.update(users).set({ roleId: role.data.id }).where(eq(users.id, members[0]!.id));
    await server.db.update(users).set({ roleId: role.data.id }).where(eq(users.id, members[1]!.id));
    const streams = [await stream(tokenOf(members[0]!)), await stream(tokenOf(members[1]!))];
    await admin.api.updateRolePermissions({
      params: { roleId: role.data.id },
      body: { permissionIds: [permissions[1]!.id] },
    });
    for (const s of streams) await s.until((x) => x.events.some((e) => e.event === 'user'), 'a user event');
    await admin.api.setRoleStatus({ params: { id: role.data.id }, body: { isActive: false } });
    for (const s of streams)
      await s.until((x) => x.events.filter((e) => e.event === 'user').length >= 2, 'a second user event');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the LISTEN connection lost (PostgreSQL)', () => {
  it('comes back by itself, and the streams catch up on what was written meanwhile', async () => {
    const user = await signedInUser(server);
    const s = await stream(tokenOf(user));
    const [before] = await committed(row(user.id));
    await s.until((x) => x.ids().includes(before!), `notification ${before}`);
    const ended = await server.db.execute(
      sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%'`,
    );
    expect((ended as unknown as { rows: { ended: boolean }[] }).rows).toEqual([{ ended: true }]);
    // Written while nobody listens: its NOTIFY is lost, the row is not.
    const [meanwhile] = await committed(row(user.id));
    await s.until(
      (x) => x.ids().includes(meanwhile!),
      `notification ${meanwhile} after the LISTEN came back`,
    );
    const [after] = await committed(row(user.id));
    await s.until((x) => x.ids().includes(after!), `notification ${after}`);
    expect(s.ids()).toEqual([before, meanwhile, after]);
  });
});

describe('the server stopping', () => {
  it('ends the open streams, so that it does not wait on them to close', async () => {
    const own = await startTestServer();
    try {
      const user = await signedInUser(own);
      const s = await openStream(own.baseUrl, user.tokens.getAccessToken()!);
      expect(s.status).toBe(200);
      expect(own.app.liveEvents.size).toBe(1);
      await own.close();
      await s.until((x) => x.isEnded, 'the stream to end');
      expect(s.endedCleanly, 'the server ended the answer').toBe(true);
    } finally {
      await own.close();
    }
  });

  it('forgets a stream its client closed', async () => {
    const user = await signedInUser(server);
    const before = server.app.liveEvents.size;
    const s = await stream(tokenOf(user));
    expect(server.app.liveEvents.size).toBe(before + 1);
    s.close();
    await eventually(() => server.app.liveEvents.size === before, 'the stream to be forgotten');
  });
});
