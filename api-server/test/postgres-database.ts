// A scratch PostgreSQL database for a test file or a system test, on the server an admin URL names.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the admin connection (CREATE or DROP DATABASE cannot run in a transaction). */
export async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new empty database named `<prefix>_<random>` beside `adminUrl`'s, dropped (forcibly) by `drop`. */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
