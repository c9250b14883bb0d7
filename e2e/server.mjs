// The server the journeys run against, started by Playwright's `webServer` (playwright.config.ts):
// the built server with demo data, on a fresh database. With `TEST_DATABASE_URL` set (CI does) the
// database is a new one on that PostgreSQL, as in production, and the journeys run faster there
// than on the embedded PGlite, which answers one statement at a time in the server's own thread;
// without it, the embedded database in `DATA_DIR`. The server's own tests cover both engines.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  // `pg` comes with the server package, which this folder does not depend on.
  const require = createRequire(new URL('../api-server/package.json', import.meta.url));
  const pg = require('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // The name carries its start time, so that a run drops the leftovers of runs that ended without
  // cleaning up (a day old or more) and never the database of a run still going beside it.
  const now = Math.floor(Date.now() / 1000);
  const name = `doorline_e2e_${now}_${randomBytes(4).toString('hex')}`;
  try {
    const { rows } = await admin.query(
      "SELECT datname FROM pg_database WHERE datname ~ '^doorline_e2e_[0-9]+_[0-9a-f]+$'",
    );
    for (const { datname } of rows)
      if (Number(datname.split('_')[2]) < now - 86_400)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}

await import('../api-server/dist/main.js');
