import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { documented, endpoint } from '@doorline/api-client';
import { enums, object, unknown } from 'superstruct';
import { openApiDocument } from '../openapi.js';
import { route } from '../route.js';
import { routeModule } from '../route-modules.js';

// The API's description (issue 25): `/api/openapi.json`, made from the registered routes
// (http/openapi.ts), and `/api/docs`, a reference page drawn by Swagger UI from that document. Swagger
// UI's files are served from its package (swagger-ui-dist), nothing from a CDN; the page's script is
// a file too, so the content security policy stays `script-src 'self'`.

export const description = endpoint({
  method: 'GET',
  path: '/openapi.json',
  response: unknown(),
  access: 'public',
});
export const page = endpoint({
  method: 'GET',
  path: '/docs',
  response: unknown(),
  access: 'public',
  fileAnswer: true,
});
const assets = ['swagger-ui.css', 'swagger-ui-bundle.js', 'start.js'] as const;
export const asset = endpoint({
  method: 'GET',
  path: '/docs/:file',
  params: object({ file: documented(enums(assets), { description: "One of the reference page's files." }) }),
  response: unknown(),
  access: 'public',
  fileAnswer: true,
});

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Doorline CRM API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="api-reference"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

const START = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#api-reference',
  deepLinking: true,
  tryItOutEnabled: false,
});
`;

const require = createRequire(import.meta.url);
const uiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
/** The server's version (its package's, from src/ and from dist/ alike). */
const { version } = require('../../../package.json') as { version: string };
const types = { css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8' } as const;

/** Outside the contract's table: routes of their own, registered with `route()`. */
export default routeModule((app, { identity }) => {
  // Made once, at the first request: every route is registered by then.
  let document: ReturnType<typeof openApiDocument> | undefined;
  route(app, identity, description, async () => (document ??= openApiDocument(app, version)));
  route(app, identity, page, async ({ reply }) => reply.type('text/html; charset=utf-8').send(PAGE));
  route(app, identity, asset, async ({ params, reply }) => {
    const type = types[params.file.endsWith('.css') ? 'css' : 'js'];
    const body = params.file === 'start.js' ? START : await readFile(path.join(uiDir, params.file));
    // The files change with the package only; the answer is public.
    return reply.type(type).header('Cache-Control', 'public, max-age=3600').send(body);
  });
});
