// Writes a report between `<!-- NAME:start -->` and `<!-- NAME:end -->` of BENCHMARKS.md at the
// repository's root (appending the markers when missing), formatted as the repository formats it,
// so that `prettier --check .` passes on the written file. Used by run.mjs and web.mjs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'BENCHMARKS.md');

export async function writeBenchmarksSection(marker, report) {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  let current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  if (!current.includes(start)) current = `${current.trimEnd()}\n\n${start}\n${end}\n`;
  const [before, rest] = current.split(start);
  const after = rest?.split(end)[1] ?? '\n';
  let text = `${before}${start}\n${report}\n${end}${after}`;
  try {
    const prettier = await import('prettier');
    text = await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
  } catch (error) {
    console.log(`(not formatted: ${error.message})`);
  }
  writeFileSync(file, text);
  console.log(`written to ${path.relative(process.cwd(), file)}`);
}
