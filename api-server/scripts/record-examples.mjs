#!/usr/bin/env node
// Records one example of each operation of the API (issue 41) from a demo server: starts the built
// server on a fresh copy of the demo data, calls each operation as a demo user would, and writes what
// it sent and what the server answered to src/http/openapi-examples.generated.ts, which the API's description
// (http/openapi.ts) shows beside the operation. openapi.test.ts holds every example to the
// operation's schemas. Run after a build, when an answer's shape or the demo data change:
//
//   pnpm --filter @doorline/api-server build && node api-server/scripts/record-examples.mjs
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const examplesFile = join(packageRoot, 'src/http/openapi-examples.generated.ts');
const PORT = Number(process.env.EXAMPLES_PORT) || 4329;
const base = `http://127.0.0.1:${PORT}/api`;
const DEMO_PASSWORD = 'doorline-demo';

/** The demo's people (api-server/src/db/demo-data.ts). */
const people = {
  admin: 'admin@doorline.test',
  sales: 'sales@doorline.test',
  production: 'production@doorline.test',
  dealerAdmin: 'dealer1.admin@doorline.test',
};

const tokens = {};
async function call(who, method, path, { query, body } = {}) {
  const address = new URL(base + path);
  for (const [k, v] of Object.entries(query ?? {})) address.searchParams.set(k, String(v));
  const headers = { accept: 'application/json' };
  if (who) headers.authorization = `Bearer ${tokens[who]}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(address, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = answer.headers.get('content-type') ?? '';
  const json = type.includes('application/json')
    ? await answer.json()
    : (await answer.arrayBuffer(), undefined);
  return { status: answer.status, json };
}

async function signIn(who) {
  const { status, json } = await call(null, 'POST', '/login', {
    body: { email: people[who], password: DEMO_PASSWORD },
  });
  if (status !== 200) throw new Error(`sign-in of ${who}: ${status} ${JSON.stringify(json)}`);
  tokens[who] = json.data.token;
  return json.data;
}

async function startDemoServer() {
  const dataDir = await mkdtemp(join(tmpdir(), 'doorline-examples-'));
  const child = spawn(process.execPath, [join(packageRoot, 'dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ready = await fetch(`${base}/health/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready)
      return { stop: async () => (child.kill(), await rm(dataDir, { recursive: true, force: true })) };
  }
  child.kill();
  throw new Error('the demo server did not get ready');
}

/** An answer with its session's tokens written as what they are, not as the demo's own. */
const withoutTokens = (value) =>
  JSON.parse(JSON.stringify(value), (key, inner) =>
    ['token', 'refreshToken', 'access_token', 'refresh_token'].includes(key) && typeof inner === 'string'
      ? `<${key}>`
      : inner,
  );

/** Ids of the demo's records, read from its lists. */
async function firstId(who, path, query) {
  const { json } = await call(who, 'GET', path, { query: { limit: 1, ...query } });
  const id = json?.data?.[0]?.id;
  if (!id) throw new Error(`no record in ${path} ${JSON.stringify(query)}`);
  return id;
}

export async function recordExamples() {
  const server = await startDemoServer();
  const examples = {};
  /** Calls an operation and keeps what it sent and its 200 answer as the operation's example. */
  const example = async (operationId, who, method, template, params = {}, { query, body } = {}) => {
    const path = template.replace(/\{(\w+)\}/g, (_, name) => String(params[name]));
    const { status, json } = await call(who, method, path, { query, body });
    if (status !== 200) throw new Error(`${operationId}: ${status} ${JSON.stringify(json)}`);
    examples[operationId] = {
      ...(Object.keys(params).length ? { params } : {}),
      ...(query ? { query } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(json !== undefined ? { answer: withoutTokens(json) } : {}),
    };
    return json;
  };
  try {
    // Signing in, as "Start here" does; the answer's tokens are the demo's own, shown as recorded.
    await example(
      'login',
      null,
      'POST',
      '/login',
      {},
      { body: { email: people.admin, password: DEMO_PASSWORD } },
    );
    const session = await signIn('admin');
    await signIn('sales');
    await signIn('production');
    await signIn('dealerAdmin');
    await example('health', null, 'GET', '/health');
    await example('healthLive', null, 'GET', '/health/live');
    await example('healthReady', null, 'GET', '/health/ready');
    await example('version', null, 'GET', '/version');
    await example('config', null, 'GET', '/config');
    await example('getMe', 'admin', 'GET', '/auth/get-me');
    await example('usersMe', 'admin', 'GET', '/users/me');
    await example('sessions', 'admin', 'GET', '/auth/sessions');
    await example('listSettings', 'admin', 'GET', '/users/me/list-settings');
    await example('dashboard', 'sales', 'GET', '/dashboard');
    await example('search', 'admin', 'GET', '/search', {}, { query: { q: 'Q-10', limit: 2 } });
    await example('notificationSettings', 'admin', 'GET', '/users/me/notification-settings');
    await example('listNotifications', 'sales', 'GET', '/notifications', {}, { query: { limit: 2 } });
    await example('unreadNotificationCount', 'sales', 'GET', '/notifications/unread-count');
    await example('devOutbox', null, 'GET', '/dev/outbox');

    const userId = await firstId('admin', '/users', { type: 'dealer' });
    await example('listUsers', 'admin', 'GET', '/users', {}, { query: { page: 1, limit: 2 } });
    await example('getUser', 'admin', 'GET', '/users/{id}', { id: userId });
    await example('userPermissions', 'admin', 'GET', '/users/{id}/permissions', { id: userId });
    await example('userAudit', 'admin', 'GET', '/users/{id}/audit', { id: userId }, { query: { limit: 2 } });
    await example('listRoles', 'admin', 'GET', '/roles', {}, { query: { limit: 2 } });
    await example('listPermissions', 'admin', 'GET', '/roles/permissions', {}, { query: { type: 'dealer' } });
    const roleId = await firstId('admin', '/roles', { type: 'organization' });
    await example('getRole', 'admin', 'GET', '/roles/{id}', { id: roleId });
    await example('roleAudit', 'admin', 'GET', '/roles/{id}/audit', { id: roleId }, { query: { limit: 2 } });

    const dealerId = await firstId('admin', '/dealers', { status: 'active' });
    await example('dealers', 'admin', 'GET', '/dealers', {}, { query: { status: 'active', limit: 2 } });
    await example('companies', 'admin', 'GET', '/companies', {}, { query: { limit: 2 } });
    await example('dealer', 'admin', 'GET', '/dealers/{id}', { id: dealerId });
    await example('company', 'admin', 'GET', '/companies/{id}', { id: dealerId });
    await example('dealerUsers', 'admin', 'GET', '/dealers/{id}/users', { id: dealerId });
    await example(
      'dealerAudit',
      'admin',
      'GET',
      '/dealers/{id}/audit',
      { id: dealerId },
      { query: { limit: 2 } },
    );

    await example(
      'mainOrders',
      'sales',
      'GET',
      '/orders/main-orders',
      {},
      { query: { page: 1, limit: 2, stage: 'quote' } },
    );
    await example(
      'subOrders',
      'production',
      'GET',
      '/orders/sub-orders',
      {},
      { query: { limit: 2, stage: 'production' } },
    );
    const orderId = await firstId('sales', '/orders/main-orders', { stage: 'order' });
    await example('orderDetails', 'sales', 'GET', '/orders/main/{id}', { id: orderId });
    await example(
      'orderItems',
      'sales',
      'GET',
      '/items/order/{orderId}',
      { orderId },
      { query: { limit: 2 } },
    );
    await example('orderComments', 'sales', 'GET', '/orders/{id}/comments', { id: orderId });
    await example(
      'mentionable',
      'sales',
      'GET',
      '/orders/{id}/mentionable',
      { id: orderId },
      { query: { search: 'Ol' } },
    );
    await example('orderFiles', 'sales', 'GET', '/orders/{id}/files', { id: orderId });

    // Changes, each on a record of its own, in the order the app makes them.
    const later = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const customerContact = { name: 'Hanna Koval', email: 'hanna.koval@example.com', phone: '+380501234567' };
    const quote = async () => {
      const created = await call('sales', 'POST', '/orders', {
        body: { requestedDate: later(21), dealerId },
      });
      const id = created.json.data.id;
      await call('sales', 'POST', '/items', {
        body: { orderId: id, description: 'Entrance door, oak, 900 x 2100 mm', price: 1450 },
      });
      return id;
    };
    const created = await example(
      'createOrder',
      'sales',
      'POST',
      '/orders',
      {},
      {
        body: { requestedDate: later(21), dealerId, customerContact },
      },
    );
    const quoteId = created.data.id;
    await example(
      'updateOrder',
      'sales',
      'PATCH',
      '/orders/{id}',
      { id: quoteId },
      {
        body: { referenceNumber: 'PO-4471', note: 'Delivery to the back entrance.' },
      },
    );
    await example(
      'createItem',
      'sales',
      'POST',
      '/items',
      {},
      {
        body: {
          orderId: quoteId,
          description: 'Entrance door, oak, 900 x 2100 mm, brass handle',
          price: 1450,
        },
      },
    );
    await example(
      'assignDealer',
      'sales',
      'PATCH',
      '/orders/{id}/dealer',
      { id: quoteId },
      { body: { dealerId } },
    );
    await example('followOrder', 'sales', 'PUT', '/orders/main/{id}/follow', { id: quoteId });
    await example('unfollowOrder', 'sales', 'DELETE', '/orders/main/{id}/follow', { id: quoteId });
    await example(
      'addComment',
      'sales',
      'POST',
      '/orders/{id}/comments',
      { id: quoteId },
      {
        body: { body: 'The customer asked for delivery before noon.' },
      },
    );
    await example('submitOrder', 'sales', 'PATCH', '/orders/{id}/submit', { id: quoteId });
    await example('approveOrder', 'sales', 'PATCH', '/orders/{id}/approve', { id: quoteId });
    await example('confirmOrder', 'sales', 'PATCH', '/orders/{id}/confirm', { id: quoteId });
    const rejected = await quote();
    await call('sales', 'PATCH', `/orders/${rejected}/submit`);
    await example('rejectOrder', 'sales', 'PATCH', '/orders/{id}/reject', { id: rejected });
    const canceled = await quote();
    await call('sales', 'PATCH', `/orders/${canceled}/submit`);
    await call('sales', 'PATCH', `/orders/${canceled}/approve`);
    await example('cancelOrder', 'sales', 'PATCH', '/orders/{id}/cancel', { id: canceled });

    const subOrder = async (status) => {
      const { json } = await call('production', 'GET', '/orders/sub-orders', { query: { status, limit: 1 } });
      const row = json.data[0];
      if (!row) throw new Error(`no sub-order ${status}`);
      return { id: row.mainOrder.id, ids: [row.id] };
    };
    for (const [operationId, path, status] of [
      ['startProduction', 'start-production', 'not_started'],
      ['complete', 'complete', 'production'],
      ['warehouse', 'warehouse', 'completed'],
      ['deliver', 'deliver', 'in_stock'],
      ['hold', 'hold', 'production'],
    ]) {
      const { id, ids } = await subOrder(status);
      await example(operationId, 'production', 'PATCH', `/orders/{id}/${path}`, { id }, { body: { ids } });
    }
    const held = await subOrder('hold');
    await example(
      'unholdOrder',
      'production',
      'PATCH',
      '/orders/{id}/unhold',
      { id: held.ids[0] },
      {
        query: { isSubOrder: true },
      },
    );

    await example(
      'updateMe',
      'admin',
      'PATCH',
      '/users/me',
      {},
      { body: { name: 'Olivia Hart', phone: '+442071230001' } },
    );
    await example('updateUser', 'admin', 'PATCH', '/users', {}, { body: { name: 'Olivia Hart' } });
    await example(
      'updateListSettings',
      'admin',
      'PATCH',
      '/users/me/list-settings',
      {},
      {
        body: { list: 'quotes', limit: 25, hiddenColumns: ['updated'] },
      },
    );
    await example(
      'updateNotificationSettings',
      'admin',
      'PATCH',
      '/users/me/notification-settings',
      {},
      {
        body: { email: { sales: true, comments: true } },
      },
    );
    const notifications = await call('sales', 'GET', '/notifications', { query: { unread: true, limit: 1 } });
    await example('readNotification', 'sales', 'PATCH', '/notifications/{id}/read', {
      id: notifications.json.data[0].id,
    });
    await example('readAllNotifications', 'sales', 'PATCH', '/notifications/read-all');
    await example(
      'createDownload',
      'admin',
      'POST',
      '/downloads',
      {},
      { body: { path: '/users/export?status=active' } },
    );

    const newDealer = await example(
      'createDealer',
      'admin',
      'POST',
      '/dealers',
      {},
      {
        body: { name: 'Northgate Doors', description: 'Doors and frames for the north of the city.' },
      },
    );
    await example(
      'createCompany',
      'admin',
      'POST',
      '/companies',
      {},
      {
        body: { name: 'Riverside Entrances', description: 'A showroom by the river port.' },
      },
    );
    await example(
      'updateDealer',
      'admin',
      'PATCH',
      '/dealers/{id}',
      { id: newDealer.data.id },
      {
        body: {
          contact: { name: 'Taras Melnyk', email: 'office@northgate.example', phone: '+380441234567' },
        },
      },
    );
    const permissions = await call('admin', 'GET', '/roles/permissions', { query: { type: 'organization' } });
    const permissionId = (key) => permissions.json.data.find((p) => p.key === key).id;
    const role = await example(
      'createRole',
      'admin',
      'POST',
      '/roles',
      {},
      {
        body: {
          name: 'Showroom staff',
          description: 'Reads the sales records and the dealers.',
          type: 'organization',
          permissionIds: [permissionId('orders.read'), permissionId('dealers.read')],
        },
      },
    );
    await example(
      'updateRolePermissions',
      'admin',
      'POST',
      '/roles/{roleId}/permissions',
      { roleId: role.data.id },
      {
        body: { permissionIds: [permissionId('orders.read')] },
      },
    );
    await example(
      'setRoleStatus',
      'admin',
      'PATCH',
      '/roles/{id}/status',
      { id: role.data.id },
      { body: { isActive: false } },
    );

    await example(
      'exportMainOrders',
      'sales',
      'GET',
      '/orders/main-orders/export',
      {},
      { query: { stage: 'quote', lang: 'en' } },
    );
    await example(
      'exportSubOrders',
      'production',
      'GET',
      '/orders/sub-orders/export',
      {},
      { query: { stage: 'production', lang: 'uk' } },
    );
    await example(
      'exportOrderItems',
      'sales',
      'GET',
      '/items/order/{orderId}/export',
      { orderId },
      { query: { lang: 'en' } },
    );
    await example(
      'exportUsers',
      'admin',
      'GET',
      '/users/export',
      {},
      { query: { status: 'active', lang: 'en' } },
    );
    await example(
      'exportDealers',
      'admin',
      'GET',
      '/dealers/export',
      {},
      { query: { status: 'active', lang: 'en' } },
    );
    await example(
      'exportRoles',
      'admin',
      'GET',
      '/roles/export',
      {},
      { query: { type: 'organization', lang: 'en' } },
    );
    await example(
      'orderDocument',
      'sales',
      'GET',
      '/orders/main/{id}/document',
      { id: orderId },
      { query: { lang: 'uk' } },
    );
    await example('getApiDocsFile', null, 'GET', '/docs/{file}', { file: 'start.js' });
    await example('twoFactorGenerate', 'admin', 'GET', '/2fa/generate');
    await example('twoFactorSendOtp', 'admin', 'POST', '/2fa/send-otp/{type}', { type: 'email' });

    await example(
      'refreshToken',
      null,
      'POST',
      '/refresh-token',
      {},
      { body: { refreshToken: session.refreshToken } },
    );
    const production = await signIn('production');
    await example('revokeOtherSessions', 'production', 'POST', '/auth/sessions/revoke-others');
    await example(
      'logout',
      'production',
      'POST',
      '/logout',
      {},
      { body: { refreshToken: production.refreshToken } },
    );
    return { examples, session };
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { examples } = await recordExamples();
  const source =
    '// Recorded by scripts/record-examples.mjs from a demo server: run it again rather than edit this.\n\n' +
    '/** One exchange per operation, by operation id: what was sent (path, query, body) and the 200 answer. */\n' +
    'export const operationExamples: Readonly<\n' +
    '  Record<string, { params?: object; query?: object; body?: unknown; answer?: unknown }>\n' +
    `> = ${JSON.stringify(examples)};\n`;
  const options = await prettier.resolveConfig(examplesFile);
  await writeFile(examplesFile, await prettier.format(source, { ...options, filepath: examplesFile }));
  console.log(`${Object.keys(examples).length} examples written to ${examplesFile}`);
}
