// One area of the contract, bound by one object (docs/conventions.md "Adding an endpoint"): its
// handlers keyed by the area's entries, so that a handler missing or one too many is a type error.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  type AnyEndpoint,
  type EndpointArea,
  endpointAreas,
  type EndpointAreas,
  type ResponseOf,
} from '@doorline/api-client';
import type { AppContext } from './context.js';
import type { EventStream } from './event-stream.js';
import { type HandlerInput, route } from './route.js';

/** The handler of one entry: its checked input (with the caller and their scope) to its answer. */
export type Handler<E extends AnyEndpoint> = (input: HandlerInput<E>) => Promise<ResponseOf<E> | EventStream>;

/** A handler for each entry of an area, and nothing else (an object literal's extra key is an error). */
export type AreaHandlers<A> = { readonly [K in keyof A]: A[K] extends AnyEndpoint ? Handler<A[K]> : never };

/** What an area binding may say besides its handlers. */
export interface AreaOptions {
  /** The largest file of the area's upload (its `multipart` entry), in bytes. */
  uploadBytes?: number;
}

const bound = new WeakMap<FastifyInstance, Set<EndpointArea>>();

/** The areas bound on the app so far (route-modules.ts checks that each is, once). */
export const boundAreas = (app: FastifyInstance): ReadonlySet<EndpointArea> => bound.get(app) ?? new Set();

/**
 * Registers every entry of the area with its handler, through `route()` (the guard, the input, the
 * scope). An upload (`multipart`) gets the multipart parser, with `uploadBytes` as its limit, around
 * its own route only.
 */
export function bindArea<N extends EndpointArea>(
  app: FastifyInstance,
  { identity }: Pick<AppContext, 'identity'>,
  name: N,
  handlers: AreaHandlers<EndpointAreas[N]>,
  options: AreaOptions = {},
): void {
  const areas = bound.get(app) ?? new Set<EndpointArea>();
  if (areas.has(name)) throw new Error(`The area ${name} is bound twice`);
  areas.add(name);
  bound.set(app, areas);
  const area: Record<string, AnyEndpoint> = endpointAreas[name];
  const given = handlers as unknown as Record<string, Handler<AnyEndpoint>>;
  for (const key of Object.keys(given))
    if (!(key in area)) throw new Error(`${name}.${key} is no entry of the area`);
  for (const [key, endpoint] of Object.entries(area)) {
    const handler = given[key];
    if (!handler) throw new Error(`${name}.${key} has no handler`);
    if (!endpoint.multipart) {
      route(app, identity, endpoint, handler);
      continue;
    }
    const fileSize = options.uploadBytes;
    if (!fileSize) throw new Error(`${name}.${key} is an upload: its area names uploadBytes`);
    // Multipart parsing only where a file is uploaded, with its own size limit.
    app.register(async (scope) => {
      await scope.register(fastifyMultipart, {
        limits: { fileSize, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
      });
      route(scope, identity, endpoint, handler);
    });
  }
}
