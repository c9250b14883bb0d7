#!/usr/bin/env node
// Empties dist/ before the build: the server finds its route modules by reading dist/http/routes/
// (src/http/route-modules.ts), so a module whose source was removed must not stay behind there.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

rmSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'), { recursive: true, force: true });
