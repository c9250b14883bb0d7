#!/usr/bin/env node
// How long `npm start` takes until the server answers (docs/decisions.md "Issue 29: for operators").
// `node scripts/start-time.mjs [runs]` runs `node scripts/doorline.mjs start` `runs` times (default 2:
// the first on a fresh checkout does everything, the second is what an operator waits for on a
// machine where nothing changed), each until `GET /api/health` answers 200, then stops it and prints
// the seconds. PORT (default 4420) and DATA_DIR are the server's own settings, passed through.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 2);
const port = process.env.PORT ?? '4420';
const url = `http://127.0.0.1:${port}/api/health`;

async function answers() {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

async function once() {
  if (await answers()) throw new Error(`something already answers on port ${port}`);
  const started = performance.now();
  const output = [];
  const child = spawn(process.execPath, [join(root, 'scripts/doorline.mjs'), 'start'], {
    cwd: root,
    env: { ...process.env, PORT: port, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let ended = false;
  void exited.then(() => (ended = true));
  while (!(await answers())) {
    if (ended) {
      process.stderr.write(Buffer.concat(output));
      throw new Error('npm start ended before the server answered');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  child.kill('SIGTERM');
  await exited;
  const steps = Buffer.concat(output)
    .toString()
    .split('\n')
    .filter((line) => line.startsWith('npm start:'));
  return { seconds, steps };
}

for (let run = 1; run <= runs; run++) {
  const { seconds, steps } = await once();
  console.log(`run ${run}: the server answered after ${seconds.toFixed(1)} s`);
  for (const line of steps) console.log(`  ${line}`);
}
