// Issue 13: the fault test's long run. Runs api-server/system-test/faults.test.ts with more kills
// (FAULT_KILLS, 20 by default) on the embedded database, and on PostgreSQL when TEST_DATABASE_URL is
// set, and writes what it saw to BENCHMARKS.md ("Issue 13: faults"). Needs the server built
// (`pnpm --filter "@doorline/api-server..." build`). Not part of `npm test`, which runs 3 kills.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { writeBenchmarksSection } from './benchmarks-file.mjs';

const kills = Number(process.env.FAULT_KILLS || 20);
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const lines = [];
const code = await new Promise((resolve) => {
  const child = spawn(
    'pnpm',
    [
      '--filter',
      '@doorline/api-server',
      'exec',
      'vitest',
      'run',
      '--config',
      'vitest.system.config.ts',
      'system-test/faults.test.ts',
    ],
    { cwd: root, env: { ...process.env, FAULT_KILLS: String(kills) }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let buffered = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop();
    for (const part of parts) {
      // vitest colours its output; the report wants the plain line.
      const line = stripVTControlCharacters(part).trim();
      if (line.startsWith('faults (')) lines.push(line);
    }
  });
  child.on('exit', (exitCode) => resolve(exitCode));
});
const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (code !== 0) {
  console.error(`the fault run failed (exit ${code}); BENCHMARKS.md left as it was`);
  process.exit(1);
}
const report = [
  `Run of ${new Date().toISOString().slice(0, 10)}: \`FAULT_KILLS=${kills} node bench/faults.mjs\`` +
    `${process.env.TEST_DATABASE_URL ? ' with `TEST_DATABASE_URL` set' : ' (embedded database only)'}, ` +
    `${os.cpus().length} cores, ${seconds} s in all. Every check held after every kill:`,
  '',
  ...lines.map((line) => `- ${line}`),
].join('\n');
await writeBenchmarksSection('faults', report);
