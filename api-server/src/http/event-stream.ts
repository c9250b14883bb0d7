// A Server-Sent Events answer (`text/event-stream`) written straight to the connection: Fastify's
// reply is hijacked, so no serializer, no compression (which would hold events back in its buffer)
// and no answer check sees it. The headers the request's hooks set (security headers, request id,
// `Cache-Control: no-store`) still go out.
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamEventName } from '@doorline/api-client';

/**
 * A stream whose client reads no more than this (bytes waiting in our buffer) is closed rather than
 * buffered without end; a client that reads again reconnects and resumes from its last id.
 */
const MAX_UNREAD_BYTES = 64 * 1024;

const opened: unique symbol = Symbol('event stream opened');

/** An open event stream; the route of an `eventStream` endpoint answers it (`route()`). */
export interface EventStream {
  readonly [opened]: true;
  /** One event: `event:`, `id:` when given, `data:` (one line of JSON). */
  send(event: StreamEventName, data: unknown, id?: number): void;
  /** A comment line (`: text`), which clients ignore and proxies count as traffic. */
  comment(text: string): void;
  /** Ends the answer (the connection stays for keep-alive). */
  end(): void;
  /** Called once when the stream is over, whoever ended it. */
  onClose(listener: () => void): void;
}

export const isEventStream = (value: unknown): value is EventStream =>
  typeof value === 'object' && value !== null && opened in value;

/** Takes the reply over and sends the event stream's headers at once. */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and the like: pass each event on at once.
    'x-accel-buffering': 'no',
  });
  request.raw.socket?.setNoDelay(true);
  // Some proxies wait for the first bytes of the body before they pass the headers on.
  response.write(': open\n\n');
  let over = false;
  response.once('close', () => (over = true));
  const write = (text: string) => {
    if (over) return;
    if (!response.write(text) && response.writableLength > MAX_UNREAD_BYTES) response.destroy();
  };
  return {
    [opened]: true,
    send(event, data, id) {
      write(`event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      write(`: ${text}\n\n`);
    },
    end() {
      if (over) return;
      over = true;
      response.end();
    },
    onClose(listener) {
      response.once('close', listener);
    },
  };
}
