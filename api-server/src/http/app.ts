import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { createIdentity } from '../domain/identity/sessions.js';
import { createIdentityServices } from '../domain/identity/services.js';
import { createNotificationRetention } from '../domain/notifications/retention.js';
import { startLiveEvents, type LiveEvents } from '../domain/notifications/live.js';
import type { AppContext } from './context.js';
import { handleError } from './errors.js';
import { runMessageWorker } from './message-worker.js';
import { runNotificationRetention } from './notification-retention.js';
import { trackRoutes } from './route-table.js';
import { redactedUrl } from './route.js';
import { accountRoutes } from './routes/account.js';
import { administrationRoutes } from './routes/administration.js';
import { authRoutes } from './routes/auth.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { dealerRoutes } from './routes/dealers.js';
import { googleRoutes } from './routes/google.js';
import { apiDocsRoutes } from './routes/api-docs.js';
import { healthRoutes } from './routes/health.js';
import { identityRoutes } from './routes/identity.js';
import { notificationRoutes } from './routes/notifications.js';
import { notificationStreamRoutes } from './routes/notification-stream.js';
import { orderRoutes } from './routes/orders.js';
import { orderActionRoutes } from './routes/order-actions.js';
import { photoRoutes } from './routes/photos.js';
import { publicConfigRoutes } from './routes/public-config.js';
import { searchRoutes } from './routes/search.js';
import { exportRoutes } from './routes/exports.js';
import { authRateLimit, securityHeaders, uploadSizeLimit } from './security.js';
import { appRoutes } from './static.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's notification streams (docs/notifications.md "The live stream"). */
    liveEvents: LiveEvents;
  }
}

/** A request as the logs show it: Fastify's own fields, a download ticket's value left out. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** JSON bodies above this answer 413; uploads get their own limit on their own routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    // A download ticket in an address is left out of the logs (issue 28).
    logger: { level: config.logLevel, serializers: { req: requestForLog } },
    bodyLimit: BODY_LIMIT_BYTES,
    // TRUST_PROXY=1 trusts one hop, the balancer in front: the client address is the one it appended
    // to X-Forwarded-For, never an entry the client wrote itself (issue 13). (Fastify refuses a plain
    // hop count, so the same rule as a function: trust the immediate peer only.)
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    genReqId: () => randomUUID(),
    // An incoming id would let a caller write into our logs; every request gets a fresh one.
    requestIdHeader: false,
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
  };

  trackRoutes(app);
  app.setErrorHandler(handleError);
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
  healthRoutes(app, context);
  authRoutes(app, context);
  accountRoutes(app, context);
  administrationRoutes(app, context);
  photoRoutes(app, context);
  googleRoutes(app, context);
  identityRoutes(app, context, services);
  orderActionRoutes(app, context);
  publicConfigRoutes(app, context);
  orderRoutes(app, context);
  dealerRoutes(app, context);
  dashboardRoutes(app, context);
  notificationRoutes(app, context);
  searchRoutes(app, context);
  exportRoutes(app, context);
  // One LISTEN for the process; its streams end before the server waits for its connections to close.
  const live = await startLiveEvents(database, {
    heartbeatMs: config.streamHeartbeatSeconds * 1000,
    log: app.log,
  });
  app.decorate('liveEvents', live);
  app.addHook('preClose', () => live.close());
  notificationStreamRoutes(app, context, live);
  apiDocsRoutes(app, context);
  runMessageWorker(app, services.messages);
  runNotificationRetention(app, createNotificationRetention(database.db, { now: config.now }));
  await appRoutes(app, config);
  return app;
}
