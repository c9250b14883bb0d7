// The API client's stream reader (`api.streamNotifications`) against a real server: the token in
// the header, the refresh at open, resuming after a cut connection, and stopping for good.
import {
  createApiClient,
  HttpError,
  memoryTokenStore,
  type Notification,
  type StreamNotificationsOptions,
  type TokenStore,
} from '@doorline/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NewNotification } from '../src/db/queries/notifications.js';
import { roles } from '../src/db/schema.js';
import { openStream, STREAM_WAIT_MS } from './event-stream-reader.js';
import { committedNotifications, roleChangedRow } from './fixtures.js';
import { signedIn, signedInUser, type SignedInUser } from './identity-helpers.js';
import { startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let admin: SignedInUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInUser(server);
});
afterAll(async () => {
  const closing = server?.close();
  // fetch, once a stream is aborted, opens a spare connection that the server's close would wait a
  // minute for; every test is over, so every connection may go.
  server?.app.server.closeAllConnections();
  await closing;
});

const committed = (...rows: NewNotification[]) => committedNotifications(server.db, ...rows);

interface Sent {
  path: string;
  url: string;
  authorization: string | null;
  lastEventId: string | null;
  priority: RequestPriority | undefined;
}

/**
 * The global fetch, recording each request; the stream's answers can be cut by the test (`cut`), and
 * the next stream request held until `release` (`holdNext`).
 */
function recordingFetch() {
  const sent: Sent[] = [];
  let cutCurrent: (() => void) | null = null;
  let held: Promise<void> | null = null;
  let release = () => {};
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    const path = new URL(url).pathname.replace(/^\/api/, '');
    sent.push({
      path,
      url,
      authorization: headers.get('authorization'),
      lastEventId: headers.get('last-event-id'),
      priority: init?.priority,
    });
    if (path === '/notifications/stream' && held) await held;
    const response = await fetch(input, init);
    if (path !== '/notifications/stream' || !response.ok || !response.body) return response;
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        cutCurrent = () => {
          controller.error(new TypeError('connection cut by the test'));
          reader.cancel().catch(() => {});
        };
      },
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (error) {
          controller.error(error);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return {
    fetchImpl,
    sent,
    streams: () => sent.filter((s) => s.path === '/notifications/stream'),
    cut: () => cutCurrent?.(),
    holdNext() {
      held = new Promise<void>((resolve) => (release = resolve));
    },
    release() {
      held = null;
      release();
    },
  };
}

/** Resolves once `check` holds, or fails after `STREAM_WAIT_MS` naming `what`. */
async function eventually(check: () => boolean, what: string) {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`still waiting for ${what}`);
    },
    { timeout: STREAM_WAIT_MS, interval: 20 },
  );
}

/** A stream read by a client of `tokens`, with everything it reports recorded. */
function reading(tokens: TokenStore, options: { onLogout?: (reason: HttpError | null) => void } = {}) {
  const net = recordingFetch();
  const api = createApiClient({ baseUrl: server.baseUrl, tokens, fetch: net.fetchImpl, ...options });
  const got: Notification[] = [];
  const ended: HttpError[] = [];
  let opens = 0;
  let userChanges = 0;
  const controller = new AbortController();
  const callbacks: StreamNotificationsOptions = {
    onNotification: (notification) => got.push(notification),
    onUserChanged: () => userChanges++,
    onSessionEnded: (reason) => ended.push(reason),
    onOpen: () => opens++,
    signal: controller.signal,
  };
  let done = false;
  const finished = api.streamNotifications(callbacks).then(() => (done = true));
  return {
    api,
    net,
    got,
    ids: () => got.map((n) => n.id),
    ended,
    opens: () => opens,
    userChanges: () => userChanges,
    isDone: () => done,
    finished,
    async stop() {
      controller.abort();
      await finished;
    },
  };
}

const tokensOf = (user: { tokens: TokenStore }) =>
  memoryTokenStore({
    accessToken: user.tokens.getAccessToken()!,
    refreshToken: user.tokens.getRefreshToken()!,
  });

describe('api.streamNotifications', () => {
  it('sends the access token in the Authorization header, never in the URL, and hands over each notification', async () => {
    const user = await signedInUser(server);
    const stream = reading(tokensOf(user));
    try {
      await eventually(() => stream.opens() === 1, 'the stream to open');
      const ids = await committed(roleChangedRow(user.id), roleChangedRow(user.id));
      await eventually(() => stream.got.length === 2, 'two notifications');
      expect(stream.ids()).toEqual(ids);
      expect(stream.got[0]).toMatchObject({ code: 'roleChanged', isOpen: true });
      const [open] = stream.net.streams();
      expect(open!.authorization).toBe(`Bearer ${user.tokens.getAccessToken()}`);
      expect(open!.url).toBe(`${server.baseUrl}/notifications/stream`);
      expect(open!.lastEventId).toBeNull();
      // Low priority: a page holding the stream open still reaches network quiet (issue 41).
      expect(open!.priority).toBe('low');
    } finally {
      await stream.stop();
    }
    expect(stream.isDone()).toBe(true);
  });

  it('refreshes the access token through the client’s refresh when the stream answers 401, then opens', async () => {
    const user = await signedInUser(server);
    const tokens = memoryTokenStore({ accessToken: 'expired', refreshToken: user.tokens.getRefreshToken()! });
    const stream = reading(tokens);
    try {
      await eventually(() => stream.opens() === 1, 'the stream to open');
      expect(stream.net.sent.map((s) => s.path)).toEqual([
        '/notifications/stream',
        '/refresh-token',
        '/notifications/stream',
      ]);
      expect(tokens.getAccessToken()).not.toBe('expired');
      expect(stream.net.streams()[1]!.authorization).toBe(`Bearer ${tokens.getAccessToken()}`);
      const [id] = await committed(roleChangedRow(user.id));
      await eventually(() => stream.ids().includes(id!), `notification ${id}`);
    } finally {
      await stream.stop();
    }
  });

  it('reconnects after a cut connection with Last-Event-ID of the last one received: none missed, none twice', async () => {
    const user = await signedInUser(server);
    const stream = reading(tokensOf(user));
    try {
      await eventually(() => stream.opens() === 1, 'the stream to open');
      const first = await committed(roleChangedRow(user.id));
      await eventually(() => stream.got.length === 1, 'the first notification');
      // Cut, and hold the reconnection back until more were written meanwhile.
      stream.net.holdNext();
      stream.net.cut();
      await eventually(() => stream.net.streams().length === 2, 'a second stream request');
      const missed = [
        ...(await committed(roleChangedRow(user.id), roleChangedRow(user.id))),
        ...(await committed(roleChangedRow(user.id))),
      ];
      stream.net.release();
      await eventually(() => stream.opens() === 2, 'the stream to open again');
      const live = await committed(roleChangedRow(user.id));
      await eventually(() => stream.got.length >= 5, 'five notifications');
      expect(stream.net.streams()[1]!.lastEventId).toBe(String(first[0]));
      expect(stream.ids()).toEqual([...first, ...missed, ...live]);
    } finally {
      await stream.stop();
    }
  });

  it("calls onUserChanged on a change to the user's role", async () => {
    const user = await signedInUser(server, { roleKey: 'sales_manager' });
    const stream = reading(tokensOf(user));
    try {
      await eventually(() => stream.opens() === 1, 'the stream to open');
      const [other] = await server.db.select().from(roles).where(eq(roles.key, 'production_manager'));
      await admin.api.changeUserRole({ params: { userId: user.id, roleId: other!.id } });
      await eventually(() => stream.userChanges() === 1, 'onUserChanged');
    } finally {
      await stream.stop();
    }
  });

  it('stops when the session ends elsewhere, reporting the reason, and does not reconnect', async () => {
    const user = await signedInUser(server);
    const stream = reading(tokensOf(user));
    await eventually(() => stream.opens() === 1, 'the stream to open');
    // Signed out everywhere from another device.
    const elsewhere = await signedIn(server, user.email, user.password);
    const answer = await fetch(`${server.baseUrl}/logout`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${elsewhere.tokens.getAccessToken()}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    await stream.finished;
    expect(stream.ended).toHaveLength(1);
    const [reason] = stream.ended;
    expect(reason).toBeInstanceOf(HttpError);
    expect(reason).toMatchObject({
      status: 401,
      code: 'sessionEnded',
      message: 'Session ended. Sign in again.',
    });
    expect(stream.net.streams()).toHaveLength(1);
  });

  it('reports the account’s own reason when a suspended user’s stream is refused at open and the refresh fails', async () => {
    const user = await signedInUser(server);
    await admin.api.changeUserStatus({ params: { id: user.id }, body: { status: 'suspended' } });
    const loggedOut: (HttpError | null)[] = [];
    const stream = reading(tokensOf(user), { onLogout: (reason) => loggedOut.push(reason) });
    await stream.finished;
    expect(loggedOut).toHaveLength(1);
    expect(loggedOut[0]).toMatchObject({ status: 401, code: 'accountSuspended' });
    expect(stream.opens()).toBe(0);
  });

  it('says nothing of the session end its own client caused (logout), and stops', async () => {
    const user = await signedInUser(server);
    const tokens = tokensOf(user);
    const stream = reading(tokens);
    await eventually(() => stream.opens() === 1, 'the stream to open');
    await stream.api.logout();
    await stream.finished;
    expect(stream.ended).toEqual([]);
    expect(stream.net.streams()).toHaveLength(1);
  });

  it('stops when its signal aborts, and opens nothing more', async () => {
    const user = await signedInUser(server);
    const stream = reading(tokensOf(user));
    await eventually(() => stream.opens() === 1, 'the stream to open');
    await stream.stop();
    // A stream of the test's own sees the next notification: the stopped one never does.
    const witness = await openStream(server.baseUrl, user.tokens.getAccessToken()!);
    try {
      const [id] = await committed(roleChangedRow(user.id));
      await witness.until((x) => x.ids().includes(id!), `notification ${id} on the witness`);
      expect(stream.got).toEqual([]);
      expect(stream.net.streams()).toHaveLength(1);
    } finally {
      witness.close();
    }
  });
});
