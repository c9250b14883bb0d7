import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints, serverMessage, type ExportLanguage } from '@doorline/api-client';
import { contentDisposition } from '../../domain/orders/files.js';
import {
  exportFileName,
  listExports,
  openCsv,
  recordExport,
  type ListExport,
} from '../../domain/exports/exports.js';
import type { AuthUser } from '../../domain/identity/sessions.js';
import type { AppContext } from '../context.js';
import { invalidField } from '../../domain/errors.js';
import { API_PREFIX, route } from '../route.js';

/**
 * The CSV export of every list (issue 28; docs/decisions.md "Issue 28: CSV export"): one route per
 * list, its contract entry beside the list's, and the download ticket that lets a browser open any
 * file answer by a plain navigation (docs/architecture.md "Downloads").
 */
export function exportRoutes(app: FastifyInstance, { database, identity, config }: AppContext) {
  const db = database.db;

  /** Streams the list's CSV into the reply; the audit trail records it when it ends. */
  async function send(
    reply: FastifyReply,
    user: AuthUser,
    exported: ListExport<unknown>,
    lang?: ExportLanguage,
  ) {
    const chunks = await openCsv(exported, lang, (outcome) =>
      recordExport(db, user, exported, outcome, config.now()).catch((error: unknown) =>
        reply.log.error({ err: error }, 'the audit record of an export could not be written'),
      ),
    );
    // A stream with backpressure: the next page is read when the socket has taken the last one;
    // a client that goes away destroys it, which ends the generator (and records the cut export).
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition(exportFileName(exported, lang, config.now())))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(Readable.from(chunks, { objectMode: false }));
  }

  route(app, identity, endpoints.exportMainOrders, ({ user, query, reply }) =>
    send(
      reply,
      user,
      listExports.mainOrders(db, user, query, config.now()) as ListExport<unknown>,
      query.lang,
    ),
  );
  route(app, identity, endpoints.exportSubOrders, ({ user, query, reply }) =>
    send(
      reply,
      user,
      listExports.subOrders(db, user, query, config.now()) as ListExport<unknown>,
      query.lang,
    ),
  );
  route(app, identity, endpoints.exportOrderItems, ({ user, params, query, reply }) =>
    send(reply, user, listExports.items(db, user, params.orderId, query) as ListExport<unknown>, query.lang),
  );
  route(app, identity, endpoints.exportUsers, ({ user, query, reply }) =>
    send(reply, user, listExports.users(db, user, query) as ListExport<unknown>, query.lang),
  );
  route(app, identity, endpoints.exportDealers, ({ user, query, reply }) =>
    send(reply, user, listExports.dealers(db, user, query) as ListExport<unknown>, query.lang),
  );
  route(app, identity, endpoints.exportRoles, ({ user, query, reply }) =>
    send(reply, user, listExports.roles(db, user, query) as ListExport<unknown>, query.lang),
  );

  /**
   * `POST /downloads`: a ticket for a file answer of the caller's. The path must name a signed-in
   * `fileAnswer` GET route (400 naming `path` otherwise); whether the caller may read it is the
   * route's own guard's, when the ticket is used.
   */
  route(app, identity, endpoints.createDownload, async ({ user, body }) => {
    const [pathname] = body.path.split('?');
    if (!fileRoutes().some((pattern) => pattern.test(`${API_PREFIX}${pathname}`)))
      throw invalidField('path', serverMessage('downloadNotAFile', { path: pathname ?? '' }));
    const ticket = await identity.issueDownloadTicket(user, body.path);
    const joiner = body.path.includes('?') ? '&' : '?';
    return { data: { url: `${body.path}${joiner}ticket=${ticket}` } };
  });

  let patterns: RegExp[] | undefined;
  /** The signed-in file answers' routes, from the route table, as patterns of their paths. */
  function fileRoutes(): RegExp[] {
    patterns ??= app.routeTable
      .filter((entry) => entry.method === 'GET' && entry.endpoint?.fileAnswer && entry.guard !== 'public')
      .map((entry) => new RegExp(`^${entry.url.replace(/:[A-Za-z]+/g, '[^/]+')}$`));
    return patterns;
  }
}
