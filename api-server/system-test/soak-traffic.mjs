// @ts-check
// The soak's traffic (issue 13), shared by the short system test (`soak.test.ts`) and the full run
// (`bench/soak.mjs`, `npm run bench:soak`). Plain JavaScript with JSDoc types so that Node runs it
// for the script as it is and `tsc` checks it through the test's import (`allowJs`). It lives with
// the system tests, beside the server it drives: bench/ depends on api-server, never the reverse.
//
// Every signed-in account (the demo's nine: every role) runs `workersPerAccount` virtual users
// sharing its session, as one person with two tabs. Each virtual user picks a step its permissions
// allow (the contract's rules: `mayTakeAction`, `administrationAccess`, `dealerAccess`), weighted as
// an office works: mostly lists and details, then quotes with items and photos, approvals,
// confirmations, production and warehouse moves, comments, profile photos, downloads. It waits a
// random think time and picks again, until the time is up. Every HTTP exchange goes through the
// project's API client with a fetch that times it and files it under its contract endpoint.
// Meanwhile the server's RSS is read from /proc every second and its live heap (after a forced
// collection, by `memory-probe.mjs`) every `heapEveryMs`.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  administrationAccess,
  createApiClient,
  daysAfter,
  dealerAccess,
  endpoints,
  fileDownloadPath,
  HttpError,
  listPageSizes,
  mayAccess,
  mayTakeAction,
  memoryTokenStore,
  orderActionEndpoints,
  salesLists,
  stageOf,
  subOrderActionEndpoints,
  subRules,
} from '@doorline/api-client';
import { prng as random } from '@doorline/api-server';
import sharp from 'sharp';

/** @typedef {import('@doorline/api-client').ApiClient} ApiClient */
/** @typedef {import('@doorline/api-client').CurrentUser} CurrentUser */
/** @typedef {import('@doorline/api-client').PermissionKey} PermissionKey */
/** @typedef {import('@doorline/api-client').SubOrderAction} SubOrderAction */
/** @typedef {import('@doorline/api-client').OrderStatus} OrderStatus */

/**
 * @typedef {object} SoakOptions
 * @property {string} url The server's origin, e.g. `http://127.0.0.1:4660`.
 * @property {number} pid The server's process id: its RSS is read from `/proc/<pid>/status`.
 * @property {string} memoryFile Where the server's `memory-probe.mjs` writes (DOORLINE_MEMORY_FILE).
 * @property {ReadonlyArray<{ email: string; password: string }>} accounts Who signs in, once each.
 * @property {number} durationMs How long the traffic runs, the warm-up included.
 * @property {number} warmupMs The first part, not measured: caches fill, code is compiled.
 * @property {number} windowMs The length of the first and the last window the memory growth compares.
 * @property {number} [workersPerAccount] Virtual users per account (default 2).
 * @property {number} [thinkMs] Longest pause between two steps of a virtual user (default 150).
 * @property {number} [heapEveryMs] How often the live heap is sampled (default 5000).
 * @property {number} [seed] Seed of the choices (default 13).
 * @property {(line: string) => void} [log] Progress lines (default none).
 */

/**
 * @typedef {object} EndpointStats
 * @property {string} kind
 * @property {number} count Exchanges after the warm-up.
 * @property {number} warmup Exchanges during the warm-up.
 * @property {Record<string, number>} statuses After the warm-up, by HTTP status.
 * @property {number[]} latencies Milliseconds, after the warm-up.
 */

/** @typedef {{ p50: number; p95: number; p99: number; max: number; count: number }} Percentiles */
/** @typedef {{ t: number; rss: number }} RssSample */
/** @typedef {{ t: number; heapUsed: number; heapTotal: number; rss: number; external: number; gcMs: number }} HeapSample */
/**
 * @typedef {object} MemoryFigures
 * @property {number} start Before the traffic (idle, after sign-in), bytes.
 * @property {number} peak The highest sample.
 * @property {number} end After the traffic (idle).
 * @property {number} firstWindow Median of the first window after the warm-up.
 * @property {number} lastWindow Median of the last window of the traffic.
 * @property {number} growth lastWindow − firstWindow.
 */
/**
 * @typedef {object} SoakResult
 * @property {string} startedAt
 * @property {number} durationMs
 * @property {number} warmupMs
 * @property {number} windowMs
 * @property {number} workers
 * @property {number} thinkMs
 * @property {Record<string, EndpointStats>} endpoints
 * @property {Record<string, Percentiles>} kinds Latency and count per kind of request.
 * @property {Percentiles} overall
 * @property {number} measuredSeconds
 * @property {number} throughput Requests per second after the warm-up.
 * @property {Record<string, number>} steps Steps run, by name.
 * @property {number} conflicts 409 answers (two people acting on one record at once: expected).
 * @property {Array<{ endpoint: string; status: number; message: string }>} serverErrors Every 5xx.
 * @property {Array<{ endpoint: string; status: number; message: string }>} unexpected Any other non-2xx but 409.
 * @property {string[]} failures Exceptions that were not HTTP answers (timeouts, network, the script).
 * @property {{ rss: MemoryFigures; heap: MemoryFigures; rssSamples: RssSample[]; heapSamples: HeapSample[] }} memory
 */

/* ---------- which endpoint an exchange is, and its kind ---------- */

const actionEndpointNames = new Set(
  Object.entries(endpoints)
    .filter(([, e]) =>
      /** @type {unknown[]} */ ([
        ...Object.values(orderActionEndpoints),
        ...Object.values(subOrderActionEndpoints),
      ]).includes(e),
    )
    .map(([name]) => name),
);
const listNames = new Set([
  'mainOrders',
  'subOrders',
  'orderItems',
  'orderComments',
  'orderFiles',
  'listUsers',
  'userAudit',
  'listRoles',
  'roleAudit',
  'listPermissions',
  'dealers',
  'dealerUsers',
  'dealerAudit',
]);

/** The contract's routes, the ones without parameters first (`/users/me` before `/users/:id`). */
const routes = Object.entries(endpoints)
  .map(([name, e]) => ({
    name,
    method: e.method,
    params: (e.path.match(/:/g) ?? []).length,
    pattern: new RegExp(`^/api${e.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.params - b.params);

/** @param {string} method @param {string} pathname */
function endpointOf(method, pathname) {
  const route = routes.find((r) => r.method === method && r.pattern.test(pathname));
  if (route) return route.name;
  if (method === 'GET' && /^\/api\/orders\/\d+\/files\/\d+$/.test(pathname)) return 'fileDownload';
  if (method === 'GET' && pathname.startsWith('/api/files/photos/')) return 'photo';
  return `${method} ${pathname.replace(/\d+/g, ':id')}`;
}

/** @param {string} name @param {string} method */
function kindOf(name, method) {
  if (actionEndpointNames.has(name)) return 'transition';
  if (name === 'addPhoto' || name === 'addFile') return 'upload';
  if (name === 'fileDownload' || name === 'photo') return 'download';
  if (name === 'login' || name === 'refreshToken') return 'sign-in';
  if (listNames.has(name)) return 'list';
  return method === 'GET' ? 'detail' : 'write';
}

/* ---------- numbers ---------- */

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);

/** @param {number[]} values @returns {Percentiles} */
function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return percentile(sorted, 50);
}

/** @typedef {ReturnType<typeof random>} Random */

const MB = 1024 * 1024;

/* ---------- the server's memory ---------- */

/** The resident set of a process, in bytes, from /proc (Linux). @param {number} pid */
export function readRss(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** @param {string} file */
function probeLines(file) {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * Asks the server's probe for one sample of its live heap (SIGUSR2: collect, then write) and waits
 * for the line. @param {number} pid @param {string} file
 * @returns {Promise<Omit<HeapSample, 't'>>}
 */
async function heapSample(pid, file) {
  const before = probeLines(file).length;
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lines = probeLines(file);
    if (lines.length > before) return JSON.parse(/** @type {string} */ (lines.at(-1)));
    if (Date.now() > deadline) throw new Error(`the memory probe of process ${pid} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/* ---------- the photos people upload ---------- */

/**
 * JPEGs like a phone's photo of a door opening, shrunk: 1600×1200, a gradient with noise so that
 * the encoder and the server's decoder do real work (about 0.3–0.5 MB each).
 */
async function makePhotos(count = 3) {
  const width = 1600;
  const height = 1200;
  const photos = [];
  for (let n = 0; n < count; n++) {
    const rng = random(100 + n);
    const pixels = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        const noise = rng.int(0, 24);
        pixels[i] = (x * 255) / width + noise;
        pixels[i + 1] = (y * 200) / height + noise;
        pixels[i + 2] = 90 + n * 40 + noise;
      }
    photos.push(
      await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 82 })
        .toBuffer(),
    );
  }
  return photos;
}

/* ---------- the people ---------- */

/**
 * @typedef {object} Person
 * @property {string} email
 * @property {ApiClient} api
 * @property {CurrentUser} me
 * @property {'organization' | 'dealer'} type
 * @property {(key: PermissionKey) => boolean} has
 */

/**
 * @typedef {object} Shared
 * @property {number[]} dealers Active dealers (the quote form's look-up).
 * @property {string[]} orderNumbers Numbers seen in lists, for searches.
 * @property {Array<{ orderId: number; fileId: number; dealerId: number | null }>} files Uploaded order photos.
 * @property {Buffer[]} photos
 */

/**
 * @typedef {object} StepContext
 * @property {Person} person
 * @property {ApiClient} api
 * @property {Random} rng
 * @property {Shared} shared
 * @property {string} origin The server's origin (photos are served outside the API).
 * @property {(url: string) => Promise<Response>} fetchTimed A plain GET through the timing fetch.
 */

/** @param {Shared} shared @param {string[]} numbers */
function rememberNumbers(shared, numbers) {
  for (const n of numbers) {
    if (shared.orderNumbers.length >= 500) shared.orderNumbers.splice(0, 100);
    shared.orderNumbers.push(n);
  }
}

/** @param {StepContext} ctx */
function searchTerm({ rng, shared }) {
  if (shared.orderNumbers.length === 0 || rng.chance(0.2)) return String(rng.int(100, 999));
  const number = rng.pick(shared.orderNumbers).split('-')[0] ?? '000';
  const length = rng.int(3, Math.min(6, number.length));
  const start = rng.int(0, number.length - length);
  return number.slice(start, start + length);
}

/** @param {Random} rng */
function requestedDate(rng) {
  return daysAfter(new Date(), rng.int(7, 90));
}

const doors = [
  'Oak entrance door',
  'Steel security door',
  'Composite front door',
  'Fire-rated door FD30',
  'Interior oak veneer door',
  'Double French doors',
];
const sizes = ['800×2000', '900×2100', '1000×2100', '1200×2100'];

/** @param {Random} rng */
const pageSize = (rng) => rng.pick([5, 5, 5, 10, 10, 25, ...listPageSizes.slice(3)]);

/** @param {Buffer} photo */
const photoBlob = (photo) => new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });

/** Opens one main order as its page does: details, sometimes its items, comments, files. @param {StepContext} ctx @param {number} id */
async function openOrder(ctx, id) {
  const { api, rng, shared } = ctx;
  const details = await api.orderDetails({ params: { id } });
  if (rng.chance(0.3)) await api.orderItems({ params: { orderId: id } });
  if (rng.chance(0.2)) await api.orderComments({ params: { id } });
  if (rng.chance(0.2)) {
    const files = await api.orderFiles({ params: { id } });
    for (const file of files.data.slice(0, 3))
      if (!shared.files.some((f) => f.fileId === file.id))
        shared.files.push({ orderId: id, fileId: file.id, dealerId: details.data.dealer?.id ?? null });
  }
  return details.data;
}

/** A list of the sales screens with the filters people use, then often one of its records. @param {StepContext} ctx */
async function browseOrders(ctx) {
  const { api, rng, shared, person } = ctx;
  const list = rng.pick(Object.values(salesLists));
  /** @type {import('@doorline/api-client').ListQuery} */
  const query = { limit: pageSize(rng) };
  if ('stage' in list) query.stage = list.stage;
  if (rng.chance(0.4)) query.status = rng.pick(list.statuses);
  if (rng.chance(0.2)) query.search = searchTerm(ctx);
  if (person.type === 'organization' && shared.dealers.length > 0 && rng.chance(0.15))
    query.dealerId = rng.pick(shared.dealers);
  if (rng.chance(0.15)) query.page = 2;
  let id = null;
  if (list.kind === 'main') {
    const answer = await api.mainOrders({ query });
    rememberNumbers(
      shared,
      answer.data.map((r) => r.orderNumber),
    );
    if (answer.data.length > 0) id = rng.pick(answer.data).id;
  } else {
    const answer = await api.subOrders({ query });
    rememberNumbers(
      shared,
      answer.data.map((r) => r.orderNumber),
    );
    if (answer.data.length > 0) id = rng.pick(answer.data).mainOrder.id;
  }
  if (id !== null && rng.chance(0.6)) await openOrder(ctx, id);
}

/** A new quote: created, sometimes described, one to three items, sometimes a photo, usually submitted. @param {StepContext} ctx */
async function createQuote(ctx) {
  const { api, rng, shared, person } = ctx;
  /** @type {import('@doorline/api-client').CreateOrderBody} */
  const body = { requestedDate: requestedDate(rng) };
  if (person.type === 'organization' && shared.dealers.length > 0) body.dealerId = rng.pick(shared.dealers);
  const created = await api.createOrder({ body });
  const id = created.data.id;
  rememberNumbers(shared, [created.data.orderNumber]);
  if (rng.chance(0.5))
    await api.updateOrder({
      params: { id },
      body: {
        referenceNumber: `PO-${rng.int(10000, 99999)}`,
        note: rng.chance(0.5) ? 'Call before delivery.' : null,
        customerContact: {
          name: `Customer ${rng.int(1, 9999)}`,
          email: `customer${rng.int(1, 9999)}@example.test`,
        },
      },
    });
  for (let n = rng.int(1, 3); n > 0; n--)
    await api.createItem({
      body: {
        orderId: id,
        description: `${rng.pick(doors)} ${rng.pick(sizes)}`,
        price: rng.int(200, 3500),
      },
    });
  if (rng.chance(0.3)) {
    const file = await api.addFile({
      params: { id },
      file: photoBlob(rng.pick(shared.photos)),
      fileName: 'opening.jpg',
    });
    shared.files.push({ orderId: id, fileId: file.data.id, dealerId: created.data.dealer?.id ?? null });
  }
  if (rng.chance(0.85)) await api.submitOrder({ params: { id } });
}

/** A rejected quote of one's own gets another item and goes back. @param {StepContext} ctx */
async function resubmitQuote(ctx) {
  const { api, rng } = ctx;
  const answer = await api.mainOrders({ query: { stage: 'quote', status: 'rejected', limit: 10 } });
  if (answer.data.length === 0) return;
  const row = rng.pick(answer.data);
  await openOrder(ctx, row.id);
  await api.createItem({
    body: {
      orderId: row.id,
      description: `${rng.pick(doors)} (revised)`,
      price: rng.int(200, 3500),
    },
  });
  await api.submitOrder({ params: { id: row.id } });
}

/**
 * The submitted quotes: one to five of the page, each opened, then approved (sometimes rejected):
 * a few staff review what every dealer submits. @param {StepContext} ctx
 */
async function reviewQuotes(ctx) {
  const { api, rng } = ctx;
  const answer = await api.mainOrders({ query: { stage: 'quote', status: 'submitted', limit: 10 } });
  for (const row of answer.data.slice(0, rng.int(1, 5))) {
    await openOrder(ctx, row.id);
    await api.call(orderActionEndpoints[rng.chance(0.85) ? 'approve' : 'reject'], { params: { id: row.id } });
  }
}

/** The approved pre-orders: open one, confirm it (sometimes cancel). @param {StepContext} ctx */
async function confirmPreorders(ctx) {
  const { api, rng } = ctx;
  const answer = await api.mainOrders({ query: { stage: 'preorder', status: 'approved', limit: 10 } });
  if (answer.data.length === 0) return;
  const row = rng.pick(answer.data);
  await openOrder(ctx, row.id);
  await api.call(orderActionEndpoints[rng.chance(0.9) ? 'confirm' : 'cancel'], { params: { id: row.id } });
}

/** @type {Array<[SubOrderAction | 'unhold', number]>} */
const subOrderWork = [
  ['start-production', 4],
  ['complete', 4],
  ['warehouse', 4],
  ['deliver', 3],
  ['hold', 1],
  ['unhold', 1],
];

/**
 * Production and warehouse: a list of sub-orders in a status an action takes, then that action on
 * a few of one order's sub-orders (unhold: on one). @param {StepContext} ctx
 */
async function workSubOrders(ctx) {
  const { api, rng, person } = ctx;
  const allowed = subOrderWork.filter(([action]) => mayTakeAction(action, person));
  if (allowed.length === 0) return;
  const total = allowed.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng.next() * total;
  const [action] = /** @type {[SubOrderAction | 'unhold', number]} */ (
    allowed.find(([, w]) => (roll -= w) < 0) ?? allowed[0]
  );
  const rule = subRules[action];
  if (!rule) return;
  /** @type {OrderStatus} */
  const from = action === 'hold' ? rng.pick(['not_started', 'production']) : rng.pick(rule.from);
  const answer = await api.subOrders({ query: { stage: stageOf[from], status: from, limit: 25 } });
  if (answer.data.length === 0) return;
  const row = rng.pick(answer.data);
  if (action === 'unhold') {
    await api.unholdOrder({ params: { id: row.id }, query: { isSubOrder: true } });
    return;
  }
  const ids = answer.data
    .filter((r) => r.mainOrder.id === row.mainOrder.id)
    .slice(0, rng.int(1, 5))
    .map((r) => r.id);
  await api.call(subOrderActionEndpoints[action], { params: { id: row.mainOrder.id }, body: { ids } });
}

/** @param {StepContext} ctx */
async function comment(ctx) {
  const { api, rng } = ctx;
  const answer = await api.mainOrders({
    query: { stage: rng.pick(['quote', 'preorder', 'order']), limit: 5 },
  });
  if (answer.data.length === 0) return;
  const row = rng.pick(answer.data);
  await api.orderComments({ params: { id: row.id } });
  await api.addComment({
    params: { id: row.id },
    body: { body: `Checked with the customer (${rng.int(1, 999)}).` },
  });
}

/** @param {StepContext} ctx */
async function downloadFile(ctx) {
  const { api, rng, shared, person } = ctx;
  const mine = shared.files.filter(
    (f) => person.type === 'organization' || f.dealerId === person.me.dealerId,
  );
  if (mine.length === 0) return;
  const file = rng.pick(mine);
  await api.download(fileDownloadPath(file.orderId, file.fileId));
}

/**
 * A new profile photo, then the app shows it. The first virtual user of an account only: the server
 * deletes the photo a new one replaces, so a second tab showing the old one would get a 404.
 * @param {StepContext} ctx
 */
async function profilePhoto(ctx) {
  const { api, rng, shared } = ctx;
  const answer = await api.addPhoto({ file: photoBlob(rng.pick(shared.photos)), fileName: 'me.jpg' });
  if (answer.data.image) {
    // Counted by the timing fetch like every answer.
    await ctx.fetchTimed(new URL(answer.data.image, ctx.origin).href);
  }
}

/** The users list with its filters and searches, sometimes a user's page and audit trail. @param {StepContext} ctx */
async function browseUsers(ctx) {
  const { api, rng, person, shared } = ctx;
  /** @type {import('@doorline/api-client').UsersQuery} */
  const query = { limit: pageSize(rng) };
  if (person.type === 'organization' && rng.chance(0.3)) query.type = rng.pick(['organization', 'dealer']);
  if (rng.chance(0.2)) query.status = rng.pick(['active', 'invited', 'pending_approval']);
  if (rng.chance(0.25)) query.search = rng.pick(['a', 'ol', 'dealer', '@doorline', 'sales', 'Marc']);
  if (person.type === 'organization' && shared.dealers.length > 0 && rng.chance(0.15))
    query.dealerId = rng.pick(shared.dealers);
  const answer = await api.listUsers({ query });
  if (answer.data.length === 0) return;
  const user = rng.pick(answer.data);
  if (rng.chance(0.4)) await api.getUser({ params: { id: user.id } });
  if (person.type === 'organization' && rng.chance(0.1)) await api.userAudit({ params: { id: user.id } });
}

/** @param {StepContext} ctx */
async function browseRoles(ctx) {
  const { api, rng } = ctx;
  const answer = await api.listRoles({ query: { limit: 25 } });
  if (answer.data.length === 0) return;
  const role = rng.pick(answer.data);
  if (rng.chance(0.4)) await api.getRole({ params: { id: role.id } });
  if (rng.chance(0.2)) await api.listPermissions();
  if (rng.chance(0.1)) await api.roleAudit({ params: { id: role.id } });
}

/** The dealers list, a dealer's page with its counts, its users, its audit; a dealer user: the own. @param {StepContext} ctx */
async function browseDealers(ctx) {
  const { api, rng, person } = ctx;
  if (person.type === 'dealer') {
    await api.dealer({ params: { id: /** @type {number} */ (person.me.dealerId) } });
    if (rng.chance(0.3)) await api.dealers({ query: { status: 'active', limit: 20 } });
    return;
  }
  /** @type {import('@doorline/api-client').DealersQuery} */
  const query = { limit: pageSize(rng) };
  if (rng.chance(0.3)) query.status = rng.pick(['active', 'inactive', 'blocked']);
  if (rng.chance(0.25)) query.search = rng.pick(['Doo', 'north', 'Windows', '.test', 'mill']);
  const answer = await api.dealers({ query });
  if (answer.data.length === 0) return;
  const dealer = rng.pick(answer.data);
  if (rng.chance(0.5)) await api.dealer({ params: { id: dealer.id } });
  if (rng.chance(0.15)) await api.dealerUsers({ params: { id: dealer.id } });
  if (rng.chance(0.1)) await api.dealerAudit({ params: { id: dealer.id } });
}

/** @param {StepContext} ctx */
async function me(ctx) {
  await ctx.api.getMe();
}

/**
 * The steps and their weights; each person runs those its permissions allow (`lead`: only the first
 * virtual user of each account).
 * @type {Array<{ name: string; weight: number; lead?: boolean; may: (p: Person) => boolean; run: (ctx: StepContext) => Promise<void> }>}
 */
export const steps = [
  { name: 'browse orders', weight: 40, may: (p) => p.has('orders.read'), run: browseOrders },
  { name: 'create quote', weight: 5, may: (p) => p.has('orders.write'), run: createQuote },
  { name: 'resubmit quote', weight: 2, may: (p) => p.has('orders.write'), run: resubmitQuote },
  { name: 'review quotes', weight: 10, may: (p) => mayTakeAction('approve', p), run: reviewQuotes },
  { name: 'confirm pre-orders', weight: 6, may: (p) => mayTakeAction('confirm', p), run: confirmPreorders },
  {
    name: 'production and warehouse',
    weight: 20,
    may: (p) => subOrderWork.some(([action]) => mayTakeAction(action, p)),
    run: workSubOrders,
  },
  { name: 'comment', weight: 3, may: (p) => p.has('orders.read'), run: comment },
  { name: 'download a photo', weight: 2, may: (p) => p.has('orders.read'), run: downloadFile },
  { name: 'users', weight: 8, may: (p) => mayAccess(administrationAccess.readUsers, p), run: browseUsers },
  { name: 'roles', weight: 3, may: (p) => mayAccess(administrationAccess.readRoles, p), run: browseRoles },
  { name: 'dealers', weight: 6, may: (p) => mayAccess(dealerAccess.readDealer, p), run: browseDealers },
  { name: 'profile photo', weight: 3, lead: true, may: () => true, run: profilePhoto },
  { name: 'who am I', weight: 3, may: () => true, run: me },
];

/* ---------- the run ---------- */

/**
 * Signs every account in, runs the traffic for `durationMs`, samples the server's memory, and
 * returns the figures. Throws only when the setup fails (a sign-in, the probe); every failure of
 * the traffic itself is counted in the result.
 * @param {SoakOptions} options
 * @returns {Promise<SoakResult>}
 */
export async function runSoak(options) {
  const log = options.log ?? (() => {});
  const workersPerAccount = options.workersPerAccount ?? 2;
  const thinkMs = options.thinkMs ?? 150;
  const heapEveryMs = options.heapEveryMs ?? 5000;
  const seed = options.seed ?? 13;
  const baseUrl = `${options.url}/api`;

  /** @type {Record<string, EndpointStats>} */
  const stats = {};
  /** @type {SoakResult['serverErrors']} */
  const serverErrors = [];
  /** @type {SoakResult['unexpected']} */
  const unexpected = [];
  /** @type {string[]} */
  const failures = [];
  /** @type {Record<string, number>} */
  const stepCounts = {};
  let measuring = false;
  let conflicts = 0;

  /** Times one exchange, its body included, and files it under its endpoint. @type {typeof fetch} */
  const timedFetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const name = endpointOf(method, url.pathname);
    const row = (stats[name] ??= {
      kind: kindOf(name, method),
      count: 0,
      warmup: 0,
      statuses: {},
      latencies: [],
    });
    const measured = measuring;
    const started = performance.now();
    const response = await fetch(input, init);
    const body = await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (measured) {
      row.count++;
      row.latencies.push(elapsed);
      row.statuses[response.status] = (row.statuses[response.status] ?? 0) + 1;
    } else row.warmup++;
    if (response.status >= 500 || (response.status >= 400 && response.status !== 409)) {
      const entry = {
        endpoint: `${method} ${url.pathname}${url.search}`,
        status: response.status,
        message: new TextDecoder().decode(body).slice(0, 300),
      };
      (response.status >= 500 ? serverErrors : unexpected).push(entry);
    }
    if (response.status === 409) conflicts++;
    const empty = [101, 204, 205, 304].includes(response.status);
    return new Response(empty ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };

  log(`generating photos`);
  /** @type {Shared} */
  const shared = { dealers: [], orderNumbers: [], files: [], photos: await makePhotos() };

  // Sign in, once per account.
  /** @type {Person[]} */
  const people = [];
  for (const account of options.accounts) {
    const tokens = memoryTokenStore();
    const api = createApiClient({ baseUrl, tokens, fetch: timedFetch });
    const answer = await api.login({ body: { email: account.email, password: account.password } });
    if (!('token' in answer.data)) throw new Error(`${account.email} asks for a second factor`);
    tokens.setTokens({ accessToken: answer.data.token, refreshToken: answer.data.refreshToken });
    const me = (await api.getMe()).data;
    const keys = new Set(me.role?.permissions.map((p) => p.key) ?? []);
    people.push({
      email: account.email,
      api,
      me,
      type: me.type,
      has: (key) => keys.has(key),
    });
  }
  const lookup = people.find((p) => p.type === 'organization' && mayAccess(dealerAccess.listDealers, p));
  if (lookup)
    shared.dealers = (await lookup.api.dealers({ query: { status: 'active', limit: 20 } })).data.map(
      (d) => d.id,
    );
  log(`signed in: ${people.map((p) => `${p.email} (${p.me.role?.name ?? 'no role'})`).join(', ')}`);

  // Memory before the traffic.
  const started = Date.now();
  /** @type {RssSample[]} */
  const rssSamples = [{ t: 0, rss: readRss(options.pid) }];
  /** @type {HeapSample[]} */
  const heapSamples = [{ t: 0, ...(await heapSample(options.pid, options.memoryFile)) }];
  const startRss = /** @type {number} */ (rssSamples[0]?.rss);
  const startHeap = /** @type {number} */ (heapSamples[0]?.heapUsed);

  const t0 = performance.now();
  const deadline = t0 + options.durationMs;
  const elapsed = () => performance.now() - t0;
  let measureStart = t0 + options.warmupMs;

  // The sampler: RSS every second, the live heap every heapEveryMs, progress every 30 s.
  let sampling = true;
  const sampler = (async () => {
    let nextHeap = heapEveryMs;
    let nextLog = 30_000;
    while (sampling) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (!sampling) break;
      const t = elapsed();
      try {
        rssSamples.push({ t, rss: readRss(options.pid) });
        if (t >= nextHeap) {
          nextHeap += heapEveryMs;
          heapSamples.push({ t, ...(await heapSample(options.pid, options.memoryFile)) });
        }
      } catch (error) {
        failures.push(`memory sample: ${/** @type {Error} */ (error).message}`);
      }
      if (t >= nextLog) {
        nextLog += 30_000;
        const requests = Object.values(stats).reduce((sum, s) => sum + s.count + s.warmup, 0);
        const rss = (rssSamples.at(-1)?.rss ?? NaN) / MB;
        const heap = (heapSamples.at(-1)?.heapUsed ?? NaN) / MB;
        log(
          `${Math.round(t / 1000)} s: ${requests} requests, ${serverErrors.length} 5xx, RSS ${rss.toFixed(0)} MB, heap ${heap.toFixed(1)} MB`,
        );
      }
    }
  })();
  const warmupTimer = setTimeout(() => {
    measuring = true;
    measureStart = performance.now();
  }, options.warmupMs);

  /** @param {Person} person @param {number} n */
  async function worker(person, n) {
    const rng = random(seed * 1000 + n);
    const mine = steps.filter((s) => s.may(person) && (!s.lead || n % workersPerAccount === 0));
    const total = mine.reduce((sum, s) => sum + s.weight, 0);
    /** @type {StepContext} */
    const ctx = {
      person,
      api: person.api,
      rng,
      shared,
      origin: options.url,
      fetchTimed: (url) => timedFetch(url),
    };
    while (performance.now() < deadline) {
      let roll = rng.next() * total;
      const step = mine.find((s) => (roll -= s.weight) < 0) ?? mine[0];
      if (!step) return;
      stepCounts[step.name] = (stepCounts[step.name] ?? 0) + 1;
      try {
        await step.run(ctx);
      } catch (error) {
        // HTTP answers are counted by the fetch; anything else is a failure of its own.
        if (!(error instanceof HttpError))
          failures.push(`${person.email} ${step.name}: ${/** @type {Error} */ (error).stack ?? error}`);
      }
      await new Promise((resolve) => setTimeout(resolve, rng.int(0, thinkMs)));
    }
  }
  await Promise.all(
    people.flatMap((person, i) =>
      Array.from({ length: workersPerAccount }, (_, k) => worker(person, i * workersPerAccount + k)),
    ),
  );
  const measuredMs = performance.now() - measureStart;
  clearTimeout(warmupTimer);
  sampling = false;
  await sampler;
  const end = elapsed();
  rssSamples.push({ t: end, rss: readRss(options.pid) });
  heapSamples.push({ t: end, ...(await heapSample(options.pid, options.memoryFile)) });

  // The figures.
  const firstFrom = options.warmupMs;
  const firstTo = options.warmupMs + options.windowMs;
  const lastFrom = options.durationMs - options.windowMs;
  /** @param {Array<{ t: number }>} samples @param {(s: any) => number} value @param {number} from @param {number} to */
  const windowMedian = (samples, value, from, to) =>
    median(samples.filter((s) => s.t >= from && s.t <= to).map(value));
  /** @param {Array<{ t: number }>} samples @param {(s: any) => number} value @param {number} start @returns {MemoryFigures} */
  const figures = (samples, value, start) => {
    const firstWindow = windowMedian(samples, value, firstFrom, firstTo);
    const lastWindow = windowMedian(samples, value, lastFrom, options.durationMs);
    return {
      start,
      peak: Math.max(...samples.map(value)),
      end: value(samples.at(-1)),
      firstWindow,
      lastWindow,
      growth: lastWindow - firstWindow,
    };
  };

  /** @type {Record<string, number[]>} */
  const byKind = {};
  for (const row of Object.values(stats)) if (row.count > 0) (byKind[row.kind] ??= []).push(...row.latencies);
  const all = Object.values(stats).flatMap((s) => s.latencies);
  const measuredSeconds = measuredMs / 1000;
  return {
    startedAt: new Date(started).toISOString(),
    durationMs: options.durationMs,
    warmupMs: options.warmupMs,
    windowMs: options.windowMs,
    workers: people.length * workersPerAccount,
    thinkMs,
    endpoints: stats,
    kinds: Object.fromEntries(Object.entries(byKind).map(([kind, values]) => [kind, percentiles(values)])),
    overall: percentiles(all),
    measuredSeconds,
    throughput: all.length / measuredSeconds,
    steps: stepCounts,
    conflicts,
    serverErrors,
    unexpected,
    failures,
    memory: {
      rss: figures(rssSamples, (s) => s.rss, startRss),
      heap: figures(heapSamples, (s) => s.heapUsed, startHeap),
      rssSamples,
      heapSamples,
    },
  };
}

/**
 * The bounds a run must keep: no 5xx, no other unexpected answer, no failure, no warning printed by
 * the server (a deprecation, a `MaxListenersExceededWarning` of a listener leak), and memory growth
 * between the first and the last window after the warm-up within the given megabytes. Returns what
 * was broken, empty when all held.
 * @param {SoakResult} result
 * @param {{ rssGrowthMb: number; heapGrowthMb: number }} bounds
 * @param {string} serverOutput What the server printed.
 */
export function brokenBounds(result, bounds, serverOutput) {
  const broken = [];
  const warnings = serverOutput.split('\n').filter((line) => /Warning\b/.test(line));
  if (warnings.length > 0)
    broken.push(`the server printed ${warnings.length} warnings: ${warnings.slice(0, 3).join('\n')}`);
  if (result.serverErrors.length > 0)
    broken.push(
      `${result.serverErrors.length} answers 5xx: ${JSON.stringify(result.serverErrors.slice(0, 5))}`,
    );
  if (result.unexpected.length > 0)
    broken.push(
      `${result.unexpected.length} unexpected 4xx: ${JSON.stringify(result.unexpected.slice(0, 5))}`,
    );
  if (result.failures.length > 0)
    broken.push(`${result.failures.length} failures: ${result.failures.slice(0, 5).join('\n')}`);
  const { rss, heap } = result.memory;
  if (!(rss.growth <= bounds.rssGrowthMb * MB))
    broken.push(`RSS grew ${(rss.growth / MB).toFixed(1)} MB (bound ${bounds.rssGrowthMb} MB)`);
  if (!(heap.growth <= bounds.heapGrowthMb * MB))
    broken.push(`live heap grew ${(heap.growth / MB).toFixed(1)} MB (bound ${bounds.heapGrowthMb} MB)`);
  return broken;
}

/** A few lines for the console and a failing test's message. @param {SoakResult} result */
export function summary(result) {
  const ms = (/** @type {number} */ n) => `${n.toFixed(1)} ms`;
  const mb = (/** @type {number} */ n) => `${(n / MB).toFixed(1)} MB`;
  const { rss, heap } = result.memory;
  return [
    `${result.overall.count} requests in ${result.measuredSeconds.toFixed(0)} s after a ${result.warmupMs / 1000} s warm-up (${result.throughput.toFixed(0)} req/s, ${result.workers} virtual users): p50 ${ms(result.overall.p50)}, p95 ${ms(result.overall.p95)}, p99 ${ms(result.overall.p99)}`,
    ...Object.entries(result.kinds).map(
      ([kind, p]) => `  ${kind}: ${p.count}, p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, p99 ${ms(p.p99)}`,
    ),
    `5xx: ${result.serverErrors.length}; 409: ${result.conflicts}; other non-2xx: ${result.unexpected.length}; failures: ${result.failures.length}`,
    `RSS start ${mb(rss.start)}, peak ${mb(rss.peak)}, end ${mb(rss.end)}; first window ${mb(rss.firstWindow)}, last ${mb(rss.lastWindow)}, growth ${mb(rss.growth)}`,
    `live heap start ${mb(heap.start)}, peak ${mb(heap.peak)}, end ${mb(heap.end)}; first window ${mb(heap.firstWindow)}, last ${mb(heap.lastWindow)}, growth ${mb(heap.growth)}`,
  ].join('\n');
}

/**
 * The environment that loads `memory-probe.mjs` into a server process (with `gc` exposed), writing
 * to `file`. @param {string} file
 */
export function memoryProbeEnv(file) {
  const probe = new URL('./memory-probe.mjs', import.meta.url).href;
  return { NODE_OPTIONS: `--expose-gc --import ${probe}`, DOORLINE_MEMORY_FILE: file };
}
