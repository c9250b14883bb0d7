// The reader of `GET /notifications/stream` (docs/notifications.md "The live stream"): fetch, not
// `EventSource`, so that the access token goes in the Authorization header and never in a URL. It
// reconnects by itself and resumes after the last notification it received. Loaded with the first
// stream (`createApiClient`), so that a page which never opens one does not carry it.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { validate } from 'superstruct';
import { eagerEndpoints } from '../contract/endpoints.js';
import { Notification, STREAM_HEARTBEAT_SECONDS } from '../contract/notifications.js';
import { HttpError } from './errors.js';
import { httpError, readText, type FetchLike } from './request.js';
import { wait } from './retry.js';

export interface StreamNotificationsOptions {
  /** A new notification; after a reconnect, each one missed meanwhile, in id order, none twice. */
  onNotification(notification: Notification): void;
  /** The user's role, permissions or status changed: reload the user. */
  onUserChanged(): void;
  /**
   * The session ended (signed out elsewhere, suspended, blocked, a blocked dealer): the reason as the
   * refresh would have answered it (401, the server's message and its `code`), as `onLogout` gets
   * it. The stream has stopped; the tokens are left to the caller. Not called when this client
   * signed out itself (`logout`).
   */
  onSessionEnded(reason: HttpError): void;
  /** The stream is open (again): the server holds it, so nothing committed from now on is missed. */
  onOpen?(): void;
  /** Stops the stream for good. */
  signal: AbortSignal;
}

/** What the reader needs of the client: its address, its fetch and its auth layer. */
export interface StreamDeps {
  baseUrl: string;
  fetch: FetchLike;
  /** The token to send: the access token (or the refresh token alone, as every call). */
  bearer(): string | null;
  hasRefreshToken(): boolean;
  /** The client's own refresh, shared with every call; false when the session is gone. */
  refresh(): Promise<boolean>;
  /** Resolves once a refresh under way (if any) is over. */
  settled(): Promise<unknown>;
  /** Counts this client's own sign-outs, so that its own `logout` is not reported as a session end. */
  signOuts(): number;
  /** The longest wait for the stream's headers; 0 for none. */
  openTimeoutMs: number;
}

/** Waits between attempts: from 1 s, doubling to 30 s, each between half and all of it (jitter). */
const BACKOFF_MS = { first: 1000, max: 30_000 };
/** No byte for this long (the server sends a heartbeat every 15 s): the connection is dead. */
const SILENCE_MS = STREAM_HEARTBEAT_SECONDS * 2.5 * 1000;

/** A stream that stood this long before it closed reconnects after the shortest wait. */
const STEADY_MS = 10_000;

const backoff = (failures: number) => {
  const ceiling = Math.min(BACKOFF_MS.max, BACKOFF_MS.first * 2 ** Math.max(0, failures - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
};

type Outcome = 'ended' | 'stopped' | 'retry' | 'auth';

/** Reads the stream until `signal` aborts or the session ends; resolves then. */
export async function streamNotifications(deps: StreamDeps, options: StreamNotificationsOptions) {
  const { signal } = options;
  const url = deps.baseUrl.replace(/\/+$/, '') + eagerEndpoints.notificationStream.path;
  let lastId: number | null = null;
  let failures = 0;
  let refreshed = false;
  let retryAfterMs = 0;

  /** One connection: open, read until it ends, and say what comes next. */
  async function attempt(): Promise<Outcome> {
    await deps.settled();
    const signOuts = deps.signOuts();
    const token = deps.bearer();
    const controller = new AbortController();
    const stop = () => controller.abort(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    let silence: ReturnType<typeof setTimeout> | undefined;
    const quietFor = (ms: number) => {
      clearTimeout(silence);
      if (ms > 0) silence = setTimeout(() => controller.abort(new Error('The stream went silent')), ms);
    };
    try {
      quietFor(deps.openTimeoutMs);
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (lastId !== null) headers['last-event-id'] = String(lastId);
      const response = await deps.fetch(url, {
        method: 'GET',
        headers,
        credentials: 'include',
        cache: 'no-store',
        // Low priority: the stream never ends, and a tool that waits for the page's important
        // requests to end (Lighthouse's network quiet, docs/decisions.md "Issue 41: first load")
        // counts a fetch at the browser's default (high) priority as one; a stream at low priority
        // opens just the same once the page's own requests are on their way.
        priority: 'low',
        signal: controller.signal,
      });
      if (response.status === 401 || response.status === 403) {
        // The token (or the account) was refused at open: the client's refresh decides, once in a
        // row; refused again with the new token, the next try waits first.
        await response.body?.cancel().catch(() => {});
        if (!deps.hasRefreshToken()) return 'stopped';
        if (refreshed) {
          refreshed = false;
          return 'retry';
        }
        const renewed = deps.bearer() !== token || (await deps.refresh());
        refreshed = true;
        // A failed refresh signed the client out (`onLogout` has the server's reason).
        return renewed ? 'auth' : 'stopped';
      }
      if (!response.ok || !response.body) {
        // Busy (429, 503) or failing: try again later, no sooner than the server asked.
        const answer = httpError(response, await readText(response, controller.signal));
        retryAfterMs = (answer.retryAfter ?? 0) * 1000;
        return 'retry';
      }
      refreshed = false;
      const openedAt = Date.now();
      quietFor(SILENCE_MS);
      options.onOpen?.();

      let ended: HttpError | null = null;
      const parser = createParser({
        onEvent(event: EventSourceMessage) {
          if (ended) return;
          if (event.event === 'notification') {
            const id = Number(event.id);
            const [failure, notification] = validate(parseJson(event.data), Notification, { coerce: true });
            if (Number.isSafeInteger(id)) lastId = Math.max(lastId ?? 0, id);
            if (!failure) options.onNotification(notification);
          } else if (event.event === 'user') {
            options.onUserChanged();
          } else if (event.event === 'session-ended') {
            const said = parseJson(event.data) as { message?: unknown; code?: unknown } | undefined;
            ended = new HttpError(
              401,
              typeof said?.message === 'string' ? said.message : 'Session ended',
              [],
              null,
              typeof said?.code === 'string' ? said.code : null,
            );
          }
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          quietFor(SILENCE_MS);
          parser.feed(value);
          if (ended) break;
        }
      } finally {
        reader.cancel().catch(() => {});
      }
      if (ended) {
        // This client's own sign-out ended it: nothing to report.
        if (deps.signOuts() === signOuts) options.onSessionEnded(ended);
        return 'ended';
      }
      // The server closed the stream (a restart, a stream that fell behind): resume, at once when it
      // had stood a while, after a growing wait when streams keep closing as soon as they open.
      if (Date.now() - openedAt > STEADY_MS) failures = 0;
      return 'retry';
    } catch {
      return signal.aborted ? 'stopped' : 'retry';
    } finally {
      clearTimeout(silence);
      signal.removeEventListener('abort', stop);
      if (!controller.signal.aborted) controller.abort();
    }
  }

  while (!signal.aborted) {
    const outcome = await attempt();
    if (outcome === 'ended' || outcome === 'stopped' || signal.aborted) return;
    if (outcome === 'auth') continue;
    failures++;
    const delay = Math.max(backoff(failures), retryAfterMs);
    retryAfterMs = 0;
    try {
      await wait(delay, signal);
    } catch {
      return;
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
