import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint } from '@doorline/api-client';
import { API_PREFIX, type Guard } from './route.js';

/**
 * One registered route, its guard (`static` for the app's own files, outside /api; `metrics` for the
 * scrape, metrics.ts) and the contract's endpoint it answers (http/openapi.ts describes the API from these).
 */
export interface RouteEntry {
  method: string;
  url: string;
  guard: Guard | 'static' | 'metrics';
  endpoint?: AnyEndpoint;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, with its guard, in registration order. */
    routeTable: RouteEntry[];
  }
}

const isApi = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);

/**
 * Keeps the route table of the app: call before any route is registered. A route's guard is its
 * endpoint's `access` (`route()` in route.ts); an API route without one stops the server at start, and
 * only the app's static files (outside /api) carry none.
 */
export function trackRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (options) => {
    const guard = options.config?.guard;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    if (!guard && isApi(options.url))
      throw new Error(
        `${methods.join(',')} ${options.url} has no guard: register it with route() from an endpoint and its access`,
      );
    const endpoint = options.config?.endpoint;
    for (const method of methods)
      table.push({
        method,
        url: options.url,
        guard: guard ?? (options.config?.scrape ? 'metrics' : 'static'),
        ...(endpoint ? { endpoint } : {}),
      });
  });
}

/** A route pattern's segments as Fastify reads them: `:name` one segment, `*` the rest. */
function patternMatcher(url: string): RegExp {
  const segments = url.split('/').map((segment) => {
    if (segment === '*') return '.*';
    if (segment.startsWith(':')) return '[^/]+';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${segments.join('/')}/?$`);
}

const matchers = new WeakMap<RouteEntry[], { size: number; routes: Array<[RegExp, string]> }>();

/**
 * The methods the API answers at `pathname` (issue 40: a 405's `Allow`), in alphabetical order;
 * none when no API route's pattern matches it. Read from the route table, so it is what is answered.
 */
export function allowedMethods(table: RouteEntry[], pathname: string): string[] {
  let compiled = matchers.get(table);
  if (!compiled || compiled.size !== table.length) {
    compiled = {
      size: table.length,
      routes: table
        .filter((route) => isApi(route.url))
        .map((route) => [patternMatcher(route.url), route.method] as [RegExp, string]),
    };
    matchers.set(table, compiled);
  }
  const methods = new Set(compiled.routes.filter(([pattern]) => pattern.test(pathname)).map(([, m]) => m));
  return [...methods].sort();
}
