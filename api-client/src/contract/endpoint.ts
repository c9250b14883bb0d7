import type { Struct } from 'superstruct';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One endpoint of the API: the server registers its route from this and validates the request
 * against `body`/`query`/`params`; the client builds its call from it and checks the answer.
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
  /** Public endpoints take no bearer token and never trigger a refresh. */
  public?: boolean;
  /** The body is multipart with one `file` field (an upload), not JSON. */
  multipart?: boolean;
  /** The answer is a file's bytes, not JSON (a download). */
  fileAnswer?: boolean;
}

/* eslint-enable @typescript-eslint/no-explicit-any */

/** Declares an endpoint, keeping its structs' types. */
export function endpoint<B = undefined, R = unknown, Q = undefined, P = undefined>(
  e: Endpoint<B, R, Q, P>,
): Endpoint<B, R, Q, P> {
  return e;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the widest endpoint, for constraints
export type AnyEndpoint = Endpoint<any, any, any, any>;
