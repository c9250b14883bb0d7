import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  endpoints,
  FILE_MAX_BYTES,
  isPublic,
  PHOTO_MAX_BYTES,
  serverMessage,
  type AnyEndpoint,
  type ServerMessage,
} from '@doorline/api-client';
import { servedOverHttps, type Config } from '../config.js';
import type { Db } from '../db/index.js';
import { createAddressHits } from '../domain/identity/address-limit.js';
import { tooMany } from '../domain/errors.js';
import { errorBody } from './errors.js';
import { API_PREFIX } from './route.js';
import { FILE_TOO_LARGE } from './upload.js';
import { PHOTO_TOO_LARGE } from './routes/photos.js';

// Google Identity Services (sign-in with Google): its script, its button's frame and styles, and
// its calls; allowed only when a Google client id is set.
// https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/**
 * The app is a Vite-built SPA: its scripts are files, but for the inline ones of its page
 * (`index.html`: the one that starts fetching the signed-in area's code, docs/architecture.md
 * "Weight"), each allowed by its hash only; react-aria and toasts set inline styles.
 */
export function contentSecurityPolicy(options: {
  google: boolean;
  scriptHashes?: readonly string[];
}): string {
  const google = options.google ? ` ${GOOGLE_GSI}client` : '';
  const hashes = (options.scriptHashes ?? []).map((hash) => ` ${hash}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}${google}`,
    `style-src 'self' 'unsafe-inline'${options.google ? ` ${GOOGLE_GSI}style` : ''}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${options.google ? ` ${GOOGLE_GSI}` : ''}`,
    options.google ? `frame-src ${GOOGLE_GSI}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The CSP sources (`'sha256-…'`) of a page's inline scripts, those without a `src`. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/** The inline scripts' hashes of the built app's page, read once at start (none when not built). */
function appScriptHashes(appDir: string): string[] {
  const page = path.join(appDir, 'index.html');
  return existsSync(page) ? inlineScriptHashes(readFileSync(page, 'utf8')) : [];
}

export function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname === API_PREFIX || pathname.startsWith(API_PREFIX + '/');
}

export function securityHeaders(app: FastifyInstance, config: Config) {
  const https = servedOverHttps(config);
  const csp = contentSecurityPolicy({
    google: config.googleClientId !== null,
    scriptHashes: appScriptHashes(config.appDir),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Request-Id', request.id);
    if (https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // API answers carry personal data and tokens: never stored by browsers or proxies.
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
  });
}

/** The contract's public endpoints that take credentials or send codes: every public one but a GET. */
const limitedRoutes = new Set(
  Object.values(endpoints)
    .filter((e: AnyEndpoint) => isPublic(e) && e.method !== 'GET')
    .map((e: AnyEndpoint) => `${e.method} ${API_PREFIX}${e.path}`),
);

/** At most this many addresses are counted per endpoint; the oldest window goes first. */
const COUNTED_ADDRESSES = 50_000;

/**
 * Fixed-window counts per address, in memory: the fallback of `sharedAddressCounts` while the
 * database does not answer. The plugin's own LocalStore (11.2.0) hands back its live counter,
 * which the plugin reads after an `await`: requests arriving together all read the final count, so
 * a burst of six with a limit of five refuses all six. This store answers a copy.
 */
export class AddressCounts implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.startedAt + timeWindow <= now) {
      this.windows.delete(key);
      if (this.windows.size >= COUNTED_ADDRESSES) this.windows.delete(this.windows.keys().next().value!);
      entry = { count: 0, startedAt: now };
      this.windows.set(key, entry);
    }
    entry.count++;
    callback(null, { current: entry.count, ttl: entry.startedAt + timeWindow - now });
  }

  /** Each route counts on its own. */
  child(): FastifyRateLimitStore {
    return new AddressCounts();
  }
}

/** How often at most a warning says the shared counts are unreachable. */
const UNREACHABLE_WARNING_MS = 60_000;

/**
 * The per-address counts in the database, shared by every process on it (docs/identity.md
 * "Per-address limit"): one statement per limited request (`countHit`, through
 * `createAddressHits`), keyed by endpoint and address. Each process deletes the ended windows at most once per window, after a count, without
 * the request waiting. When the database does not answer, a route counts in this process's memory
 * (`AddressCounts`) until it answers again: the limit then holds per process, as before issue 29,
 * rather than refusing every sign-in or letting every request through.
 */
export function sharedAddressCounts(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const counts = createAddressHits(db);
  let prunedAt = Date.now();
  let warnedAt = 0;
  function prune(windowMs: number) {
    if (Date.now() - prunedAt < windowMs) return;
    prunedAt = Date.now();
    counts.prune(windowMs).catch(() => {});
  }
  class SharedAddressCounts implements FastifyRateLimitStore {
    private readonly local = new AddressCounts();
    private readonly route: string;
    /** The plugin makes the first with its options; `child` makes one per route with the route. */
    constructor(routeOrOptions: string | object = '') {
      this.route = typeof routeOrOptions === 'string' ? routeOrOptions : '';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counts.count(`${this.route} ${key}`, timeWindow).then(
        ({ hits, ttlMs }) => {
          callback(null, { current: hits, ttl: Math.max(0, ttlMs) });
          prune(timeWindow);
        },
        (error: unknown) => {
          if (Date.now() - warnedAt >= UNREACHABLE_WARNING_MS) {
            warnedAt = Date.now();
            log.warn(
              { err: error },
              'per-address limit: the shared counts are unreachable; counting in this process',
            );
          }
          this.local.incr(key, callback, timeWindow);
        },
      );
    }

    /** Each route counts on its own: its method and path start its keys. */
    child(options: object): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new SharedAddressCounts(`${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}`);
    }
  }
  return SharedAddressCounts;
}

/** The 429 of the per-address limit, with Retry-After (handleError sets it). */
export const tooManyFromAddress = (seconds: number) =>
  tooMany(serverMessage('tooManyFromAddress', { seconds }), seconds);

/**
 * Per-address limit on the public endpoints that take credentials or send codes (docs/identity.md
 * "Per-address limit"): one count per endpoint and client address (`request.ip`, from
 * X-Forwarded-For when TRUST_PROXY is on) in the database, shared by every process
 * (`sharedAddressCounts`), checked when the request arrives, before its body is read and long
 * before a password is hashed. Register before the routes.
 */
export async function authRateLimit(app: FastifyInstance, config: Config, db: Db) {
  const { max, windowSeconds } = config.authRateLimit;
  if (max === 0) return;
  // Runs before the plugin's own onRoute hook, which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => limitedRoutes.has(`${method} ${route.url}`)))
      route.config = { ...route.config, rateLimit: { max, timeWindow: windowSeconds * 1000 } };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'onRequest',
    store: sharedAddressCounts(db, app.log),
    errorResponseBuilder: (_request, context) =>
      tooManyFromAddress(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

/** Room for the multipart framing around the one file (boundaries, part headers). */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The upload routes, the size of the file each takes (the contract's limits) and the routes' own message. */
const uploadLimits = new Map<string, { bytes: number; message: ServerMessage }>([
  [
    `${endpoints.addFile.method} ${API_PREFIX}${endpoints.addFile.path}`,
    { bytes: FILE_MAX_BYTES, message: FILE_TOO_LARGE },
  ],
  [
    `${endpoints.uploadCustomerFile.method} ${API_PREFIX}${endpoints.uploadCustomerFile.path}`,
    { bytes: FILE_MAX_BYTES, message: FILE_TOO_LARGE },
  ],
  [
    `${endpoints.addPhoto.method} ${API_PREFIX}${endpoints.addPhoto.path}`,
    { bytes: PHOTO_MAX_BYTES, message: PHOTO_TOO_LARGE },
  ],
]);

/**
 * An upload whose declared Content-Length is over its route's limit answers 413 at once, before a
 * byte of it is read, and the connection closes so the rest is never received (JSON bodies get the
 * same from Fastify's `bodyLimit`). Without a Content-Length (chunked), the multipart reader stops
 * at the file limit as before (400 naming `file`).
 */
export function uploadSizeLimit(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const limit = uploadLimits.get(`${request.method} ${request.routeOptions.url}`);
    const declared = Number(request.headers['content-length']);
    if (!limit || !Number.isFinite(declared) || declared <= limit.bytes + MULTIPART_OVERHEAD_BYTES) return;
    return reply.code(413).header('Connection', 'close').send(errorBody(limit.message));
  });
}
