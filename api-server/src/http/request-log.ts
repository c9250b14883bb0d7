// The request log (docs/architecture.md "How it runs", issue 29): one line when a request comes in
// and one when it is answered, each with its request id; the answered one with the signed-in user's
// id. No token, password, one-time code or personal field is written (test/log-secrets.test.ts).
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { DOWNLOAD_TICKET_PARAM } from '@doorline/api-client';
import { API_PREFIX } from './route.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller's id once `route()` has authenticated them, for the request log. */
    userId: number | null;
  }
}

/** What a balancer's `X-Request-Id` may be to be adopted: bounded, and characters that are safe anywhere. */
const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:+=/-]{1,128}$/;

/**
 * The request's id: the balancer's `X-Request-Id` when it sends a valid one, so that its log and ours
 * name a request alike; else a new UUID. A value outside the bounds is never written anywhere.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && INCOMING_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * The query parameters whose values are logged: numbers, enums and flags. Every other value is
 * `[redacted]`: the search box's `q`, the lists' `search` (a name, an e-mail, a phone), a download
 * ticket, and whatever a caller adds. A new parameter is redacted until it is listed here.
 */
const LOGGED_QUERY_PARAMS = new Set([
  'page',
  'limit',
  'sort',
  'order',
  'stage',
  'status',
  'type',
  'dealerId',
  'roleId',
  'id',
  'overdue',
  'unread',
  'isSubOrder',
  'lang',
]);

/** A photo's random name is the only key to it (routes/photos.ts): kept out of the logs too. */
const PHOTO_NAME = new RegExp(`^(${API_PREFIX}/files/photos/)[^/?#]+`);

/** An address as the logs show it: the path (a photo's name left out) and the query's safe values. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(PHOTO_NAME, '$1[redacted]');
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair.length > 0 && !LOGGED_QUERY_PARAMS.has(pair) ? '[redacted]' : pair;
      const key = pair.slice(0, eq);
      return LOGGED_QUERY_PARAMS.has(key) && key !== DOWNLOAD_TICKET_PARAM ? pair : `${key}=[redacted]`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** A request as the logs show it: Fastify's own fields, the address redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fastify's request lines, the answered one with the signed-in user's id (set by `route()` once the
 * caller is authenticated): `LogController` is Fastify's own way to shape them.
 */
export class RequestLog extends LogController {
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (request.userId === null || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply, metadata);
      return;
    }
    const line = { res: reply, responseTime: reply.elapsedTime, userId: request.userId };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
