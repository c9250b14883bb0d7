// The real server for the benchmark, started by run.mjs as a child process (so that autocannon does
// not share its event loop). It records the SQL one request runs, on the parent's asking, so that
// run.mjs can replay exactly that SQL straight through `pg`.
//
// BENCH_WORKERS > 1 (run.mjs --workers): that many server processes share the port (node:cluster), as
// the server is deployed with one process per core; this process then only relays run.mjs's messages
// to every worker and merges their answers.
import cluster from 'node:cluster';
import pg from 'pg';
import { loadConfig, startServer } from '@doorline/api-server';

// `--what-if-counts` (run.mjs): the list counts without a search read the trigger-kept table of
// migration 0003_order_counts instead of counting the orders, as BENCHMARKS.md proposes. The rewrite
// aliases that table as "orders", so the server's own conditions apply unchanged.
const whatIfCounts = process.env.BENCH_WHAT_IF_COUNTS === '1';
const COUNT = 'select count(*)::int from "orders" where ';
function rewrite(text) {
  if (!whatIfCounts || !text.startsWith(COUNT) || /ilike/i.test(text)) return text;
  return text
    .replace(COUNT, 'select coalesce(sum("orders"."n"), 0)::int from "order_counts" "orders" where ')
    .replaceAll('"orders"."main_order_id" is null', '"orders"."main"')
    .replaceAll('"orders"."main_order_id" is not null', 'not "orders"."main"');
}

let captured = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, ...rest) {
  if (typeof config === 'string') config = rewrite(config);
  else if (config && typeof config.text === 'string') config = { ...config, text: rewrite(config.text) };
  // The outbox worker polls on its own timer: not part of any request.
  const text = typeof config === 'string' ? config : config?.text;
  if (captured && typeof text === 'string' && !/^\s*(update|select)[^;]*"outbox"/i.test(text)) {
    if (typeof config === 'string') {
      captured.push({ text: config, values: Array.isArray(values) ? values : undefined });
    } else if (config && typeof config.text === 'string') {
      captured.push({
        text: config.text,
        values: config.values ?? (Array.isArray(values) ? values : undefined),
        rowMode: config.rowMode,
        // A named prepared statement (the token check): replayed under its name, so that the SQL side
        // too skips parsing and planning it.
        name: config.name,
      });
    }
  }
  return query.call(this, config, values, ...rest);
};

async function serve() {
  const server = await startServer(
    loadConfig({
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL: '86400',
      // The load comes from 127.0.0.1: no per-address limit on sign-in (docs/identity.md).
      AUTH_RATE_LIMIT: '0',
      JWT_SECRET: 'bench-'.repeat(8),
      // concurrent-exports.mjs: the bound of issue 39, or 1000 to measure without it.
      ...(process.env.EXPORT_CONCURRENCY ? { EXPORT_CONCURRENCY: process.env.EXPORT_CONCURRENCY } : {}),
    }),
  );

  process.on('message', (message) => {
    if (message.type === 'capture-start') {
      captured = [];
      process.send({ type: 'capture-started' });
    } else if (message.type === 'capture-stop') {
      process.send({ type: 'captured', queries: captured ?? [] });
      captured = null;
    } else if (message.type === 'close') {
      void server.close().then(() => process.exit(0));
    }
  });
  process.send({ type: 'ready', url: server.url });
}

/** Starts the workers and relays: a message to all of them, the answer once each has given it. */
async function relay(count) {
  const workers = Array.from({ length: count }, () => cluster.fork());
  const answer = (worker, type) =>
    new Promise((resolve) => {
      const onMessage = (message) => {
        if (message.type !== type) return;
        worker.off('message', onMessage);
        resolve(message);
      };
      worker.on('message', onMessage);
    });
  const all = (type) => Promise.all(workers.map((worker) => answer(worker, type)));
  const ready = await all('ready');
  if (new Set(ready.map((m) => m.url)).size !== 1) throw new Error('the workers listen on different ports');
  process.on('message', async (message) => {
    const reply = { 'capture-start': 'capture-started', 'capture-stop': 'captured' }[message.type];
    const answers = reply ? all(reply) : null;
    for (const w of workers) w.send(message);
    if (message.type === 'close') {
      await Promise.all(workers.map((w) => new Promise((resolve) => w.once('exit', resolve))));
      process.exit(0);
    }
    // Whichever worker took the request recorded its statements; the others none.
    if (answers) process.send({ type: reply, queries: (await answers).flatMap((m) => m.queries ?? []) });
  });
  process.send({ type: 'ready', url: ready[0].url });
}

const workerCount = Number(process.env.BENCH_WORKERS ?? '1');
if (workerCount > 1 && cluster.isPrimary) await relay(workerCount);
else await serve();
