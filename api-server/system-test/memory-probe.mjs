// Loaded into a server process under soak (`NODE_OPTIONS="--expose-gc --import <this file>"`, with
// DOORLINE_MEMORY_FILE set): on SIGUSR2 it collects the garbage and appends one JSON line of
// `process.memoryUsage()` to that file, so that the soak reads the live heap at the moments it
// chooses. The server itself is the build, unchanged; nothing else listens to SIGUSR2.
import { appendFileSync } from 'node:fs';

const file = process.env.DOORLINE_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    const started = performance.now();
    if (typeof globalThis.gc === 'function') globalThis.gc();
    const gcMs = performance.now() - started;
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), gcMs, ...process.memoryUsage() })}\n`);
  });
}
