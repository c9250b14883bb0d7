import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AccessRule,
  type AnyEndpoint,
  type BodyOf,
  check,
  DOWNLOAD_TICKET_PARAM,
  type Endpoint,
  type EndpointAccess,
  isInputAccess,
  mayAccess,
  neverFor,
  type ParamsOf,
  permissionsFor,
  type QueryOf,
  type ResponseOf,
  serverMessage,
  type SignedInAccess,
  summarize,
} from '@doorline/api-client';
import { forbidden } from '../domain/errors.js';
import type { AuthUser, ClientInfo, Identity } from '../domain/identity/sessions.js';
import { type DealerScope, type OrganizationScope, scopeOf } from '../domain/scope.js';
import { InvalidRequest } from './errors.js';
import { type EventStream, isEventStream } from './event-stream.js';

export const API_PREFIX = '/api';

export interface RouteInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  client: ClientInfo;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedInput<B, Q, P, S extends DealerScope = DealerScope> extends RouteInput<B, Q, P> {
  user: AuthUser;
  /**
   * The caller's dealer scope (docs/conventions.md "How a handler gets its scope"): the organization,
   * or the caller's dealer. Made here, once, from the user who passed the entry's access; the domain
   * takes it from the handler and hands it to every query of a dealer's data.
   */
  scope: S;
}

/**
 * The scope an access gives: the organization's where the row is never for a dealer user (assigning a
 * dealer), else either.
 */
export type ScopeFor<A> = A extends { readonly dealer: { readonly never: unknown } }
  ? OrganizationScope
  : DealerScope;

/**
 * Every route's guard: its endpoint's `access` in the contract (`EndpointAccess`): `public` (no
 * token), `self` (any signed-in user, on their own account), a rule of an access table, or a rule the
 * request's input chooses (`InputAccess`).
 */
export type Guard = EndpointAccess;

/** What a signed-in caller needs: every guard but `public`. */
export type UserGuard = SignedInAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's guard, as the route table lists it (route-table.ts). */
    guard?: Guard;
    /** The contract's endpoint the route answers, which the API's description is made from. */
    endpoint?: AnyEndpoint;
  }
}

const passes = (user: AuthUser, rule: AccessRule) =>
  mayAccess(rule, { type: user.type, has: (key) => user.permissions.has(key) });

/**
 * Throws 403 unless the caller passes the guard: naming the (first) permission, or in the words of
 * a rule that is never for the caller's account type. An access its input chooses asks for one of its
 * rules here; the route checks the one its input chooses once the input is read.
 */
export function checkGuard(user: AuthUser, guard: UserGuard): void {
  if (guard === 'self') return;
  if (isInputAccess(guard)) {
    const rules = Object.values(guard.rules);
    if (!rules.some((rule) => passes(user, rule))) checkGuard(user, rules[0]!);
    return;
  }
  const never = neverFor(guard, user.type);
  if (never) throw forbidden(serverMessage(never));
  if (!passes(user, guard))
    throw forbidden(serverMessage('permissionMissing', { permission: permissionsFor(guard, user.type)[0]! }));
}

function validate<T>(
  struct: Endpoint['body'],
  value: unknown,
  errors: InvalidRequest['errors'],
  prefix: string,
): T {
  if (!struct) return undefined as T;
  const result = check(struct, value);
  if (result.ok) return result.value as T;
  for (const e of result.errors)
    errors.push(prefix ? { path: `${prefix}.${e.path}`, message: e.message } : e);
  return undefined as T;
}

/** Checks params, query and body against the contract; 400 listing every field that fails. */
function parseInput<B, Q, P>(
  endpoint: Pick<Endpoint<B, unknown, Q, P>, 'body' | 'query' | 'params'>,
  request: FastifyRequest,
  rawQuery: unknown = request.query,
) {
  const errors: InvalidRequest['errors'] = [];
  const params = validate<P>(endpoint.params as Endpoint['params'], request.params ?? {}, errors, '');
  const query = validate<Q>(endpoint.query as Endpoint['query'], rawQuery ?? {}, errors, '');
  // No body at all is checked as `{}`, so that the answer names each missing field.
  const body = validate<B>(endpoint.body as Endpoint['body'], request.body ?? {}, errors, '');
  if (errors.length > 0) throw new InvalidRequest(summarize(errors), errors);
  return { params, query, body };
}

export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
}

/**
 * A download ticket at the end of a file answer's address (`…?a=1&ticket=…`, issue 28), and the
 * address without it under the API's base: what the ticket was issued for, exactly.
 */
const TICKET_AT_END = new RegExp(`[?&]${DOWNLOAD_TICKET_PARAM}=([A-Za-z0-9_-]{1,100})$`);

export function ticketOf(url: string): { ticket: string; path: string } | null {
  const match = TICKET_AT_END.exec(url);
  if (!match || !url.startsWith(`${API_PREFIX}/`)) return null;
  return { ticket: match[1]!, path: url.slice(API_PREFIX.length, match.index) };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function withoutTicket(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  const { [DOWNLOAD_TICKET_PARAM]: _ticket, ...rest } = query as Record<string, unknown>;
  return rest;
}

/**
 * What a route's handler is given: the checked input, and the signed-in caller and their scope unless
 * the endpoint is public. An endpoint that may be public but is not declared so exactly (`access: 'public'` typed as
 * every access) gets `never`: declare it with `endpoint()`, which keeps its access's type.
 */
export type HandlerInput<E extends AnyEndpoint> = [E['access']] extends ['public']
  ? RouteInput<BodyOf<E>, QueryOf<E>, ParamsOf<E>>
  : 'public' extends E['access']
    ? never
    : AuthedInput<BodyOf<E>, QueryOf<E>, ParamsOf<E>, ScopeFor<E['access']>>;

/**
 * Registers an endpoint of the contract, guarded by its `access`: the entry and a handler are the
 * whole route. In the order of docs/permissions.md: a valid token (401), an active user (403), the
 * guard (403), then the input (400), and the rule an access by input chooses (403); the dealer scope
 * (404) belongs to the domain, which alone knows the record: the handler is given the caller's scope
 * for it. A public endpoint checks its input only.
 * The handler of an `eventStream` endpoint answers the stream it opened (`openEventStream`) once
 * its own checks passed: a failure before that is an ordinary JSON error; the stream has no HEAD twin.
 */
export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  identity: Identity,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<ResponseOf<E> | EventStream>,
): void {
  const guard: Guard = endpoint.access;
  const call = handler as (
    input: RouteInput<unknown, unknown, unknown> & { user?: AuthUser; scope?: DealerScope },
  ) => Promise<unknown>;
  const run = endpoint.eventStream
    ? async (input: Parameters<typeof call>[0]) => {
        const answer = await call(input);
        if (!isEventStream(answer))
          throw new Error(`${endpoint.path}: an event stream's route opens its stream`);
        // The reply is the stream's now (hijacked): Fastify sends nothing more.
        return input.reply;
      }
    : call;
  app.route({
    method: endpoint.method,
    url: API_PREFIX + endpoint.path,
    config: { guard, endpoint },
    exposeHeadRoute: !endpoint.eventStream,
    handler: async (request, reply) => {
      const client = clientOf(request);
      if (guard === 'public') return run({ ...parseInput(endpoint, request), client, request, reply });
      // A file answer opened by a browser's navigation carries a download ticket instead of the
      // bearer token (issue 28); the guard then runs exactly as for a bearer.
      const ticket = endpoint.fileAnswer && !request.headers.authorization ? ticketOf(request.url) : null;
      const user = ticket
        ? await identity.authenticateTicket(ticket.ticket, ticket.path)
        : await identity.authenticate(bearerToken(request));
      request.userId = user.id;
      checkGuard(user, guard);
      const input = parseInput(endpoint, request, ticket ? withoutTicket(request.query) : request.query);
      if (isInputAccess(guard)) checkGuard(user, guard.rules[guard.choose(input)]!);
      return run({ ...input, user, scope: scopeOf(user), client, request, reply });
    },
  });
}
