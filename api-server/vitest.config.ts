import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

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
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
