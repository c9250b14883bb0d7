import type { FastifyInstance } from 'fastify';
import { endpoints } from '@doorline/api-client';
import { devOutbox } from '../../domain/messages/outbox.js';
import type { AppContext } from '../context.js';
import { route } from '../route.js';

/** `GET /config` for the screens, and the development outbox (demo mode only, else 404). */
export function publicConfigRoutes(app: FastifyInstance, { config, database, identity }: AppContext) {
  route(app, identity, endpoints.config, async () => ({
    data: {
      googleClientId: config.googleClientId,
      outbox: config.demoData,
      currency: config.company.currency,
    },
  }));

  route(app, identity, endpoints.devOutbox, () => devOutbox(database.db, config.demoData));
}
