import type { Struct } from 'superstruct';
import type { AccessRule } from './permissions.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** An endpoint's input as the server reads it, checked against its structs. */
export interface EndpointInput<Body = unknown, Query = unknown, Params = unknown> {
  body: Body;
  query: Query;
  params: Params;
}

/**
 * The access of an endpoint whose input names the task (`PATCH /dealers/{id}`: a profile edit, or
 * with `{ status }` a status change): `rules` holds every rule it may choose, by its task in the
 * contract's access table, the endpoint's everyday task first; `choose` names the task of a checked
 * input. The server refuses a caller who passes none of the rules before it reads the input (as the
 * first rule would), and checks the chosen one after; the route table and the API's description list
 * them all.
 */
export interface InputAccess<
  Body = unknown,
  Query = unknown,
  Params = unknown,
  Task extends string = string,
> {
  readonly rules: { readonly [K in Task]: AccessRule };
  choose(input: EndpointInput<Body, Query, Params>): Task;
}

/**
 * Who may call an endpoint (docs/permissions.md "Guards"): `public`, anyone without a token; `self`,
 * any signed-in user acting on their own account; a rule of an access table (a permission rule, or
 * one per account type); or a rule its input chooses (`InputAccess`).
 */
export type EndpointAccess<Body = unknown, Query = unknown, Params = unknown> =
  'public' | SignedInAccess<Body, Query, Params>;

/** Every access but `public`: the caller is signed in. */
export type SignedInAccess<Body = unknown, Query = unknown, Params = unknown> =
  'self' | AccessRule | InputAccess<Body, Query, Params>;

/**
 * One endpoint of the API: the server registers its route from this, guarded by `access`, and
 * validates the request against `body`/`query`/`params`; the client builds its call from it and
 * checks the answer.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- structs are invariant in their type */
export interface Endpoint<Body = unknown, Response = unknown, Query = unknown, Params = unknown> {
  method: HttpMethod;
  /** Relative to the API base (`/api`), with `:name` parameters, as in spec §7. */
  path: string;
  body?: Struct<Body, any>;
  query?: Struct<Query, any>;
  params?: Struct<Params, any>;
  response: Struct<Response, any>;
  /**
   * Who may call it: a row of an access table (`dealerAccess.listDealers`), `self`, or `public`. A
   * public endpoint takes no bearer token and never triggers a refresh (`isPublic`).
   */
  access: EndpointAccess<NoInfer<Body>, NoInfer<Query>, NoInfer<Params>>;
  /** The body is multipart with one `file` field (an upload), not JSON. */
  multipart?: boolean;
  /** The answer is a file's bytes, not JSON (a download). */
  fileAnswer?: boolean;
  /** The answer is a stream of Server-Sent Events (`text/event-stream`), held open, not JSON. */
  eventStream?: boolean;
}

/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * Declares an endpoint, keeping its structs' types and its access's own type (`'public'`, `'self'`
 * or the row it names), so that the server knows at compile time whether a handler has a user. Given
 * its types explicitly (an upload's `FormData` body), the access is a signed-in one unless the fifth
 * type says `'public'`.
 */
export function endpoint<
  B = undefined,
  R = unknown,
  Q = undefined,
  P = undefined,
  A extends EndpointAccess<B, Q, P> = SignedInAccess<B, Q, P>,
  S extends boolean = false,
  F extends boolean = false,
>(
  e: Endpoint<B, R, Q, P> & { readonly access: A; readonly eventStream?: S; readonly fileAnswer?: F },
): Endpoint<B, R, Q, P> & { readonly access: A; readonly eventStream?: S; readonly fileAnswer?: F } {
  return e;
}

/** Whether the endpoint's answer is a file's bytes (`fileAnswer`): opened by a download link (`downloadLink`) or read by `download`, not a call. */
export type IsFileAnswer<E> = E extends { readonly fileAnswer?: infer F }
  ? [F] extends [true]
    ? true
    : false
  : false;

/** Whether the endpoint's answer is an event stream (`eventStream`), read by a stream reader, not a call. */
export type IsEventStream<E> = E extends { readonly eventStream?: infer S }
  ? [S] extends [true]
    ? true
    : false
  : false;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the widest endpoint, for constraints
export type AnyEndpoint = Endpoint<any, any, any, any>;

/** Whether the endpoint takes no token: the client sends none and never refreshes for it. */
export const isPublic = (endpoint: Pick<AnyEndpoint, 'access'>): boolean => endpoint.access === 'public';

/** Whether the access is chosen by the input (`InputAccess`), not fixed. */
export const isInputAccess = (access: EndpointAccess): access is InputAccess =>
  typeof access === 'object' && 'choose' in access;

/**
 * An access chosen by the input: `rules`, every rule it may choose by its task's name in an access
 * table, the everyday task first; `choose`, the task a checked input asks for (one of `rules`).
 */
export function accessByInput<T extends string, B = unknown, Q = unknown, P = unknown>(
  rules: { readonly [K in T]: AccessRule },
  choose: (input: EndpointInput<B, Q, P>) => NoInfer<T>,
): InputAccess<B, Q, P, T> {
  return { rules, choose };
}
