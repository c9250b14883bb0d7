#!/usr/bin/env node
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DatabaseInUse } from './db/pglite-lock.js';
import { DEMO_PASSWORD, demoEmails } from './db/seed.js';
import { isLoopback } from './http/metrics.js';
import { startServer } from './server.js';

/** Where the server listens, in words (issue 39): demo mode on this machine only unless HOST opens it. */
function listeningLine(config: Config, port: number): string {
  if (config.host === '0.0.0.0' || config.host === '::')
    return `Listening on every address of this machine, port ${port} (HOST=${config.host}).`;
  if (isLoopback(config.host))
    return config.demoData && !process.env.HOST?.trim()
      ? `Listening on ${config.host}:${port}, this machine only (demo mode); HOST=0.0.0.0 opens it to the network.`
      : `Listening on ${config.host}:${port}, this machine only (HOST).`;
  return `Listening on ${config.host}:${port} (HOST).`;
}

async function main() {
  const config = loadConfig(process.env);
  const server = await startServer(config);
  const lines = [
    `Doorline CRM is running at ${server.url}  (API: ${server.url}/api)`,
    listeningLine(config, (server.app.server.address() as AddressInfo).port),
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.pgliteDir}`}`,
  ];
  const { fromFolder, fromDatabase } = server.seed.moved;
  lines.push(
    `Uploads: ${config.storage.kind === 's3' ? `S3 bucket ${config.storage.bucket}` : 'in the database'}`,
  );
  if (fromFolder > 0)
    lines.push(`Moved ${fromFolder} uploaded files from ${config.dataDir}/uploads into the store.`);
  if (fromDatabase > 0) lines.push(`Moved ${fromDatabase} uploaded files from the database into the bucket.`);
  if (server.seed.admin) {
    lines.push(`Created the administrator ${server.seed.admin.email}.`);
    if (server.seed.admin.generatedPassword) {
      lines.push(`Its one-time password (shown only now): ${server.seed.admin.generatedPassword}`);
    }
  }
  if (config.demoData) {
    lines.push(`Demo mode. Sign in with password "${DEMO_PASSWORD}" as one of:`);
    for (const email of demoEmails) lines.push(`  ${email}`);
  }
  process.stdout.write(lines.join('\n') + '\n');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.problems.map((problem) => `Configuration error: ${problem}`).join('\n')
      : error instanceof DatabaseInUse
        ? error.message
        : error;
  console.error(message);
  process.exit(1);
});
