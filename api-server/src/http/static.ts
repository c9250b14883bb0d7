import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverMessage } from '@doorline/api-client';
import type { Config } from '../config.js';
import { errorBody } from './errors.js';
import { allowedMethods } from './route-table.js';
import { isApiPath } from './security.js';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Doorline CRM</title></head>
<body><h1>Doorline CRM</h1><p>The app is not built yet. Run <code>pnpm build</code> and start the server again.</p>
<p>The API is available under <code>/api</code>.</p></body></html>
`;

/** Serves the built crm-app, with `index.html` for every app route (history fallback). */
export async function appRoutes(app: FastifyInstance, config: Config) {
  const served = existsSync(config.appDir);
  if (served) {
    await app.register(fastifyStatic, {
      root: config.appDir,
      prefix: '/',
      // The app's build writes .br and .gz copies of its files; send those when the browser takes them.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite names files under assets/ by content hash, so they never change.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    // A path the API answers, with another method: 405 and what it takes (issue 40, RFC 9110 §15.5.6).
    const allowed = isApiPath(request.url) ? allowedMethods(app.routeTable, pathname) : [];
    if (allowed.length > 0) {
      const params = { method: request.method, allowed: allowed.join(', ') };
      return reply
        .code(405)
        .header('Allow', params.allowed)
        .send(errorBody(serverMessage('methodNotAllowed', params)));
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    // A missing /assets/x.js must stay a 404, not become HTML the browser tries to run.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (!isPage || looksLikeFile) {
      return reply.code(404).send({ message: 'Not found' });
    }
    if (served && existsSync(path.join(config.appDir, 'index.html'))) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(503)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(NOT_BUILT_PAGE);
  });
}
