import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AccessRule,
  type AnyEndpoint,
  check,
  type Endpoint,
  permissionsFor,
  serverMessage,
  summarize,
} from '@doorline/api-client';
import { forbidden } from '../domain/errors.js';
import type { AuthUser, ClientInfo, Identity } from '../domain/identity/sessions.js';
import { InvalidRequest } from './errors.js';

export const API_PREFIX = '/api';

export interface RouteInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  client: ClientInfo;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedInput<B, Q, P> extends RouteInput<B, Q, P> {
  user: AuthUser;
}

/**
 * What a signed-in caller needs (docs/permissions.md): `self`, any signed-in user acting on their
 * own account; a permission rule; or a rule per account type (e.g. confirm: orders.approve for an
 * organization user, orders.confirm for a dealer user).
 */
export type UserGuard = 'self' | AccessRule;

/** Every route's guard: `public` (no token) or a signed-in caller's. */
export type Guard = 'public' | UserGuard;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's guard, as the route table lists it (route-table.ts). */
    guard?: Guard;
    /** The contract's endpoint the route answers, which the API's description is made from. */
    endpoint?: AnyEndpoint;
  }
}

/** Throws 403 naming the (first) permission unless the caller passes the guard. */
export function checkGuard(user: AuthUser, guard: UserGuard): void {
  if (guard === 'self') return;
  const keys = permissionsFor(guard, user.type);
  if (!keys.some((key) => user.permissions.has(key)))
    throw forbidden(serverMessage('permissionMissing', { permission: keys[0]! }));
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
) {
  const errors: InvalidRequest['errors'] = [];
  const params = validate<P>(endpoint.params as Endpoint['params'], request.params ?? {}, errors, '');
  const query = validate<Q>(endpoint.query as Endpoint['query'], request.query ?? {}, errors, '');
  // No body at all is checked as `{}`, so that the answer names each missing field.
  const body = validate<B>(endpoint.body as Endpoint['body'], request.body ?? {}, errors, '');
  if (errors.length > 0) throw new InvalidRequest(summarize(errors), errors);
  return { params, query, body };
}

export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Registers a public endpoint of the contract: input checked, no token needed. */
export function publicRoute<B, R, Q, P>(
  app: FastifyInstance,
  endpoint: Endpoint<B, R, Q, P>,
  handler: (input: RouteInput<B, Q, P>) => Promise<R>,
): void {
  if (!endpoint.public) throw new Error(`${endpoint.method} ${endpoint.path} is not public in the contract`);
  app.route({
    method: endpoint.method,
    url: API_PREFIX + endpoint.path,
    config: { guard: 'public', endpoint },
    handler: async (request, reply) => {
      const input = parseInput(endpoint, request);
      return handler({ ...input, client: clientOf(request), request, reply });
    },
  });
}

/**
 * Registers an authenticated endpoint with its guard (required). In the order of docs/permissions.md:
 * a valid token (401), an active user (403), the guard (403), then the input (400); tenant checks
 * (404) belong to the domain, which alone knows the record.
 */
export function route<B, R, Q, P>(
  app: FastifyInstance,
  identity: Identity,
  endpoint: Endpoint<B, R, Q, P>,
  guard: UserGuard,
  handler: (input: AuthedInput<B, Q, P>) => Promise<R>,
): void {
  if (endpoint.public) throw new Error(`${endpoint.method} ${endpoint.path} is public in the contract`);
  app.route({
    method: endpoint.method,
    url: API_PREFIX + endpoint.path,
    config: { guard, endpoint },
    handler: async (request, reply) => {
      const user = await identity.authenticate(bearerToken(request));
      checkGuard(user, guard);
      const input = parseInput(endpoint, request);
      return handler({ ...input, user, client: clientOf(request), request, reply });
    },
  });
}
