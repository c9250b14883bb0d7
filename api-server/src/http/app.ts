import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { createIdentity } from '../domain/identity/sessions.js';
import { createIdentityServices } from '../domain/identity/services.js';
import { exportSlots } from '../domain/exports/slots.js';
import { createNotificationRetention } from '../domain/notifications/retention.js';
import { startLiveEvents, type LiveEvents } from '../domain/notifications/live.js';
import type { AppContext } from './context.js';
import { openFileStore } from '../storage/index.js';
import { answerClientError, handleError } from './errors.js';
import { runMessageWorker } from './message-worker.js';
import { metricsRoutes } from './metrics.js';
import { runNotificationRetention } from './notification-retention.js';
import { registerRouteModules } from './route-modules.js';
import { trackRoutes } from './route-table.js';
import { errorForLog, RequestLog, requestForLog, requestIdOf } from './request-log.js';
import { drainOnClose } from './drain.js';
import { authRateLimit, securityHeaders, uploadSizeLimit } from './security.js';
import { appRoutes } from './static.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's notification streams (docs/notifications.md "The live stream"). */
    liveEvents: LiveEvents;
  }
}

/** JSON bodies above this answer 413; uploads get their own limit on their own routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(
  config: Config,
  database: Database,
  /** Where the log lines go (standard output by default; a test captures them). */
  logStream?: { write(line: string): void },
): Promise<FastifyInstance> {
  const app = Fastify({
    // No token, code, ticket or personal field in a log line (request-log.ts; issue 28, issue 29).
    logger: {
      level: config.logLevel,
      serializers: { req: requestForLog, err: errorForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    // TRUST_PROXY=1 trusts one hop, the balancer in front: the client address is the one it appended
    // to X-Forwarded-For, never an entry the client wrote itself (issue 13). (Fastify refuses a plain
    // hop count, so the same rule as a function: trust the immediate peer only.)
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    // The balancer's X-Request-Id when valid, else a new UUID (request-log.ts); Fastify's own header
    // reading takes any value, hence ours.
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    requestIdHeader: false,
    // An address the router cannot read (a path parameter of invalid UTF-8 or over 100 characters)
    // answers the usual error body too, not Fastify's own (issue 39).
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    // And a request Node's parser refuses (headers too large, a request that never arrives whole).
    clientErrorHandler: answerClientError,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  // JSON only: Fastify would otherwise hand a text/plain body to routes as a string.
  app.removeContentTypeParser('text/plain');

  const services = createIdentityServices(config, database.db, (work) => database.withConnection(work));
  const context: AppContext = {
    config,
    database,
    messages: services.messages,
    identity: createIdentity(database.db, {
      jwtSecret: config.jwtSecret,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      now: config.now,
      secondFactor: services.twoFactor.signInStep,
    }),
    // Issue 29: uploads in the database or S3; an object left behind by a failed delete is logged.
    files: openFileStore(config.storage, database.db, (key, err) =>
      app.log.warn({ err, key }, 'an uploaded file no row names is left in the bucket'),
    ),
    services,
    // One LISTEN for the process; its streams end before the server waits for its connections to close.
    live: await startLiveEvents(database, {
      heartbeatMs: config.streamHeartbeatSeconds * 1000,
      log: app.log,
    }),
    // Issue 39: at most EXPORT_CONCURRENCY exports at once in this process; one more answers 503.
    exportSlots: exportSlots(config.exportConcurrency),
  };

  trackRoutes(app);
  app.decorateRequest('userId', null);
  app.setErrorHandler(handleError);
  // Before the routes, whose requests it counts (docs/architecture.md "How it runs", issue 29).
  metricsRoutes(app, context, () => app.liveEvents);
  securityHeaders(app, config);
  // The per-address limit of the public sign-in and code endpoints (docs/identity.md); before the routes.
  await authRateLimit(app, config, database.db);
  uploadSizeLimit(app);
  // Answers of 1 kB or more go out in brotli or gzip, as the caller accepts (docs/decisions.md
  // "Issue 12"); registered before the routes, which it wraps. The app's files already carry their
  // own .br and .gz copies (static.ts), and an answer with a Content-Encoding is left as it is.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  // Every module of http/routes/, found at start; each binds its area of the contract (route-modules.ts).
  await registerRouteModules(app, context);
  app.decorate('liveEvents', context.live);
  // Issue 39: at a stop the live streams end at once (their clients reconnect elsewhere), the running
  // answers get DRAIN_SECONDS to finish, and the exports' audit records are written before the
  // database closes (drain.ts).
  drainOnClose(app, {
    drainMs: config.drainSeconds * 1000,
    endAtOnce: () => context.live.close(),
    settled: () => context.exportSlots.idle(),
  });
  runMessageWorker(app, services.messages);
  runNotificationRetention(app, createNotificationRetention(database.db, { now: config.now }));
  await appRoutes(app, config);
  return app;
}
