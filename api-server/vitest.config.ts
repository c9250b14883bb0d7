import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { limits } from '../scripts/test-time.cjs';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  // `@doorline/source` makes @doorline/api-client resolve to its TypeScript, so no build is needed first.
  resolve: { conditions: ['@doorline/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@doorline/source', ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    // Each file gets its own database on PostgreSQL; in-memory PGlite is CPU-bound, so fewer workers.
    fileParallelism: true,
    maxWorkers: onPostgres ? 4 : 2,
    // Files share a worker's loaded modules: PGlite's WebAssembly warms up once per worker, not per file.
    isolate: false,
    // Every limit comes from one setting (scripts/test-time.cjs), for a machine three times slower
    // than a quiet one.
    testTimeout: limits.serverTest,
    // A file's `beforeAll` starts a whole server on a database of its own and seeds it; in `npm test`
    // that runs beside three other suites on two cores, and a worker's first file also builds the
    // migrated PGlite template.
    hookTimeout: limits.serverSetup,
    reporters: ['default', '../scripts/reporters/vitest-slowest.mjs'],
  },
});
