// The real server for the benchmark, started by run.mjs as a child process (so that autocannon does
// not share its event loop). It records the SQL one request runs, on the parent's asking, so that
// run.mjs can replay exactly that SQL straight through `pg`.
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
      });
    }
  }
  return query.call(this, config, values, ...rest);
};

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
