#!/usr/bin/env node
// The cost of the per-address limit per request (issue 29; docs/identity.md "Per-address limit"):
// a server of the given checkout built in this process (its TypeScript, through tsx), requests sent
// in-process (`app.inject`) to a limited endpoint that answers at once (`POST /api/refresh-token`
// with an empty body: 400), with the limit off (`AUTH_RATE_LIMIT=0`) and on (a limit no request
// reaches), one after another and ten at a time. The difference is what the limit costs a request.
//
//   cd api-server && node --conditions=@doorline/source --import tsx ../bench/rate-limit.mjs [checkout]
//       [--requests 3000] [--database-url postgres://postgres@127.0.0.1:5432/test]
//
// Without --database-url, an in-memory PGlite; with it, a scratch database beside it, dropped after.
// `checkout` (default: this one) lets the same script measure another checkout, e.g. the commit before.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { IN_PROCESS_SERVER_ENV } from './helpers.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { requests: { type: 'string', default: '3000' }, 'database-url': { type: 'string' } },
});
const root = path.resolve(positionals[0] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const requests = Number(values.requests);
const adminUrl = values['database-url'];

const { loadConfig } = await import(path.join(root, 'api-server/src/config.ts'));
const { openDatabase } = await import(path.join(root, 'api-server/src/db/index.ts'));
const { startServer } = await import(path.join(root, 'api-server/src/server.ts'));

async function onAdmin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function measure(limit) {
  let databaseUrl = null;
  const name = `doorline_rl_${randomBytes(4).toString('hex')}`;
  if (adminUrl) {
    await onAdmin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const config = {
    ...loadConfig({
      ...IN_PROCESS_SERVER_ENV,
      APP_DIR: '/nonexistent-doorline-app',
      AUTH_RATE_LIMIT: String(limit),
    }),
    databaseUrl,
    pgliteDir: null,
  };
  const server = await startServer(config, { database: await openDatabase(config) });
  const send = () =>
    server.app.inject({ method: 'POST', url: '/api/refresh-token', payload: {}, remoteAddress: '10.1.2.3' });
  try {
    for (let i = 0; i < 300; i++) await send(); // warm-up
    let started = performance.now();
    for (let i = 0; i < requests; i++) await send();
    const sequential = ((performance.now() - started) * 1000) / requests;
    started = performance.now();
    for (let i = 0; i < requests; i += 10) await Promise.all(Array.from({ length: 10 }, send));
    const tenAtATime = ((performance.now() - started) * 1000) / requests;
    const status = (await send()).statusCode;
    return { sequential, tenAtATime, status };
  } finally {
    await server.close();
    if (adminUrl) await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

const off = await measure(0);
const on = await measure(1_000_000);
const us = (n) => `${n.toFixed(0)} µs`;
console.log(`${root} on ${adminUrl ? 'PostgreSQL' : 'PGlite'}, ${requests} requests (answer ${on.status}):`);
console.log(
  `  one after another: off ${us(off.sequential)}, on ${us(on.sequential)} per request (+${us(on.sequential - off.sequential)})`,
);
console.log(
  `  ten at a time:     off ${us(off.tenAtATime)}, on ${us(on.tenAtATime)} per request (+${us(on.tenAtATime - off.tenAtATime)})`,
);
