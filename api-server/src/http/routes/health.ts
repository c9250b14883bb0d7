import type { FastifyRequest } from 'fastify';
import { DomainError, unavailable } from '../../domain/errors.js';
import { checkReadiness } from '../../domain/operations.js';
import { buildVersion } from '../../version.js';
import { FileStorageUnavailable } from '../../storage/index.js';
import { DATABASE_UNAVAILABLE, FILE_STORAGE_UNAVAILABLE } from '../errors.js';
import { bindArea } from '../bind.js';
import { routeModule } from '../route-modules.js';

/** A probe's failure to reach the database: a warning in the log, 503 `databaseUnavailable`. */
function unreachable(request: FastifyRequest, probe: string, error: unknown): never {
  if (error instanceof DomainError) throw error;
  request.log.warn({ err: error }, `${probe}: database unreachable`);
  throw unavailable(DATABASE_UNAVAILABLE);
}

/**
 * The health check, and an operator's probes (docs/architecture.md "How it runs"): liveness (the
 * process answers), readiness (the database answers and holds this build's migrations, the file store
 * answers) and the version.
 */
export default routeModule((app, context) => {
  const { database, files } = context;
  const version = buildVersion();
  bindArea(app, context, 'health', {
    health: async ({ request }) => {
      try {
        await database.ping();
      } catch (error) {
        unreachable(request, 'health check', error);
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
    healthLive: async () => ({ status: 'ok' as const }),
    healthReady: async ({ request }) => {
      try {
        await checkReadiness(database.db);
      } catch (error) {
        unreachable(request, 'readiness', error);
      }
      // The uploads' store (issue 39): an S3 bucket that is out, down or refuses the server.
      try {
        await files.reachable();
      } catch (error) {
        if (!(error instanceof FileStorageUnavailable)) throw error;
        request.log.warn({ err: error }, 'readiness: file storage unavailable');
        throw unavailable(FILE_STORAGE_UNAVAILABLE);
      }
      return {
        status: 'ok' as const,
        database: 'ok' as const,
        migrations: 'ok' as const,
        storage: 'ok' as const,
      };
    },
    version: async () => version,
  });
});
