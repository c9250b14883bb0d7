import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AllowedNetwork, Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { LiveEvents } from '../domain/notifications/live.js';
import { passwordChecks } from '../domain/identity/passwords.js';
import { outboxQueue } from '../domain/operations.js';
import type { AppContext } from './context.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The metrics' scrape, outside /api: its own access (route-table.ts lists it as `metrics`). */
    scrape?: boolean;
  }
}

export const METRICS_PATH = '/metrics';

type PoolUse = ReturnType<NonNullable<Database['poolUse']>>;

let processRegistry: Registry | undefined;

/**
 * The process's own series (prom-client's defaults: memory, CPU, event-loop delay, handles, GC),
 * made once per process: every app a process builds (the tests build many) reads the same ones.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    new Counter({
      name: 'doorline_password_checks_total',
      help: 'Passwords verified against their hash (argon2id) by this process: sign-ins, password and e-mail changes.',
      registers: [processRegistry],
      collect() {
        this.reset();
        this.inc(passwordChecks());
      },
    });
  }
  return processRegistry;
}

/** 127.0.0.0/8 and ::1, also as IPv4 inside IPv6. */
export function isLoopback(address: string | undefined): boolean {
  return !!address && /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$|^::1$/i.test(address);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Headers a proxy adds to name its caller: with any of them, the socket's address is the proxy's. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** METRICS_ALLOW's networks as a set an address is checked against. */
function networkSet(networks: AllowedNetwork[]): BlockList {
  const set = new BlockList();
  for (const { address, prefix, family } of networks) set.addSubnet(address, prefix, family);
  return set;
}

/** Whether an address (IPv4 inside IPv6 read as IPv4) is in the set. */
function inNetworks(set: BlockList, address: string | undefined): boolean {
  const plain = address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = plain ? isIP(plain) : 0;
  return family !== 0 && set.check(plain!, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Who may read the metrics (docs/architecture.md "How it runs"; issue 39): the bearer of
 * METRICS_TOKEN, from anywhere; a caller of METRICS_ALLOW's networks, by the socket's address, or
 * through a proxy (TRUST_PROXY=1) by the address it added to X-Forwarded-For; without either
 * setting, a caller on loopback that no proxy forwarded. A proxy on this machine connects from
 * loopback for anyone who reaches it, and a caller a proxy names in another header is unknown.
 */
function scrapeAccess(config: Config): (request: FastifyRequest) => boolean {
  const { metricsToken: token, metricsAllow, trustProxy } = config;
  const allowed = metricsAllow ? networkSet(metricsAllow) : null;
  return (request) => {
    if (token !== null) {
      const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
      if (given !== undefined && timingSafeEqual(digest(given), digest(token))) return true;
    }
    const forwarded = FORWARDED_HEADERS.some((name) => request.headers[name] !== undefined);
    if (allowed === null) return token === null && !forwarded && isLoopback(request.socket.remoteAddress);
    if (!forwarded) return inNetworks(allowed, request.socket.remoteAddress);
    const onlyForwardedFor = FORWARDED_HEADERS.every(
      (name) => name === 'x-forwarded-for' || request.headers[name] === undefined,
    );
    return trustProxy && onlyForwardedFor && inNetworks(allowed, request.ip);
  };
}

/**
 * `GET /metrics` in Prometheus' text format, and the request series it reads: counts and durations by
 * the route's template (never the raw address), method and status; the database's pool; the
 * outbox's backlog and the open notification streams, read at the scrape; the process's defaults.
 * Registered before the routes, so that its hook times every request.
 */
export function metricsRoutes(
  app: FastifyInstance,
  { config, database }: AppContext,
  live: () => LiveEvents,
) {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'doorline_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'doorline_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route template and status.',
    labelNames,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's template (`/api/orders/:id`); an address no route matched is counted as one.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? '(no route)',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'doorline_database_info',
    help: 'The database engine: postgres (a pool of connections) or pglite (one connection in the process).',
    labelNames: ['engine'],
    registers: [registry],
  }).set({ engine: database.engine }, 1);
  const poolUse = database.poolUse;
  if (poolUse) {
    const poolGauge = (name: string, help: string, read: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(poolUse()));
        },
      });
    poolGauge('doorline_db_pool_connections', 'Connections the pool holds open.', (use) => use.total);
    poolGauge('doorline_db_pool_idle_connections', 'Open connections not in use.', (use) => use.idle);
    poolGauge('doorline_db_pool_waiting_queries', 'Queries waiting for a connection.', (use) => use.waiting);
    poolGauge('doorline_db_pool_max_connections', 'The most connections the pool opens.', (use) => use.max);
  }
  new Gauge({
    name: 'doorline_live_streams',
    help: "Notification event streams open on this process (docs/notifications.md 'The live stream').",
    registers: [registry],
    collect() {
      this.set(live().size);
    },
  });
  const outboxPending = new Gauge({
    name: 'doorline_outbox_pending_messages',
    help: 'Messages in the outbox waiting to be sent.',
    registers: [registry],
  });
  const outboxAge = new Gauge({
    name: 'doorline_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest message waiting in the outbox (0 when none waits).',
    registers: [registry],
  });
  const databaseUp = new Gauge({
    name: 'doorline_database_up',
    help: 'Whether the database answered the scrape (1) or not (0: the outbox series are then absent).',
    registers: [registry],
  });
  const scraped = Registry.merge([processMetrics(), registry]);
  const mayScrape = scrapeAccess(config);

  app.route({
    method: 'GET',
    url: METRICS_PATH,
    config: { scrape: true },
    exposeHeadRoute: false,
    // A scrape every 15 s would fill the request log: only its warnings and errors are written.
    logLevel: 'warn',
    handler: async (request, reply) => {
      if (!mayScrape(request)) return reply.code(404).send({ message: 'Not found' });
      try {
        const outbox = await outboxQueue(database.db, config.now());
        outboxPending.set(outbox.pending);
        outboxAge.set(outbox.oldestAgeSeconds);
        databaseUp.set(1);
      } catch (error) {
        request.log.warn({ err: error }, 'metrics: the outbox could not be read');
        outboxPending.reset();
        outboxAge.reset();
        databaseUp.set(0);
      }
      return reply
        .header('Cache-Control', 'no-store')
        .type(scraped.contentType)
        .send(await scraped.metrics());
    },
  });
}
