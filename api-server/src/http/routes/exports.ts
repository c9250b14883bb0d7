import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { endpointAreas, serverMessage, type ExportLanguage } from '@doorline/api-client';
import { contentDisposition } from '../../domain/orders/files.js';
import {
  exportFileName,
  listExports,
  openCsv,
  recordExport,
  type ExportOutcome,
  type ListExport,
} from '../../domain/exports/exports.js';
import type { AuthUser } from '../../domain/identity/sessions.js';
import { invalidField } from '../../domain/errors.js';
import { bindArea } from '../bind.js';
import { API_PREFIX } from '../route.js';
import { routeModule } from '../route-modules.js';

/**
 * The CSV export of every list (issue 28; docs/decisions.md "Issue 28: CSV export"): one route per
 * list, its contract entry beside the list's, and the download ticket that lets a browser open any
 * file answer by a plain navigation (docs/architecture.md "Downloads"). Each export holds one of the
 * process's slots (issue 39: `exportSlots`, which a stop waits on); one more answers 503.
 */
export default routeModule((app, context) => {
  const { database, identity, config, exportSlots: slots } = context;
  const db = database.db;

  /**
   * Streams the list's CSV into the reply, holding an export slot; when it ends (finished, cut, or
   * its client gone) the audit trail records it and the slot is free again.
   */
  async function send(
    reply: FastifyReply,
    user: AuthUser,
    exported: ListExport<unknown>,
    lang?: ExportLanguage,
  ) {
    const slot = slots.take();
    let ended = false;
    const end = async (outcome: ExportOutcome) => {
      if (ended) return;
      ended = true;
      try {
        await recordExport(db, user, exported, outcome, config.now());
      } catch (error) {
        reply.log.error({ err: error }, 'the audit record of an export could not be written');
      } finally {
        slot.release();
      }
    };
    let chunks: AsyncGenerator<string>;
    try {
      chunks = await openCsv(exported, { lang, currency: config.company.currency }, end);
    } catch (error) {
      slot.release();
      throw error;
    }
    // A generator never started runs no `finally`: an answer closed before its first chunk was asked
    // for (the client gone at once) ends the export here.
    let started = false;
    reply.raw.once('close', () => {
      if (!started) void end({ rows: 0, completed: false });
    });
    async function* file() {
      started = true;
      yield* chunks;
    }
    // A stream with backpressure: the next page is read when the socket has taken the last one;
    // a client that goes away destroys it, which ends the generator (and records the cut export).
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition(exportFileName(exported, lang, config.now())))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(Readable.from(file(), { objectMode: false }));
  }

  const patternOf = (url: string) => new RegExp(`^${url.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  /** The exports' routes (the area's file answers: each takes a slot), as patterns of their paths. */
  const exportPatterns = Object.values(endpointAreas.exports)
    .filter((endpoint) => endpoint.method === 'GET' && 'fileAnswer' in endpoint && endpoint.fileAnswer)
    .map((endpoint) => patternOf(`${API_PREFIX}${endpoint.path}`));

  bindArea(app, context, 'exports', {
    exportMainOrders: ({ user, scope, query, reply }) =>
      send(
        reply,
        user,
        listExports.mainOrders(db, scope, query, config.now()) as ListExport<unknown>,
        query.lang,
      ),
    exportSubOrders: ({ user, scope, query, reply }) =>
      send(
        reply,
        user,
        listExports.subOrders(db, scope, query, config.now()) as ListExport<unknown>,
        query.lang,
      ),
    exportOrderItems: ({ user, scope, params, query, reply }) =>
      send(
        reply,
        user,
        listExports.items(db, scope, params.orderId, query) as ListExport<unknown>,
        query.lang,
      ),
    exportUsers: ({ user, scope, query, reply }) =>
      send(reply, user, listExports.users(db, scope, query) as ListExport<unknown>, query.lang),
    exportDealers: ({ user, scope, query, reply }) =>
      send(reply, user, listExports.dealers(db, scope, query) as ListExport<unknown>, query.lang),
    exportRoles: ({ user, scope, query, reply }) =>
      send(reply, user, listExports.roles(db, scope, query) as ListExport<unknown>, query.lang),

    /**
     * `POST /downloads`: a ticket for a file answer of the caller's. The path must name a signed-in
     * `fileAnswer` GET route (400 naming `path` otherwise); whether the caller may read it is the
     * route's own guard's, when the ticket is used.
     */
    createDownload: async ({ user, body }) => {
      const [pathname] = body.path.split('?');
      if (!fileRoutes().some((pattern) => pattern.test(`${API_PREFIX}${pathname}`)))
        throw invalidField('path', serverMessage('downloadNotAFile', { path: pathname ?? '' }));
      // Issue 39: a process writing all the exports it may is said at the ticket, which the app shows.
      if (exportPatterns.some((pattern) => pattern.test(`${API_PREFIX}${pathname}`))) slots.refuseWhenFull();
      const ticket = await identity.issueDownloadTicket(user, body.path);
      const joiner = body.path.includes('?') ? '&' : '?';
      return { data: { url: `${body.path}${joiner}ticket=${ticket}` } };
    },
  });

  let patterns: RegExp[] | undefined;
  /** The signed-in file answers' routes, from the route table, as patterns of their paths. */
  function fileRoutes(): RegExp[] {
    patterns ??= app.routeTable
      .filter((entry) => entry.method === 'GET' && entry.endpoint?.fileAnswer && entry.guard !== 'public')
      .map((entry) => patternOf(entry.url));
    return patterns;
  }
});
