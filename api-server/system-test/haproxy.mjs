// @ts-check
// A real HAProxy in front of server processes (issue 13), for the system tests (`cluster.test.ts`,
// `live-notifications.test.ts`) and the live benchmark (`bench/live.mjs`). Plain JavaScript with
// JSDoc types, as `soak-traffic.mjs`: Node runs it for the benchmark as it is, and `tsc` checks it
// through the tests' imports.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** HAProxy on the PATH, or where Debian puts it (/usr/sbin is not on every user's PATH). */
export const haproxyCommand = ['haproxy', '/usr/sbin/haproxy'].find(
  (command) => spawnSync(command, ['-v'], { stdio: 'ignore' }).status === 0,
);

/** Why HAProxy cannot run here, or null when it can. */
export const haproxyMissing = haproxyCommand
  ? null
  : 'HAProxy is needed and was not found. Install it: `sudo apt-get install -y haproxy` on Debian or ' +
    'Ubuntu (.ci/run does this).';

/** A port nobody listens on now. */
export async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * @typedef {object} Balancer
 * @property {string} url e.g. http://127.0.0.1:40123
 * @property {() => Promise<void>} stop
 */

/**
 * HAProxy in the foreground with a generated configuration: round robin over the processes, each
 * checked on `/api/health` every second; a request that cannot reach its process is sent to another
 * (`option redispatch`), as an operator sets it up. The answer names its process in
 * `X-Doorline-Server` (`app1`, `app2`, …). Resolves once every process has answered through it.
 * @param {{ url: string }[]} backends
 * @param {{ port?: number, maxconn?: number, readyWithinMs?: number }} [options]
 * @returns {Promise<Balancer>}
 */
export async function startHaproxy(backends, options = {}) {
  if (!haproxyCommand) throw new Error(/** @type {string} */ (haproxyMissing));
  const dir = await mkdtemp(path.join(tmpdir(), 'doorline-haproxy-'));
  const port = options.port ?? (await freePort());
  const maxconn = options.maxconn ?? 256;
  const servers = backends.map((b, i) => `  server app${i + 1} ${new URL(b.url).host} check inter 1s`);
  const config = [
    'global',
    `  maxconn ${maxconn}`,
    'defaults',
    '  mode http',
    `  maxconn ${maxconn}`,
    '  timeout connect 5s',
    '  timeout client 30s',
    // An event stream is quiet between heartbeats (15 s): the timeouts stay above two of them.
    '  timeout server 40s',
    '  retries 3',
    '  option redispatch',
    // Each event goes out at once: without it HAProxy holds small writes back for more (MSG_MORE),
    // and the kernel sends them up to 200 ms later (docs/notifications.md "Behind a balancer").
    '  option http-no-delay',
    'frontend doorline',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    // The client address for the servers (TRUST_PROXY=1 reads it), and which server answered.
    '  option forwardfor',
    '  option httpchk GET /api/health',
    '  http-response set-header X-Doorline-Server %s',
    ...servers.map((line) => `${line} maxconn ${maxconn}`),
    '',
  ].join('\n');
  await writeFile(path.join(dir, 'haproxy.cfg'), config);
  const child = spawn(haproxyCommand, ['-db', '-f', path.join(dir, 'haproxy.cfg')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const readyWithinMs = options.readyWithinMs ?? 15_000;
  const deadline = Date.now() + readyWithinMs;
  // Ready once every server passed its health check: answers from as many different servers.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}:\n${printed}`);
    const served = new Set();
    for (let i = 0; i < 2 * backends.length; i++) {
      const answer = await fetch(`${url}/api/health`).catch(() => null);
      if (answer?.status === 200) served.add(answer.headers.get('x-doorline-server') ?? '');
    }
    if (served.size === backends.length) break;
    if (Date.now() > deadline)
      throw new Error(`haproxy did not serve every process in ${readyWithinMs} ms:\n${printed}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
