import type { FastifyInstance } from 'fastify';
import { endpoints } from '@doorline/api-client';
import { search } from '../../domain/search/search.js';
import type { AppContext } from '../context.js';
import { route } from '../route.js';

/** The one search box (issue 27; docs/search.md): its groups are the caller's by `searchAccess`. */
export function searchRoutes(app: FastifyInstance, { database, identity }: AppContext) {
  route(app, identity, endpoints.search, ({ user, query }) => search(database.db, user, query));
}
