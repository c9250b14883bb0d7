import type { FastifyInstance } from 'fastify';
import { endpoints } from '@doorline/api-client';
import { dashboard } from '../../domain/dashboard.js';
import type { AppContext } from '../context.js';
import { route } from '../route.js';

/** Home (issue 27; docs/dashboard.md): the caller's numbers, queues and latest changes. */
export function dashboardRoutes(app: FastifyInstance, { database, identity, config }: AppContext) {
  const db = database.db;
  route(app, identity, endpoints.dashboard, async ({ user }) => ({
    data: await dashboard(db, user, config.now()),
  }));
}
