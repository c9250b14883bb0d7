import { declaredLists, serverMessage } from '@doorline/api-client';
import { invalidField } from '../../domain/errors.js';
import { bindArea } from '../bind.js';
import { API_PREFIX } from '../route.js';
import { routeModule } from '../route-modules.js';

/**
 * The download ticket (issue 28; docs/architecture.md "Downloads") that lets a browser open any file
 * answer by a plain navigation. Each list's CSV export is served with the list (`serveList`).
 */
export default routeModule((app, context) => {
  const { identity, exportSlots: slots } = context;

  const patternOf = (url: string) => new RegExp(`^${url.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  /** The lists' exports (each takes a slot), as patterns of their paths. */
  const exportPatterns = declaredLists
    .filter((list) => list.endpoints.export)
    .map((list) => patternOf(`${API_PREFIX}${list.exportEndpoint.path}`));

  bindArea(app, context, 'downloads', {
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
