import type { FastifyInstance } from 'fastify';
import { endpoints } from '@doorline/api-client';
import { listOutbox } from '../../db/queries/outbox.js';
import { notFound } from '../../domain/errors.js';
import type { AppContext } from '../context.js';
import { publicRoute } from '../route.js';

/** `GET /config` for the screens, and the development outbox (demo mode only, else 404). */
export function publicConfigRoutes(app: FastifyInstance, { config, database }: AppContext) {
  publicRoute(app, endpoints.config, async () => ({
    data: { googleClientId: config.googleClientId, outbox: config.demoData },
  }));

  publicRoute(app, endpoints.devOutbox, async () => {
    if (!config.demoData) throw notFound();
    const rows = await listOutbox(database.db, 100);
    return { data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
  });
}
