#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { EMAIL_PATTERN } from '@doorline/api-client';
import { loadConfig, settingsDoc } from './config.js';
import { backup, BackupError, restore, type BackupSettings } from './db/backup.js';
import { openDatabase } from './db/index.js';
import { createAdministrator } from './db/seed.js';
import { generatePassword } from './domain/identity/passwords.js';
import { prepareDatabase } from './server.js';

const usage = `Usage:
  node api-server/dist/cli.js create-admin --email <email> [--name <name>]
      Creates an active organization Administrator on the configured database (DATABASE_URL or
      the embedded one in DATA_DIR) and prints a generated one-time password, or uses ADMIN_PASSWORD.
  node api-server/dist/cli.js backup <file>
      Writes one archive of the configured database (pg_dump, or the embedded database's own dump),
      the uploaded files (in the dump, or copied from S3_BUCKET) and the JWT secret. Refused while a
      server holds the embedded database: stop it first (PostgreSQL is backed up while it runs).
  node api-server/dist/cli.js restore <file>
      Restores such an archive into an empty database of the same kind and an empty DATA_DIR; refuses
      a database that holds anything.
  node api-server/dist/cli.js settings
      Lists the environment variables with their defaults.`;

/** Where the data lives, read without generating a JWT secret into DATA_DIR as the server would. */
function backupSettings(): BackupSettings {
  const jwtSecretFromEnv = process.env.JWT_SECRET?.trim() || null;
  const config = loadConfig({ ...process.env, JWT_SECRET: jwtSecretFromEnv ?? 'unused-by-backup'.repeat(2) });
  return {
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir ?? `${config.dataDir}/db`,
    dataDir: config.dataDir,
    jwtSecretFromEnv,
    storage: config.storage,
  };
}

function fileArgument(command: string, args: string[]): string {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new BackupError(`Usage: doorline-admin ${command} <file>`);
  return positionals[0]!;
}

async function backupCommand(args: string[]) {
  const file = fileArgument('backup', args);
  const manifest = await backup(backupSettings(), file);
  const from = manifest.storage === 's3' ? ' (copied from the S3 bucket)' : '';
  process.stdout.write(
    `Backed up ${manifest.engine === 'postgres' ? 'the PostgreSQL database' : 'the embedded database'}, ` +
      `${manifest.uploads} uploaded files${from}${manifest.jwtSecret ? ' and the JWT secret' : ''} into ${file}.\n` +
      'Keep it as safe as the database itself: it holds the data and the secret.\n',
  );
  if (manifest.missingUploads)
    process.stderr.write(
      `Warning: ${manifest.missingUploads} uploaded files named by the database were not in the bucket.\n`,
    );
  if (!manifest.jwtSecret)
    process.stderr.write(
      'Warning: no JWT secret was found (neither JWT_SECRET nor DATA_DIR/jwt-secret): keep the one the ' +
        'server uses with this backup, or two-factor app secrets and sign-ins cannot be restored.\n',
    );
}

async function restoreCommand(args: string[]) {
  const file = fileArgument('restore', args);
  const { manifest, warnings } = await restore(backupSettings(), file);
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} (${manifest.uploads} uploaded files). ` +
      'Start the server: it applies any newer migrations and moves uploaded files restored into ' +
      'DATA_DIR/uploads into its file store (the database, or S3_BUCKET).\n',
  );
  for (const warning of warnings) process.stderr.write(`Warning: ${warning}\n`);
}

async function createAdmin(args: string[]) {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, name: { type: 'string' } } });
  const email = values.email?.trim().toLowerCase();
  if (!email || !EMAIL_PATTERN.test(email)) throw new Error('--email <email> is required');
  // Never seed demo users into the database an administrator is being created for.
  const config = { ...loadConfig(process.env), demoData: false, admin: null };
  const password = process.env.ADMIN_PASSWORD || generatePassword();
  const database = await openDatabase({ ...config, holder: 'doorline-admin create-admin' });
  try {
    await prepareDatabase(database, config);
    await createAdministrator(database.db, { email, name: values.name?.trim() || 'Administrator', password });
  } finally {
    await database.close();
  }
  process.stdout.write(`Created the administrator ${email}.\n`);
  if (!process.env.ADMIN_PASSWORD)
    process.stdout.write(`One-time password (shown only now, change it after signing in): ${password}\n`);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'create-admin') return createAdmin(rest);
  if (command === 'backup') return backupCommand(rest);
  if (command === 'restore') return restoreCommand(rest);
  if (command === 'settings') {
    for (const s of settingsDoc)
      process.stdout.write(`${s.name.padEnd(18)} ${s.default}\n${''.padEnd(19)}${s.description}\n`);
    return;
  }
  process.stdout.write(usage + '\n');
  if (command && command !== 'help' && command !== '--help') process.exitCode = 2;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
