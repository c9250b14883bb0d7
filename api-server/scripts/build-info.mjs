#!/usr/bin/env node
// Writes dist/build-info.json, `{ commit }`, which `GET /api/version` answers (docs/architecture.md
// "How it runs"): DOORLINE_COMMIT when the build's environment sets it (a deploy pipeline, a
// container build without .git), else the checkout's `git rev-parse HEAD`, else null. Run by the
// build, and by `npm start` when it skips an unchanged build (the same sources under a new commit).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: packageRoot, encoding: 'utf8' });
const fromGit = git.status === 0 ? git.stdout.trim() : '';
const commit = process.env.DOORLINE_COMMIT?.trim() || fromGit || null;
mkdirSync(join(packageRoot, 'dist'), { recursive: true });
writeFileSync(join(packageRoot, 'dist/build-info.json'), JSON.stringify({ commit }) + '\n');
