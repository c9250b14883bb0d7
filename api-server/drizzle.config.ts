import { defineConfig } from 'drizzle-kit';

// Generates plain SQL migrations that run unchanged on PGlite (PostgreSQL 18) and PostgreSQL 15.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
