import type { FastifyInstance } from 'fastify';
import { endpoints } from '@doorline/api-client';
import { devOutbox } from '../../domain/messages/outbox.js';
import type { AppContext } from '../context.js';
import { publicRoute } from '../route.js';

/** `GET /config` for the screens, and the development outbox (demo mode only, else 404). */
export function publicConfigRoutes(app: FastifyInstance, { config, database }: AppContext) {
  publicRoute(app, endpoints.config, async () => ({
    data: { googleClientId: config.googleClientId, outbox: config.demoData },
  }));

  publicRoute(app, endpoints.devOutbox, () => devOutbox(database.db, config.demoData));
}
