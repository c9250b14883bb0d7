// The request log (docs/architecture.md "How it runs", issue 29): one line when a request comes in
// and one when it is answered, each with its request id and its route's pattern; the answered one
// with the signed-in user's id. No query value, body, token, password, one-time code or personal
// field is written (test/log-secrets.test.ts).
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
 * What a request's lines say of its address: the pattern of the route that answers it
 * (`/api/orders/:id`), never the address itself, so that no query value (a search, an e-mail, a
 * download ticket, whatever a caller puts there) and no path parameter (a photo's name) is written;
 * an address no route answers (an app page, a 404) by its path alone (docs/decisions.md "Issue 39:
 * bad input"). The request id, beside it on every line, finds the request in the balancer's log.
 */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions?.url ?? request.url.split('?', 1)[0]!;
}

/** A request as the logs show it: Fastify's own fields, the address as its route. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    route: routeOf(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** An error's log fields, in the shape of pino's own error serializer. */
type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** What a failed query's error carries of the caller's values: its parameters, PostgreSQL's detail. */
const VALUE_FIELDS = new Set(['params', 'detail']);
/** Drizzle's message after the statement: `\nparams: <the values>`, up to the stack's first frame. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/**
 * An error as the logs show it (the `err` of every line): its type, message, stack, own fields and
 * cause, less the values a failed query was given (Drizzle's `params`, in its message too, and
 * PostgreSQL's `detail`, which quotes the row), so that a 500's line names the statement and the
 * code, never a body's e-mail or name.
 */
export function errorForLog(error: Error, depth = 0): LoggedError {
  // A thrown value that is no error is logged as it is.
  if (!(error instanceof Error)) return error;
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error))
    if (!VALUE_FIELDS.has(key) && key !== 'cause') own[key] = value;
  const cause = error.cause;
  return {
    ...own,
    type: error.constructor?.name ?? error.name,
    message: error.message.replace(QUERY_PARAMS, ''),
    stack: error.stack?.replace(QUERY_PARAMS, '') ?? '',
    ...(cause === undefined || depth >= 5
      ? {}
      : { cause: cause instanceof Error ? errorForLog(cause, depth + 1) : cause }),
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
