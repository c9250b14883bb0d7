// The route modules are found, not listed (issue 41): every file of `http/routes/` (its `.js` in
// dist/, its `.ts` under vitest and tsx) default-exports one, which registers its routes.
import { readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { endpointAreas } from '@doorline/api-client';
import { boundAreas } from './bind.js';
import type { AppContext } from './context.js';

/**
 * A module of `http/routes/`: binds its area of the contract (`bindArea`) and registers the routes
 * outside the table it owns (a file download, the API's description) with `route()`.
 */
export type RouteModule = (app: FastifyInstance, context: AppContext) => void | Promise<void>;

/** Declares a route module (its file's default export). */
export const routeModule = (register: RouteModule): RouteModule => register;

const ROUTES = new URL('./routes/', import.meta.url);
const isModule = (file: string) => /\.(js|ts)$/.test(file) && !/\.(d|test)\.ts$/.test(file);

/**
 * Registers every route module, in the order of their file names; stops the server when a module
 * exports none, or when an area of the contract is bound by no module.
 */
export async function registerRouteModules(app: FastifyInstance, context: AppContext): Promise<void> {
  const files = (await readdir(ROUTES)).filter(isModule).sort();
  for (const file of files) {
    const found = (await import(new URL(file, ROUTES).href)) as { default?: unknown };
    if (typeof found.default !== 'function')
      throw new Error(`http/routes/${file} has no route module as its default export`);
    await (found.default as RouteModule)(app, context);
  }
  const unbound = Object.keys(endpointAreas).filter((area) => !boundAreas(app).has(area as never));
  if (unbound.length > 0) throw new Error(`No route module binds the area(s) ${unbound.join(', ')}`);
}
