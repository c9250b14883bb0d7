import { fileURLToPath } from 'node:url';
import path from 'node:path';

// This file is src/paths.ts under vitest/tsx and dist/paths.js when built: one level below the package.
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const migrationsFolder = path.join(packageRoot, 'drizzle');
