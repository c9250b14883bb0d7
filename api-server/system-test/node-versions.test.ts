// The supported Node lines (issue 29; docs/toolchain.md "Node versions"): the built server starts on a
// fresh embedded database and answers its health check under Node 22 and 24 as well as under the
// Node running the tests (20.19 or later). The binaries come from the npm registry through npx (the
// `node` package), cached after the first run; only an unreachable registry skips a line, and says so.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, it } from 'vitest';
import { dataFolder, startServerProcess } from './processes.js';
import { scaled } from '../../scripts/test-time.cjs';

const run = promisify(execFile);
const lines = ['22', '24'];

/** The registry npm uses, and whether it answers at all (any HTTP status is an answer). */
async function registryUnreachable(): Promise<string | null> {
  const { stdout } = await run('npm', ['config', 'get', 'registry']);
  const registry = stdout.trim() || 'https://registry.npmjs.org/';
  try {
    await fetch(new URL('node', registry.endsWith('/') ? registry : `${registry}/`), {
      method: 'HEAD',
      signal: AbortSignal.timeout(scaled(5_000)),
    });
    return null;
  } catch (error) {
    return `the npm registry ${registry} is unreachable (${(error as Error).message})`;
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('the built server under each supported Node line', () => {
  it.for(lines)('starts and answers /api/health under Node %s', async (line, { skip, expect }) => {
    let node: string;
    try {
      // `-y node@<line>` installs the newest release of the line into npx's cache once; later runs
      // only check the registry for a newer one.
      const { stdout } = await run('npx', ['-y', `node@${line}`, '-p', 'process.execPath'], {
        timeout: scaled(120_000),
      });
      node = stdout.trim();
    } catch (error) {
      const unreachable = await registryUnreachable();
      if (unreachable) return skip(`Node ${line} not checked: ${unreachable}`);
      throw error;
    }
    const { stdout: version } = await run(node, ['--version']);
    expect(version.trim()).toMatch(new RegExp(`^v${line}\\.`));
    const folder = await dataFolder();
    cleanups.push(folder.remove);
    const server = await startServerProcess({ DATA_DIR: folder.dir, JWT_SECRET: '' }, { node });
    try {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      expect(await server.stop()).toBe(0);
    }
    console.log(`Node ${version.trim()}: the built server started and answered /api/health`);
  });
});
