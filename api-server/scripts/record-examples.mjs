#!/usr/bin/env node
// Records one example of each operation of the API (issue 41) from a demo server: starts the built
// server on a fresh copy of the demo data, calls each operation as a demo user would, and writes what
// it sent and what the server answered to src/http/openapi-examples.generated.json (data, so JSON), which
// the API's description (http/openapi.ts) shows beside the operation. openapi.test.ts holds every example to the
// operation's schemas, and every operation to having one. One-time codes (registration, recovery,
// two-factor, the e-mail change) are read from the development outbox, as the e2e journeys read
// them; Google's sign-in is given a key set served here. Run after a build, when an answer's shape or
// the demo data change:
//
//   pnpm --filter @doorline/api-server build && node api-server/scripts/record-examples.mjs
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import prettier from 'prettier';
import sharp from 'sharp';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const examplesFile = join(packageRoot, 'src/http/openapi-examples.generated.json');
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

/** A body's bytes as text when they are UTF-8 (a CSV, a page, a text file); undefined for a PDF or an image. */
const textOf = (bytes) => {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
};

/**
 * One request; the answer as JSON, or, for any other media type, as its type and its text (or bytes
 * only, when they are not text). A 429 is tried again once the server's `Retry-After` has passed (a
 * code is sent again only after 60 s: docs/identity.md "One-time codes").
 */
async function call(who, method, path, { query, body, form } = {}) {
  const address = new URL(base + path);
  for (const [k, v] of Object.entries(query ?? {})) address.searchParams.set(k, String(v));
  const headers = { accept: 'application/json' };
  if (who) headers.authorization = `Bearer ${tokens[who]}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  for (;;) {
    const answer = await fetch(address, {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const retryAfter = Number(answer.headers.get('retry-after'));
    if (answer.status === 429 && retryAfter > 0 && retryAfter <= 120) {
      await answer.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      continue;
    }
    const type = (answer.headers.get('content-type') ?? '').split(';')[0].trim();
    if (type === 'application/json') return { status: answer.status, type, json: await answer.json() };
    const bytes = new Uint8Array(await answer.arrayBuffer());
    return { status: answer.status, type, bytes, text: textOf(bytes) };
  }
}

async function signIn(who, password = DEMO_PASSWORD) {
  const { status, json } = await call(null, 'POST', '/login', {
    body: { email: people[who], password },
  });
  if (status !== 200) throw new Error(`sign-in of ${who}: ${status} ${JSON.stringify(json)}`);
  tokens[who] = json.data.token;
  return json.data;
}

async function startDemoServer(settings) {
  const dataDir = await mkdtemp(join(tmpdir(), 'doorline-examples-'));
  const child = spawn(process.execPath, [join(packageRoot, 'dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ...settings,
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

/** The development outbox, newest first (GET /dev/outbox, on in demo mode). */
const outbox = async () => (await call(null, 'GET', '/dev/outbox')).json.data;

/** The highest outbox id now: the messages after it are the ones a step caused. */
const outboxMark = async () => (await outbox()).reduce((max, m) => Math.max(max, m.id), 0);

/** The 6-digit code of the first message to `recipient` on `channel` after `mark` (e2e/tests/identity-support.ts). */
async function codeAfter(mark, recipient, channel) {
  for (let tries = 0; tries < 200; tries++) {
    const message = (await outbox())
      .filter((m) => m.id > mark && m.recipient === recipient && m.channel === channel)
      .sort((a, b) => a.id - b.id)[0];
    const code = message && /\b(\d{6})\b/.exec(message.body)?.[1];
    if (code) return code;
    if (message) throw new Error(`no code in: ${message.body}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${channel} message to ${recipient}`);
}

/**
 * Google's key set, served here for the demo server to check a sign-in's ID token against
 * (docs/identity.md "Google sign-in"), as google.test.ts serves it: an ID token for a demo person,
 * signed with a key made for this run.
 */
async function googleKeys() {
  const pair = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'examples-key', alg: 'RS256', use: 'sig' };
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const clientId = 'doorline-examples.apps.googleusercontent.com';
  return {
    settings: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${server.address().port}/certs`,
    },
    idToken: (email, name) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email, email_verified: true, name })
        .setProtectedHeader({ alg: 'RS256', kid: 'examples-key', typ: 'JWT' })
        .setIssuer('https://accounts.google.com')
        .setAudience(clientId)
        .setSubject('109876543210987654321')
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(pair.privateKey);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The live stream of `who` (GET /notifications/stream), read as it comes: `until` waits for a
 * pattern in what came so far, `end` for the server to close it; `text` is what came.
 */
async function openStream(who) {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(new Error('the stream did not say what was awaited')), 60_000);
  const answer = await fetch(`${base}/notifications/stream`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${tokens[who]}` },
    signal: stop.signal,
  });
  if (answer.status !== 200) throw new Error(`notificationStream: ${answer.status}`);
  const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
  const stream = {
    type: answer.headers.get('content-type').split(';')[0].trim(),
    text: '',
    async until(pattern) {
      while (!pattern.test(stream.text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${pattern}`);
        stream.text += value;
      }
    },
    async end() {
      for (let read = await reader.read(); !read.done; read = await reader.read()) stream.text += read.value;
      clearTimeout(timer);
    },
  };
  return stream;
}

/** The narrowest media range of all `types`: `text/css` and `text/javascript` are `text/*`. */
const mediaRange = (types) => {
  const [first, ...rest] = types;
  if (rest.every((type) => type === first)) return first;
  const major = first.split('/')[0];
  return rest.every((type) => type.split('/')[0] === major) ? `${major}/*` : '*/*';
};

/**
 * The API's description cut to one path: that path's operations and what they refer to (schemas,
 * answers, tags), a document of its own, where the whole (hundreds of kB) would be shown in itself.
 */
function abridged(document, path) {
  const refs = new Set();
  const collect = (value) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && !refs.has(inner)) {
          refs.add(inner);
          collect(
            inner
              .slice(2)
              .split('/')
              .reduce((node, name) => node[name], document),
          );
        } else collect(inner);
      }
  };
  const paths = { [path]: document.paths[path] };
  collect(paths);
  const components = {};
  for (const ref of [...refs].sort()) {
    const [, , group, name] = ref.split('/');
    (components[group] ??= {})[name] = document.components[group][name];
  }
  const tags = new Set(Object.values(paths[path]).flatMap((operation) => operation.tags));
  return {
    ...document,
    tags: document.tags.filter((tag) => tags.has(tag.name)),
    paths,
    components: { securitySchemes: document.components.securitySchemes, ...components },
  };
}

export async function recordExamples() {
  const google = await googleKeys();
  const server = await startDemoServer(google.settings);
  const examples = {};
  /**
   * Calls an operation and keeps what it sent and its 200 answer as the operation's example: a JSON
   * answer as it came, any other as its media type and its text (a PDF or an image: its type only).
   * An upload (`form`) keeps its answer; its file is the operation's multipart body.
   */
  const example = async (operationId, who, method, template, params = {}, { query, body, form } = {}) => {
    const path = template.replace(/\{(\w+)\}/g, (_, name) => String(params[name]));
    const { status, type, json, text } = await call(who, method, path, { query, body, form });
    if (status !== 200) throw new Error(`${operationId}: ${status} ${JSON.stringify(json ?? text)}`);
    examples[operationId] = {
      ...(Object.keys(params).length ? { params } : {}),
      ...(query ? { query } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(json !== undefined
        ? { answer: withoutTokens(json) }
        : { answerType: type, ...(text !== undefined ? { answer: text } : {}) }),
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
    // A code sent, so that the outbox has a message to show.
    await example('twoFactorSendOtp', 'admin', 'POST', '/2fa/send-otp/{type}', { type: 'email' });
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

    const customerId = await firstId('admin', '/customers', { sort: 'name', order: 'asc' });
    await example('customers', 'admin', 'GET', '/customers', {}, { query: { search: 'a', limit: 2 } });
    await example('customer', 'admin', 'GET', '/customers/{id}', { id: customerId });
    const newCustomer = await example(
      'createCustomer',
      'dealerAdmin',
      'POST',
      '/customers',
      {},
      {
        body: {
          name: 'Oksana Lysenko',
          email: 'oksana.lysenko@example.test',
          phone: '+447700901234',
          address: {
            street: '12 Mill Street',
            city: 'Leeds',
            postcode: 'LS2 7AB',
            country: 'United Kingdom',
          },
          tags: ['private'],
          note: 'Wants the old frames removed.',
        },
      },
    );
    await example(
      'updateCustomer',
      'dealerAdmin',
      'PATCH',
      '/customers/{id}',
      { id: newCustomer.data.id },
      { body: { mobile: '+447900901234', tags: ['private', 'repeat'] } },
    );
    await example(
      'customerAudit',
      'dealerAdmin',
      'GET',
      '/customers/{id}/audit',
      { id: newCustomer.data.id },
      { query: { limit: 2 } },
    );

    // A customer's comments and files (issue 42), as a record's: a comment, a file uploaded, listed,
    // downloaded as its bytes and deleted.
    const customerParams = { id: newCustomer.data.id };
    await example('addCustomerComment', 'dealerAdmin', 'POST', '/customers/{id}/comments', customerParams, {
      body: { body: 'Prefers a call after 17:00; the side gate is locked.' },
    });
    await example('customerComments', 'dealerAdmin', 'GET', '/customers/{id}/comments', customerParams);
    const porch = new FormData();
    porch.append(
      'file',
      new Blob(['Porch door: opening 960 x 2150 mm, hinges on the right.\n'], { type: 'text/plain' }),
      'porch-door.txt',
    );
    const customerFile = await example(
      'uploadCustomerFile',
      'dealerAdmin',
      'POST',
      '/customers/{id}/files',
      customerParams,
      { form: porch },
    );
    await example('customerFiles', 'dealerAdmin', 'GET', '/customers/{id}/files', customerParams);
    const customerFileParams = { ...customerParams, fileId: customerFile.data.id };
    await example(
      'downloadCustomerFile',
      'dealerAdmin',
      'GET',
      '/customers/{id}/files/{fileId}',
      customerFileParams,
    );
    await example(
      'deleteCustomerFile',
      'dealerAdmin',
      'DELETE',
      '/customers/{id}/files/{fileId}',
      customerFileParams,
    );

    await example('customerFigures', 'admin', 'GET', '/customers/{id}/figures', { id: customerId });
    await example(
      'customerDuplicates',
      'dealerAdmin',
      'GET',
      '/customers/duplicates',
      {},
      { query: { limit: 1 } },
    );
    // Two customers alike by their phone but no duplicate (one office line): marked so.
    const office = await call('dealerAdmin', 'POST', '/customers', {
      body: { name: 'Petro Bondar', phone: '+380 44 555 12 12' },
    });
    const colleague = await call('dealerAdmin', 'POST', '/customers', {
      body: { name: 'Halyna Bondar', phone: '044 555 12 12' },
    });
    await example(
      'markNotDuplicate',
      'dealerAdmin',
      'POST',
      '/customers/{id}/not-duplicate',
      { id: colleague.json.data.id },
      { body: { duplicateId: office.json.data.id } },
    );
    // A customer typed twice, merged: the survivor keeps the duplicate's mobile and both notes.
    const twice = await call('dealerAdmin', 'POST', '/customers', {
      body: {
        name: 'oksana lysenko',
        email: 'OKSANA.LYSENKO@example.test',
        note: 'Called about a porch door.',
      },
    });
    await example(
      'mergeCustomers',
      'dealerAdmin',
      'POST',
      '/customers/{id}/merge',
      { id: newCustomer.data.id },
      { body: { duplicateId: twice.json.data.id, take: { note: 'both' } } },
    );
    // An import: a file of three rows, one without a name; checked, fixed in place and run.
    const sheet = new FormData();
    sheet.append(
      'file',
      new Blob(
        [
          'Name;E-mail;Phone;City\n' +
            'Taras Shevchuk;taras.shevchuk@example.test;+447700905551;Leeds\n' +
            ';maria.koval@example.test;+447700905552;Bradford\n' +
            'Olha Marchenko;olha.marchenko@example.test;;Halifax\n',
        ],
        { type: 'text/csv' },
      ),
      'customers.csv',
    );
    const uploaded = await example(
      'uploadCustomerImport',
      'dealerAdmin',
      'POST',
      '/customers/imports',
      {},
      { form: sheet },
    );
    const mapping = uploaded.data.mapping;
    await example(
      'checkCustomerImport',
      'dealerAdmin',
      'POST',
      '/customers/imports/{id}/check',
      { id: uploaded.data.id },
      { body: { mapping } },
    );
    await example(
      'runCustomerImport',
      'dealerAdmin',
      'POST',
      '/customers/imports/{id}/run',
      { id: uploaded.data.id },
      { body: { mapping, fixes: [{ line: 3, field: 'name', value: 'Maria Koval' }] } },
    );
    // The dealers' import: a file of three dealers, one without a description; checked, fixed in
    // place and run.
    const dealerSheet = new FormData();
    dealerSheet.append(
      'file',
      new Blob(
        [
          'Name,Description,Discount,Contact,E-mail,Phone\n' +
            'Northern Doors,Doors and windows in York,5,Ruth Hale,ruth.hale@example.test,+441904000111\n' +
            'Pennine Frames,,2.5,Owen Marsh,owen.marsh@example.test,\n' +
            'Coastline Entrances,Front doors by the sea,,,,\n',
        ],
        { type: 'text/csv' },
      ),
      'dealers.csv',
    );
    const dealerUpload = await example(
      'uploadDealerImport',
      'admin',
      'POST',
      '/dealers/imports',
      {},
      { form: dealerSheet },
    );
    const dealerMapping = dealerUpload.data.mapping;
    await example(
      'checkDealerImport',
      'admin',
      'POST',
      '/dealers/imports/{id}/check',
      { id: dealerUpload.data.id },
      { body: { mapping: dealerMapping } },
    );
    await example(
      'runDealerImport',
      'admin',
      'POST',
      '/dealers/imports/{id}/run',
      { id: dealerUpload.data.id },
      {
        body: {
          mapping: dealerMapping,
          fixes: [{ line: 3, field: 'description', value: 'Frames and doors in the Pennines' }],
        },
      },
    );

    // The spec's older invite, the account type in the body. Made early: its invitation is sent
    // again at the end (reinvite), once the 60 s a code waits for are over.
    const dealerRoles = (await call('admin', 'GET', '/roles', { query: { type: 'dealer', limit: 100 } })).json
      .data;
    const inviteeOfDealer = await example(
      'inviteUser',
      'admin',
      'POST',
      '/users/invite',
      {},
      {
        body: {
          type: 'dealer',
          name: 'Iryna Bondar',
          email: 'iryna.bondar@doorline.test',
          phone: '+380501112299',
          roleId: dealerRoles.find((r) => r.key === 'dealer_salesman').id,
          dealerId,
        },
      },
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
    // A role's maximum line discount by hand (issue 43, part 4).
    await example(
      'setRoleLineDiscount',
      'admin',
      'PATCH',
      '/roles/{id}/line-discount',
      { id: role.data.id },
      { body: { maxLineDiscount: 7.5 } },
    );

    // The door catalogue and its prices (issue 43): the catalogue and the list price's versions as a
    // dealer reads them, a door checked and priced; a draft copied from the version in force, a
    // model's table and an option's price set in it, published from a day ahead; another deleted.
    const priceCatalogue = await example('priceCatalogue', 'dealerAdmin', 'GET', '/prices/catalogue');
    const modelOf = (code) => priceCatalogue.data.models.find((m) => m.code === code).id;
    const optionOf = (code) => priceCatalogue.data.options.find((o) => o.code === code).id;
    const priceLists = await example('priceLists', 'dealerAdmin', 'GET', '/prices/lists');
    const inForce = priceLists.data[0].versions.find((v) => v.inForce);
    await example('priceVersion', 'dealerAdmin', 'GET', '/prices/versions/{id}', { id: inForce.id });
    const classic = modelOf('INT-CLASSIC');
    await example(
      'checkConfiguration',
      'dealerAdmin',
      'POST',
      '/prices/check',
      {},
      {
        body: {
          configuration: {
            modelId: classic,
            width: 800,
            height: 2000,
            hand: 'left',
            swing: 'inward',
            options: [
              'MAT-MDF',
              'FIN-PAINT',
              'COL-WHITE',
              'GLASS-SATIN',
              'HDL-LEVER',
              'LOCK-WC',
              'FRM-STANDARD',
            ].map(optionOf),
          },
        },
      },
    );
    // A configured door on a dealer's quote (part 3), and the door read back as the item keeps it.
    const doorQuote = await call('dealerAdmin', 'POST', '/orders', { body: { requestedDate: later(30) } });
    const door = await example(
      'addDoor',
      'dealerAdmin',
      'POST',
      '/orders/{id}/doors',
      { id: doorQuote.json.data.id },
      {
        body: {
          configuration: {
            modelId: classic,
            width: 800,
            height: 2000,
            hand: 'left',
            swing: 'inward',
            options: ['MAT-MDF', 'FIN-PAINT', 'COL-WHITE', 'HDL-LEVER', 'LOCK-WC', 'FRM-STANDARD'].map(
              optionOf,
            ),
          },
        },
      },
    );
    await example('itemDoor', 'dealerAdmin', 'GET', '/items/{id}/door', { id: door.data.id });
    // The whole quote copied into a new one at today's prices (part 5): its door and a free item.
    await call('dealerAdmin', 'POST', '/items', {
      body: { orderId: doorQuote.json.data.id, description: 'Installation', price: 120 },
    });
    await example('copyQuote', 'dealerAdmin', 'POST', '/orders/{id}/copy', { id: doorQuote.json.data.id });
    // A line's discount by hand (part 4): above the dealer admin's 10 %, so the line needs an approval.
    await example(
      'setItemDiscount',
      'dealerAdmin',
      'PATCH',
      '/items/{id}/discount',
      { id: door.data.id },
      { body: { discountPercent: 12.5 } },
    );
    // Re-pricing the quote to today's list (part 5): the difference line by line, then applied from
    // the version the preview named; the line's discount is kept.
    const repricing = await example('repricePreview', 'dealerAdmin', 'GET', '/orders/{id}/reprice', {
      id: doorQuote.json.data.id,
    });
    await example(
      'repriceQuote',
      'dealerAdmin',
      'POST',
      '/orders/{id}/reprice',
      { id: doorQuote.json.data.id },
      { body: { versionId: repricing.data.version.id } },
    );
    // A dealer's discount rules (part 4b): the organization gives one, changes it, deletes another; the
    // dealer reads its own, in the order they apply.
    const ruleDealer = doorQuote.json.data.dealer.id;
    const interior = priceCatalogue.data.families.find((f) => f.code === 'INT').id;
    const familyRule = await example(
      'createPriceRule',
      'admin',
      'POST',
      '/dealers/{id}/price-rules',
      { id: ruleDealer },
      {
        body: {
          target: 'family',
          targetId: interior,
          kind: 'percent',
          value: 8,
          validFrom: later(0),
          validTo: later(90),
          minQuantity: 2,
          note: 'Spring campaign',
        },
      },
    );
    await example(
      'changePriceRule',
      'admin',
      'PUT',
      '/price-rules/{id}',
      { id: familyRule.data.id },
      {
        body: {
          target: 'family',
          targetId: interior,
          kind: 'percent',
          value: 9,
          minQuantity: 2,
          note: 'Spring',
        },
      },
    );
    const netRule = await call('admin', 'POST', `/dealers/${ruleDealer}/price-rules`, {
      body: { target: 'model', targetId: classic, kind: 'net', value: 180 },
    });
    await example('dealerPriceRules', 'dealerAdmin', 'GET', '/dealers/{id}/price-rules', { id: ruleDealer });
    await example('deletePriceRule', 'admin', 'DELETE', '/price-rules/{id}', { id: netRule.json.data.id });
    // A dealer's own price list: the organization makes one and gives it to the dealer, then takes it
    // back (the examples after price the dealer's doors from the list price, as the demo does).
    const ownList = await example(
      'createPriceList',
      'admin',
      'POST',
      '/prices/lists',
      {},
      {
        body: {
          code: 'dealer-1',
          names: { en: 'Dealer 1 prices', uk: 'Ціни дилера 1', ru: 'Цены дилера 1' },
        },
      },
    );
    await example(
      'setDealerPriceList',
      'admin',
      'PUT',
      '/dealers/{id}/price-list',
      { id: ruleDealer },
      { body: { priceListId: ownList.data.id } },
    );
    await call('admin', 'PUT', `/dealers/${ruleDealer}/price-list`, { body: { priceListId: null } });
    const draft = await example(
      'createPriceVersion',
      'admin',
      'POST',
      '/prices/versions',
      {},
      {
        body: {
          copyFrom: inForce.id,
          names: { en: 'Spring prices', uk: 'Весняні ціни', ru: 'Весенние цены' },
        },
      },
    );
    await example(
      'setModelPrice',
      'admin',
      'PUT',
      '/prices/versions/{id}/models/{modelId}',
      { id: draft.data.id, modelId: classic },
      {
        body: {
          kind: 'table',
          table: {
            widths: [600, 800, 1000],
            heights: [1900, 2000, 2200],
            cells: [
              [195, 215, null],
              [205, 225, 265],
              [240, 265, 309],
            ],
            between: 'interpolate',
          },
        },
      },
    );
    await example(
      'setOptionPrice',
      'admin',
      'PUT',
      '/prices/versions/{id}/options/{optionId}',
      { id: draft.data.id, optionId: optionOf('COL-RAL') },
      { body: { kind: 'percentOfBase', percent: 8 } },
    );
    // A model's table and an option group's prices as CSV files (issue 43, part 2): exported, then a
    // file checked (a bad cell answered by its line and column) and imported into the draft.
    const tableParams = { id: draft.data.id, modelId: classic };
    await example(
      'exportModelPriceFile',
      'admin',
      'GET',
      '/prices/versions/{id}/models/{modelId}/csv',
      tableParams,
    );
    const tableFile = (cells) => {
      const form = new FormData();
      form.append('file', new Blob([cells], { type: 'text/csv' }), 'INT-CLASSIC.csv');
      return form;
    };
    await example(
      'checkModelPriceFile',
      'admin',
      'POST',
      '/prices/versions/{id}/models/{modelId}/csv/check',
      tableParams,
      {
        form: tableFile('interpolate;600;800;1000\n1900;195;215;\n2000;205;two;265\n2200;240;265;309,50\n'),
      },
    );
    await example(
      'importModelPriceFile',
      'admin',
      'POST',
      '/prices/versions/{id}/models/{modelId}/csv',
      tableParams,
      {
        form: tableFile('interpolate;600;800;1000\n1900;195;215;\n2000;205;225;265\n2200;240;265;309,50\n'),
      },
    );
    const colourParams = {
      id: draft.data.id,
      groupId: priceCatalogue.data.groups.find((g) => g.code === 'colour').id,
    };
    await example(
      'exportOptionPriceFile',
      'admin',
      'GET',
      '/prices/versions/{id}/groups/{groupId}/csv',
      colourParams,
    );
    const colourFile = () => {
      const form = new FormData();
      form.append(
        'file',
        new Blob(['code,kind,price\nCOL-RAL,percentOfBase,8.5\n'], { type: 'text/csv' }),
        'colour.csv',
      );
      return form;
    };
    await example(
      'checkOptionPriceFile',
      'admin',
      'POST',
      '/prices/versions/{id}/groups/{groupId}/csv/check',
      colourParams,
      {
        form: colourFile(),
      },
    );
    await example(
      'importOptionPriceFile',
      'admin',
      'POST',
      '/prices/versions/{id}/groups/{groupId}/csv',
      colourParams,
      {
        form: colourFile(),
      },
    );
    await example(
      'publishPriceVersion',
      'admin',
      'POST',
      '/prices/versions/{id}/publish',
      { id: draft.data.id },
      { body: { effectiveFrom: later(45) } },
    );
    const discarded = await call('admin', 'POST', '/prices/versions', {
      body: { copyFrom: inForce.id, names: { en: 'Trial prices', uk: 'Пробні ціни', ru: 'Пробные цены' } },
    });
    await example('deletePriceVersion', 'admin', 'DELETE', '/prices/versions/{id}', {
      id: discarded.json.data.id,
    });
    // Editing the catalogue itself (issue 43, part 2), after publishing: a new model has no price in
    // any version, which the publishing above would have asked for.
    const family = await example(
      'createFamily',
      'admin',
      'POST',
      '/prices/families',
      {},
      { body: { code: 'GLS', names: { en: 'Glass doors', uk: 'Скляні двері', ru: 'Стеклянные двери' } } },
    );
    await example(
      'changeFamily',
      'admin',
      'PUT',
      '/prices/families/{id}',
      { id: family.data.id },
      {
        body: {
          code: 'GLS',
          names: { en: 'All-glass doors', uk: 'Суцільноскляні двері', ru: 'Цельностеклянные двери' },
        },
      },
    );
    const glassModel = (code, en) => ({
      familyId: family.data.id,
      code,
      names: { en, uk: 'Двері Clara', ru: 'Двери Clara' },
      leafCount: 'single',
      hands: ['left', 'right'],
      swings: ['inward', 'outward'],
      sizeRule: {
        width: { min: 700, max: 1000, step: 10 },
        height: { min: 2000, max: 2400, step: 10 },
        leaves: [],
      },
    });
    const clara = await example(
      'createModel',
      'admin',
      'POST',
      '/prices/models',
      {},
      { body: glassModel('GLS-CLARA', 'Clara glass door') },
    );
    await example(
      'changeModel',
      'admin',
      'PUT',
      '/prices/models/{id}',
      { id: clara.data.id },
      { body: glassModel('GLS-CLARA', 'Clara all-glass door') },
    );
    await example(
      'setModelActive',
      'admin',
      'PATCH',
      '/prices/models/{id}/active',
      { id: clara.data.id },
      { body: { active: false } },
    );
    await example(
      'setFamilyActive',
      'admin',
      'PATCH',
      '/prices/families/{id}/active',
      { id: family.data.id },
      { body: { active: false } },
    );
    // Each one's audit trail: made, changed, hidden.
    await example(
      'familyAudit',
      'admin',
      'GET',
      '/prices/families/{id}/audit',
      { id: family.data.id },
      { query: { limit: 2 } },
    );
    await example(
      'modelAudit',
      'admin',
      'GET',
      '/prices/models/{id}/audit',
      { id: clara.data.id },
      { query: { limit: 2 } },
    );
    // A model's picture (issue 43): uploaded as a PNG, served as the WebP the server made of it, removed.
    const picture = new FormData();
    const claraPng = await sharp({
      create: { width: 160, height: 320, channels: 3, background: { r: 139, g: 94, b: 60 } },
    })
      .png()
      .toBuffer();
    picture.append('file', new Blob([claraPng], { type: 'image/png' }), 'clara.png');
    const withPicture = await example(
      'setModelPicture',
      'admin',
      'PUT',
      '/prices/models/{id}/picture',
      { id: clara.data.id },
      { form: picture },
    );
    await example('getApiFilesPicturesName', null, 'GET', '/files/pictures/{name}', {
      name: withPicture.data.picture.split('/').pop(),
    });
    await example('removeModelPicture', 'admin', 'DELETE', '/prices/models/{id}/picture', {
      id: clara.data.id,
    });
    const groupBody = (en) => ({
      code: 'handle-finish',
      names: { en, uk: 'Оздоблення ручки', ru: 'Отделка ручки' },
      required: false,
      multiple: false,
    });
    const handleFinish = await example(
      'createOptionGroup',
      'admin',
      'POST',
      '/prices/groups',
      {},
      { body: groupBody('Handle finish') },
    );
    await example(
      'changeOptionGroup',
      'admin',
      'PUT',
      '/prices/groups/{id}',
      { id: handleFinish.data.id },
      { body: groupBody('Handle finish (optional)') },
    );
    const brassBody = (maxHeight) => ({
      groupId: handleFinish.data.id,
      code: 'HF-BRASS',
      names: { en: 'Brushed brass', uk: 'Матова латунь', ru: 'Матовая латунь' },
      models: [classic],
      excludes: [],
      requires: [optionOf('HDL-LEVER')],
      maxWidth: null,
      maxHeight,
      note: {
        kind: 'leadTime',
        names: { en: 'Two more weeks', uk: 'Ще два тижні', ru: 'Ещё две недели' },
      },
    });
    const brass = await example(
      'createOption',
      'admin',
      'POST',
      '/prices/options',
      {},
      { body: brassBody(null) },
    );
    await example(
      'changeOption',
      'admin',
      'PUT',
      '/prices/options/{id}',
      { id: brass.data.id },
      { body: brassBody(2200) },
    );
    await example(
      'setOptionActive',
      'admin',
      'PATCH',
      '/prices/options/{id}/active',
      { id: brass.data.id },
      { body: { active: false } },
    );
    await example(
      'setOptionGroupActive',
      'admin',
      'PATCH',
      '/prices/groups/{id}/active',
      { id: handleFinish.data.id },
      { body: { active: false } },
    );
    await example(
      'optionGroupAudit',
      'admin',
      'GET',
      '/prices/groups/{id}/audit',
      { id: handleFinish.data.id },
      { query: { limit: 2 } },
    );
    await example(
      'optionAudit',
      'admin',
      'GET',
      '/prices/options/{id}/audit',
      { id: brass.data.id },
      { query: { limit: 2 } },
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
      'exportCustomers',
      'admin',
      'GET',
      '/customers/export',
      {},
      { query: { tag: 'repeat', sort: 'name', order: 'asc', lang: 'en' } },
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
    await example('twoFactorGenerate', 'admin', 'GET', '/2fa/generate');

    // The reference page and its files; a file is CSS or JavaScript, so the answer is `text/*`.
    await example('getApiDocs', null, 'GET', '/docs');
    await example('getApiDocsFile', null, 'GET', '/docs/{file}', { file: 'start.js' });
    const stylesheet = await call(null, 'GET', '/docs/swagger-ui.css');
    examples.getApiDocsFile.answerType = mediaRange([examples.getApiDocsFile.answerType, stylesheet.type]);
    const description = (await call(null, 'GET', '/openapi.json')).json;
    examples.getApiOpenapiJson = { answer: abridged(description, '/health/live') };

    // Sending a quote to its customer: the PDF goes to the outbox with the e-mail.
    const toSend = await call('sales', 'POST', '/orders', {
      body: { requestedDate: later(30), dealerId, customerContact },
    });
    await call('sales', 'POST', '/items', {
      body: { orderId: toSend.json.data.id, description: 'Entrance door, oak, 900 x 2100 mm', price: 1450 },
    });
    await example(
      'sendOrder',
      'sales',
      'POST',
      '/orders/{id}/send',
      { id: toSend.json.data.id },
      {
        body: {
          email: customerContact.email,
          subject: 'Your quote for the entrance door',
          message: 'Good afternoon, the quote is attached. It is valid for 30 days.',
          lang: 'en',
        },
      },
    );

    // A record's file: uploaded (multipart, one `file`), downloaded as its bytes, deleted.
    const note = new FormData();
    note.append(
      'file',
      new Blob(['Opening 920 x 2130 mm, wall 250 mm, hinges on the left.\n'], { type: 'text/plain' }),
      'measurements.txt',
    );
    const file = await example(
      'addFile',
      'sales',
      'POST',
      '/orders/{id}/files',
      { id: orderId },
      { form: note },
    );
    const fileParams = { id: orderId, fileId: file.data.id };
    await example('getApiOrdersIdFilesFileId', 'sales', 'GET', '/orders/{id}/files/{fileId}', fileParams);
    await example('deleteFile', 'sales', 'DELETE', '/orders/{id}/files/{fileId}', fileParams);

    // The own photo: uploaded as a PNG, served as the WebP the server made of it, removed.
    const photo = new FormData();
    const png = await sharp({
      create: { width: 96, height: 96, channels: 3, background: { r: 47, g: 111, b: 78 } },
    })
      .png()
      .toBuffer();
    photo.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
    const withPhoto = await example('addPhoto', 'sales', 'POST', '/users/add-photo', {}, { form: photo });
    const photoName = withPhoto.data.image.split('/').pop();
    await example('getApiFilesPhotosName', null, 'GET', '/files/photos/{name}', { name: photoName });
    await example('removePhoto', 'sales', 'DELETE', '/users/remove-photo');

    // Google's sign-in, with an ID token for the demo's administrator.
    await example(
      'googleLogin',
      null,
      'POST',
      '/google/login',
      {},
      {
        body: { credential: await google.idToken(people.admin, 'Olivia Hart') },
      },
    );

    // An invited person joins: the invite's code and the phone's code from the outbox, then a
    // password; they secure the account, change their address, and recover the password.
    const roles = (await call('admin', 'GET', '/roles', { query: { limit: 100 } })).json.data;
    const roleOf = (key) => roles.find((r) => r.key === key).id;
    const marta = {
      name: 'Marta Shevchenko',
      email: 'marta.shevchenko@doorline.test',
      phone: '+380671112233',
    };
    let mark = await outboxMark();
    const invited = await example(
      'inviteOrganization',
      'admin',
      'POST',
      '/users/invite/organization',
      {},
      { body: { ...marta, roleId: roleOf('sales_manager') } },
    );
    const inviteCode = await codeAfter(mark, marta.email, 'email');
    mark = await outboxMark();
    await example(
      'phoneVerify',
      null,
      'POST',
      '/phone/verify',
      {},
      {
        body: { phone: marta.phone, email: marta.email, code: inviteCode },
      },
    );
    const phoneCode = await codeAfter(mark, marta.phone, 'sms');
    const passwords = ['Oak-door-2130', 'Walnut-frame-920', 'Brass-hinge-250'];
    const registered = await example(
      'register',
      null,
      'POST',
      '/register',
      {},
      {
        body: { email: marta.email, code: inviteCode, phone: marta.phone, password: passwords[0], phoneCode },
      },
    );
    tokens.marta = registered.data.token;
    const changed = await example(
      'changePassword',
      'marta',
      'POST',
      '/password/change',
      {},
      {
        body: { oldPassword: passwords[0], newPassword: passwords[1] },
      },
    );
    tokens.marta = changed.data.token;

    // The e-mail change: a code to the new address, traded for a token, which changes it.
    const newEmail = 'marta.shevchenko@northgate.example';
    mark = await outboxMark();
    await example(
      'emailOtp',
      'marta',
      'POST',
      '/email/otp-verification',
      {},
      {
        body: { email: newEmail, password: passwords[1] },
      },
    );
    const emailCode = await codeAfter(mark, newEmail, 'email');
    const verified = await example(
      'changeEmailVerify',
      'marta',
      'POST',
      '/email/change-email-otp-verification',
      {},
      { body: { email: newEmail, code: emailCode } },
    );
    await example(
      'changeEmail',
      'marta',
      'PATCH',
      '/email/change',
      {},
      {
        body: { email: newEmail, code: verified.data.code },
      },
    );
    people.marta = newEmail;

    // Two-factor sign-in by text message: on with one code, off with the next.
    mark = await outboxMark();
    await call('marta', 'POST', '/2fa/send-otp/sms');
    await example(
      'twoFactorEnable',
      'marta',
      'POST',
      '/2fa/enable',
      {},
      {
        body: { twoFactorType: 'sms', token: await codeAfter(mark, marta.phone, 'sms') },
      },
    );
    mark = await outboxMark();
    await call('marta', 'POST', '/2fa/send-otp/sms');
    await example(
      'twoFactorDisable',
      'marta',
      'POST',
      '/2fa/disable',
      {},
      {
        body: { twoFactorType: 'sms', token: await codeAfter(mark, marta.phone, 'sms') },
      },
    );

    // The forgotten password: a code by e-mail, traded for a token, which sets a new password.
    mark = await outboxMark();
    await example('forgotPassword', null, 'POST', '/password/forgot', {}, { body: { email: newEmail } });
    const resetCode = await codeAfter(mark, newEmail, 'email');
    const reset = await example(
      'forgotPasswordVerify',
      null,
      'POST',
      '/password/forgot/verify',
      {},
      {
        body: { email: newEmail, code: resetCode },
      },
    );
    await example(
      'resetPassword',
      null,
      'POST',
      '/password/reset',
      {},
      {
        body: { email: newEmail, code: reset.data.code, password: passwords[2] },
      },
    );

    // Signed in on two devices, she ends the other one's session.
    await call(null, 'POST', '/login', { body: { email: newEmail, password: passwords[2] } });
    await signIn('marta', passwords[2]);
    const sessions = (await call('marta', 'GET', '/auth/sessions')).json.data;
    const otherDevice = sessions.find((s) => !s.current);
    if (!otherDevice) throw new Error('no session of another device');
    await example('revokeSession', 'marta', 'DELETE', '/auth/sessions/{id}', { id: otherDevice.id });

    // Her live stream while a colleague mentions her, her role changes and her account is suspended.
    const stream = await openStream('marta');
    await stream.until(/^: open/m);
    const martaId = invited.data.id;
    await call('sales', 'POST', `/orders/${orderId}/comments`, {
      body: { body: '@Marta Shevchenko please check the measurements.', mentions: [martaId] },
    });
    await stream.until(/^event: notification$/m);
    await example('changeUserRole', 'admin', 'PATCH', '/users/{userId}/role/{roleId}', {
      userId: martaId,
      roleId: roleOf('production_manager'),
    });
    await stream.until(/^event: user$/m);
    await example(
      'changeUserStatus',
      'admin',
      'PATCH',
      '/users/{id}/status',
      { id: martaId },
      {
        body: { status: 'suspended' },
      },
    );
    await stream.end();
    examples.notificationStream = { answerType: stream.type, answer: stream.text };

    // A dealer's admin invites a salesman, who registers and waits for an administrator's approval.
    const taras = { name: 'Taras Melnyk', email: 'taras.melnyk@doorline.test', phone: '+380931234567' };
    mark = await outboxMark();
    const dealerInvite = await example(
      'inviteDealer',
      'dealerAdmin',
      'POST',
      '/users/invite/dealer',
      {},
      {
        body: { ...taras, roleId: dealerRoles.find((r) => r.key === 'dealer_salesman').id },
      },
    );
    const tarasCode = await codeAfter(mark, taras.email, 'email');
    mark = await outboxMark();
    await call(null, 'POST', '/phone/verify', {
      body: { phone: taras.phone, email: taras.email, code: tarasCode },
    });
    await call(null, 'POST', '/register', {
      body: {
        email: taras.email,
        code: tarasCode,
        phone: taras.phone,
        password: passwords[0],
        phoneCode: await codeAfter(mark, taras.phone, 'sms'),
      },
    });
    await example(
      'approveUser',
      'admin',
      'PATCH',
      '/users/invite/approve',
      {},
      {
        body: { userId: dealerInvite.data.id, approve: true },
      },
    );

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
    // A code is sent again after 60 s (the server's Retry-After): the invitation's last.
    await example('reinvite', 'admin', 'POST', '/users/{id}/reinvite', { id: inviteeOfDealer.data.id });
    return { examples, session };
  } finally {
    await server.stop();
    await google.close();
  }
}

/** The file's text: the examples as JSON, formatted as the repository formats it. */
export async function examplesSource(examples) {
  const options = await prettier.resolveConfig(examplesFile);
  return prettier.format(JSON.stringify(examples), { ...options, filepath: examplesFile });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { examples } = await recordExamples();
  await writeFile(examplesFile, await examplesSource(examples));
  console.log(`${Object.keys(examples).length} examples written to ${examplesFile}`);
}
