// A plain reader of `GET /api/notifications/stream` for the tests: the bytes as they come, parsed
// here by the letter of the SSE format rather than by the client under test, so that the server's
// wire format is what is checked.
import http from 'node:http';
import { expect } from 'vitest';
import { scaled } from '../../scripts/test-time.cjs';

export interface StreamEvent {
  event: string;
  id: string | null;
  data: string;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Every event so far, in order of arrival. */
  events: StreamEvent[];
  /** Every comment line so far (`heartbeat`, `open`). */
  comments: string[];
  /** The ids of the `notification` events so far, as numbers. */
  ids(): number[];
  /** Resolves once `check` holds of what arrived, or fails the test after `timeoutMs`. */
  until(check: (stream: OpenStream) => boolean, what: string, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ended the answer. */
  ended: Promise<void>;
  readonly isEnded: boolean;
  /** The server ended the answer properly (not a cut connection). */
  readonly endedCleanly: boolean;
  close(): void;
}

/** How long a test waits for something a stream should bring (generous: a busy machine). */
export const STREAM_WAIT_MS = scaled(5_000);

/**
 * Opens the stream with `token` (and `Last-Event-ID` when given); resolves once the headers came.
 * Through node:http on a connection of its own, which `close` destroys: fetch, once aborted, opens a
 * spare connection that would hold the server's close up for a minute.
 */
export async function openStream(
  baseUrl: string,
  token: string | null,
  options: { lastEventId?: string | number; headers?: Record<string, string> } = {},
): Promise<OpenStream> {
  const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  const request = http.request(`${baseUrl}/notifications/stream`, { headers, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let isEnded = false;
  let endedCleanly = false;
  const changed = () => waiters.forEach((wake) => wake());

  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        if (response.statusCode !== 200) continue;
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { event: 'message', id: null, data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else {
              const colon = line.indexOf(':');
              const field = line.slice(0, colon);
              const value = line.slice(colon + 1).replace(/^ /, '');
              isEvent = true;
              if (field === 'event') event.event = value;
              else if (field === 'id') event.id = value;
              else if (field === 'data') event.data += event.data ? `\n${value}` : value;
            }
          }
          if (isEvent) events.push(event);
          changed();
        }
      }
      endedCleanly = response.complete;
    } catch {
      // closed by the test, or cut
    } finally {
      isEnded = true;
      changed();
    }
  })();

  const stream: OpenStream = {
    status: response.statusCode ?? 0,
    headers: new Headers(
      Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
      ),
    ),
    events,
    comments,
    ids: () => events.filter((e) => e.event === 'notification').map((e) => Number(e.id)),
    ended,
    get isEnded() {
      return isEnded;
    },
    get endedCleanly() {
      return endedCleanly;
    },
    until(check, what, timeoutMs = STREAM_WAIT_MS) {
      if (check(stream)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(
              `waited ${timeoutMs} ms for ${what}; the stream brought ${JSON.stringify(events)}${isEnded ? ' and ended' : ''}`,
            ),
          );
        }, timeoutMs);
        const wake = () => {
          if (!check(stream)) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
      });
    },
    close: () => request.destroy(),
  };
  return stream;
}

/** The data of a `notification` event, checked to be one line of JSON. */
export function dataOf(event: StreamEvent): Record<string, unknown> {
  expect(event.data).not.toContain('\n');
  return JSON.parse(event.data) as Record<string, unknown>;
}
