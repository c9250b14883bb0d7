// The live delivery of notifications (docs/notifications.md "The live stream", "Across processes"):
// one LISTEN per server process on `EVENTS_CHANNEL`, and the streams of this process, by user. A
// stream subscribes first, then is sent what it missed (`afterId`, from `Last-Event-ID`), then the live
// ones, each id at most once. Nothing here knows HTTP: a stream is a `LiveSubscriber`.
import {
  type Notification,
  serverMessage,
  type ServerMessage,
  type ServerMessageCode,
} from '@doorline/api-client';
import type { Database } from '../../db/index.js';
import {
  EVENTS_CHANNEL,
  notificationsAfter,
  notificationsByIds,
  type StreamSignal,
} from '../../db/queries/notifications.js';
import { toNotification } from './inbox.js';

/** One open stream of a signed-in user, as the hub sees it. Each method is called once it is open. */
export interface LiveSubscriber {
  readonly userId: number;
  /** The sign-in it was opened with (the access token's `sid`). */
  readonly sessionId: string;
  notification(notification: Notification): void;
  /** The user's role, permissions or status changed. */
  userChanged(): void;
  /** Its session ended: say why, then close. The hub has already forgotten it. */
  sessionEnded(reason: ServerMessage): void;
  heartbeat(): void;
  /** Close without a word (the server stops, or the stream fell behind): the client resumes. */
  close(): void;
}

export interface LiveSubscription {
  /** Resolves once what was missed has been sent (at once without `afterId`). */
  readonly caughtUp: Promise<void>;
  unsubscribe(): void;
}

export interface LiveEvents {
  /**
   * Holds the stream for its user's events, then sends the user's notifications with an id above
   * `afterId` (null: nothing from the past), in id order, then the live ones. Without `afterId`, a
   * live one at or below `floor` (the user's newest when the stream opened) is of the past: a late
   * signal of an earlier commit, not sent.
   */
  subscribe(subscriber: LiveSubscriber, afterId: number | null, floor?: number): LiveSubscription;
  /** The open streams of this process. */
  readonly size: number;
  /** Stops listening and closes every stream. */
  close(): Promise<void>;
}

export interface LiveSettings {
  /** How often every stream gets its `: heartbeat` (one timer for all). */
  heartbeatMs: number;
  log?: { warn(obj: object, msg: string): void };
}

/** The catch-up reads this many rows at a time. */
const CATCH_UP_PAGE = 100;
/** The last ids each stream sent, against a signal that arrives after the catch-up read its row. */
const RECENT_IDS = 32;
/** Streams catching up at once after the LISTEN came back, so that the pool stays free for requests. */
const CATCH_UPS_AT_ONCE = 4;

interface Subscription {
  readonly subscriber: LiveSubscriber;
  /** Ids at or below it are never sent: what the client said it has (`Last-Event-ID`). */
  readonly floor: number;
  /** The highest id sent, where a catch-up after a lost LISTEN starts. */
  lastId: number;
  /** The last ids sent, newest last (a few dozen numbers: the stream's memory stays small). */
  readonly recent: number[];
  /** While catching up: the live notifications held back, and the ids the catch-up sent. */
  held: Notification[] | null;
  caughtUpIds: Set<number> | null;
  /** The catch-ups of this stream run one after the other. */
  work: Promise<void>;
  ended: boolean;
}

const wordedAs = serverMessage as (code: ServerMessageCode) => ServerMessage;

/** Starts listening; resolves once the LISTEN is in place, so that no stream opens before it. */
export async function startLiveEvents(database: Database, settings: LiveSettings): Promise<LiveEvents> {
  const { db } = database;
  const byUser = new Map<number, Set<Subscription>>();
  let size = 0;
  let closed = false;

  /* ---------- sending ---------- */

  function send(sub: Subscription, notification: Notification) {
    const { id } = notification;
    if (sub.ended || id <= sub.floor || sub.recent.includes(id) || sub.caughtUpIds?.has(id)) return;
    sub.recent.push(id);
    if (sub.recent.length > RECENT_IDS) sub.recent.shift();
    if (id > sub.lastId) sub.lastId = id;
    sub.subscriber.notification(notification);
  }

  function offer(sub: Subscription, notification: Notification) {
    if (sub.held) sub.held.push(notification);
    else send(sub, notification);
  }

  function forget(sub: Subscription) {
    if (sub.ended) return;
    sub.ended = true;
    const subs = byUser.get(sub.subscriber.userId);
    if (subs?.delete(sub)) size--;
    if (subs?.size === 0) byUser.delete(sub.subscriber.userId);
  }

  /** A stream that could not be brought up to date is closed; its client resumes from its last id. */
  function drop(sub: Subscription, error: unknown) {
    if (sub.ended) return;
    settings.log?.warn({ err: error, userId: sub.subscriber.userId }, 'notification stream closed');
    forget(sub);
    sub.subscriber.close();
  }

  /** Sends the user's rows above `from`, in id order, then what arrived live meanwhile. */
  async function catchUp(sub: Subscription, from: number): Promise<void> {
    sub.held = [];
    sub.caughtUpIds = new Set();
    try {
      let cursor = from;
      for (;;) {
        const rows = await notificationsAfter(db, sub.subscriber.userId, cursor, CATCH_UP_PAGE);
        for (const row of rows) {
          send(sub, toNotification(row));
          sub.caughtUpIds.add(row.id);
          cursor = row.id;
        }
        if (rows.length < CATCH_UP_PAGE || sub.ended) break;
      }
      const held = sub.held.sort((a, b) => a.id - b.id);
      sub.held = null;
      for (const notification of held) send(sub, notification);
    } catch (error) {
      drop(sub, error);
    } finally {
      sub.held = null;
      sub.caughtUpIds = null;
    }
  }

  /* ---------- live notifications: read once per process, in batches ---------- */

  let wanted = new Set<number>();
  let reading: Promise<void> | null = null;

  /** Reads the signalled rows (one query for all that arrived meanwhile) and hands each to its streams. */
  function read() {
    reading ??= (async () => {
      while (wanted.size > 0) {
        const ids = [...wanted];
        wanted = new Set();
        try {
          for (const row of await notificationsByIds(db, ids)) {
            const subs = byUser.get(row.userId);
            if (!subs) continue;
            const notification = toNotification(row);
            for (const sub of subs) offer(sub, notification);
          }
        } catch (error) {
          // The rows could not be read: their streams resume from their last id on their own.
          const users = new Set(ids.map((id) => signalledUser.get(id)));
          for (const userId of users) for (const sub of byUser.get(userId!) ?? []) drop(sub, error);
        } finally {
          for (const id of ids) signalledUser.delete(id);
        }
      }
    })().finally(() => {
      reading = null;
      // A signal that came between the loop's last look and now.
      if (wanted.size > 0) read();
    });
  }
  /** The user of each id waiting to be read, for the streams to close should the read fail. */
  const signalledUser = new Map<number, number>();

  function dispatch(signal: StreamSignal) {
    const subs = byUser.get(signal.userId);
    // Only the users with a stream on this process cost anything here.
    if (!subs) return;
    switch (signal.type) {
      case 'notification':
        wanted.add(signal.id);
        signalledUser.set(signal.id, signal.userId);
        queueMicrotask(read);
        return;
      case 'user':
        for (const sub of subs) sub.subscriber.userChanged();
        return;
      case 'session-ended': {
        const reason = wordedAs(signal.code);
        for (const sub of [...subs]) {
          const { sessionId } = sub.subscriber;
          const ends =
            signal.sessionId === null ? sessionId !== signal.exceptSessionId : sessionId === signal.sessionId;
          if (!ends) continue;
          forget(sub);
          sub.subscriber.sessionEnded(reason);
        }
      }
    }
  }

  /* ---------- after a lost LISTEN: every stream catches up from its last id ---------- */

  async function resumeAll() {
    const queue = [...byUser.values()].flatMap((subs) => [...subs]);
    const worker = async () => {
      for (let sub = queue.shift(); sub; sub = queue.shift()) {
        if (sub.ended) continue;
        const from = Math.max(sub.floor, sub.lastId);
        sub.work = sub.work.then(() => (sub.ended ? undefined : catchUp(sub, from)));
        await sub.work;
      }
    };
    await Promise.all(Array.from({ length: CATCH_UPS_AT_ONCE }, worker));
  }

  const listening = await database.listen(EVENTS_CHANNEL, {
    message(payload) {
      let signal: StreamSignal;
      try {
        signal = JSON.parse(payload) as StreamSignal;
      } catch {
        return;
      }
      if (typeof signal?.userId === 'number') dispatch(signal);
    },
    resumed() {
      settings.log?.warn({}, 'notification LISTEN connection restored; streams catch up');
      void resumeAll();
    },
  });

  // One timer for every stream of the process, not one each.
  const heartbeat = setInterval(() => {
    for (const subs of byUser.values()) for (const sub of subs) sub.subscriber.heartbeat();
  }, settings.heartbeatMs);
  heartbeat.unref();

  return {
    subscribe(subscriber, afterId, floor = 0) {
      const sub: Subscription = {
        subscriber,
        floor: afterId ?? floor,
        lastId: afterId ?? floor,
        recent: [],
        held: null,
        caughtUpIds: null,
        work: Promise.resolve(),
        ended: closed,
      };
      if (closed) {
        subscriber.close();
        return { caughtUp: Promise.resolve(), unsubscribe() {} };
      }
      let subs = byUser.get(subscriber.userId);
      if (!subs) byUser.set(subscriber.userId, (subs = new Set()));
      subs.add(sub);
      size++;
      // Subscribed first: a notification committed from now on reaches the stream live, and the
      // catch-up below reads every one committed before; the held-back live ones are sent after it.
      if (afterId !== null) sub.work = catchUp(sub, afterId);
      return { caughtUp: sub.work, unsubscribe: () => forget(sub) };
    },
    get size() {
      return size;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      for (const subs of [...byUser.values()])
        for (const sub of [...subs]) {
          forget(sub);
          sub.subscriber.close();
        }
      await listening.close();
    },
  };
}
