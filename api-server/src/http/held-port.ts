// The port, held from the start (issue 39; docs/decisions.md "Issue 39: a clear start"): the server
// binds PORT on HOST before it opens the database, so a port in use or an address that is not this
// machine's stops it at once, before any migration or seed, with one line naming the setting. Until
// the app serves, every request is answered 503 "The server is starting"; then the port is handed
// to the app.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverMessage } from '@doorline/api-client';
import { ConfigError } from '../config.js';
import { errorBody } from './errors.js';

export interface HeldPort {
  /** The port held (PORT, or the one the system chose for PORT=0). */
  port: number;
  /**
   * Lets the port go, for the app to listen on it at once (the next statement): connections the
   * placeholder answered are closed.
   */
  release(): Promise<void>;
}

/** What a failure to bind says, naming the setting at fault; null for one that names none. */
function bindProblem(error: NodeJS.ErrnoException, port: number, host: string): string | null {
  switch (error.code) {
    case 'EADDRINUSE':
      return `PORT ${port} on ${host} is in use by another process: stop it, or set PORT to a free port`;
    case 'EACCES':
      return `PORT ${port} on ${host} may not be opened by this user (below 1024 needs privileges): set PORT to 1024 or above`;
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is not an address of this machine: set HOST to one of its addresses, 127.0.0.1 or 0.0.0.0`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return `HOST ${host} is not a name this machine can resolve: set HOST to one of its addresses, 127.0.0.1 or 0.0.0.0`;
    default:
      return null;
  }
}

/** Binds `port` on `host` and answers 503 "The server is starting" there until released. */
export async function holdPort(port: number, host: string): Promise<HeldPort> {
  const body = JSON.stringify(errorBody(serverMessage('serverStarting')));
  const placeholder = http.createServer((_request, response) => {
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '1',
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    placeholder.once('error', (error: NodeJS.ErrnoException) => {
      const problem = bindProblem(error, port, host);
      reject(problem ? new ConfigError(problem) : error);
    });
    placeholder.listen({ port, host }, resolve);
  });
  const held = (placeholder.address() as AddressInfo).port;
  return {
    port: held,
    release: () =>
      new Promise<void>((resolve) => {
        // The listening socket closes at once; the callback waits for the answered connections.
        placeholder.close(() => resolve());
        placeholder.closeAllConnections();
      }),
  };
}
