import type { FastifyInstance } from 'fastify';
import { endpoints } from '@doorline/api-client';
import { unavailable } from '../../domain/errors.js';
import type { AppContext } from '../context.js';
import { DATABASE_UNAVAILABLE } from '../errors.js';
import { route } from '../route.js';

export function healthRoutes(app: FastifyInstance, { database, identity }: AppContext) {
  route(app, identity, endpoints.health, async ({ request }) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      throw unavailable(DATABASE_UNAVAILABLE);
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });
}
