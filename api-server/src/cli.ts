#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { EMAIL_PATTERN } from '@doorline/api-client';
import { loadConfig, settingsDoc } from './config.js';
import { openDatabase } from './db/index.js';
import { createAdministrator } from './db/seed.js';
import { generatePassword } from './domain/identity/passwords.js';
import { prepareDatabase } from './server.js';

const usage = `Usage:
  node api-server/dist/cli.js create-admin --email <email> [--name <name>]
      Creates an active organization Administrator on the configured database (DATABASE_URL or
      the embedded one in DATA_DIR) and prints a generated one-time password, or uses ADMIN_PASSWORD.
  node api-server/dist/cli.js settings
      Lists the environment variables with their defaults.`;

async function createAdmin(args: string[]) {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, name: { type: 'string' } } });
  const email = values.email?.trim().toLowerCase();
  if (!email || !EMAIL_PATTERN.test(email)) throw new Error('--email <email> is required');
  // Never seed demo users into the database an administrator is being created for.
  const config = { ...loadConfig(process.env), demoData: false, admin: null };
  const password = process.env.ADMIN_PASSWORD || generatePassword();
  const database = await openDatabase(config);
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
