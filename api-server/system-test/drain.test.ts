// A clean stop (issue 39; docs/decisions.md "Issue 39: a clean stop and bounded exports"): the built
// server, sent SIGTERM while a 20 MB record file is being downloaded by a client that reads slowly
// (not at all until the server has stopped listening), lets the download finish whole, ends the live
// notification stream at once (it must not hold the stop), refuses new connections, and exits 0. With
// a drain deadline of 0 s the same download is cut so that the client can tell (the connection ends
// before the declared Content-Length), and the log counts it.
import http from 'node:http';
import { FILE_MAX_BYTES, fileDownloadPath } from '@doorline/api-client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { scaled } from '../../scripts/test-time.cjs';
import { openStream } from '../test/event-stream-reader.js';
import { dataFolder, startServerProcess, type ServerProcess } from './processes.js';
import { signedIn } from '../test/identity-helpers.js';

const WAIT_MS = scaled(10_000);
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** The bytes of the file: a pattern, so that a misplaced or missing piece shows. */
const fileBytes = Buffer.alloc(FILE_MAX_BYTES - 1024);
for (let i = 0; i < fileBytes.length; i++) fileBytes[i] = (i * 7 + (i >> 12)) % 256;

/** A demo server with a 20 MB file on one of its records: the server, a sales manager's token, the file's URL. */
async function serverWithLargeFile(env: Record<string, string>) {
  const folder = await dataFolder();
  cleanups.push(folder.remove);
  const server = await startServerProcess({
    DATA_DIR: folder.dir,
    DEMO_DATA: '1',
    LOG_LEVEL: 'info',
    ...env,
  });
  cleanups.push(() => server.kill());
  const { api, tokens } = await signedIn(server, 'sales@doorline.test', 'doorline-demo');
  const [order] = (await api.mainOrders({ query: { limit: 1 } })).data;
  const file = await api.addFile({
    params: { id: order!.id },
    file: new Blob([fileBytes]),
    fileName: 'big.bin',
  });
  return {
    server,
    token: tokens.getAccessToken()!,
    url: `${server.url}/api${fileDownloadPath(order!.id, file.data.id)}`,
  };
}

/** A download whose answer has begun and which is not read until `read()` is called. */
function pausedDownload(url: string, token: string) {
  return new Promise<{
    response: http.IncomingMessage;
    read(): Promise<{ bytes: Buffer; error: Error | null }>;
  }>((resolve, reject) => {
    const request = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.pause();
      resolve({
        response,
        read: () =>
          new Promise((done) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.once('end', () => done({ bytes: Buffer.concat(chunks), error: null }));
            response.once('error', (error) => done({ bytes: Buffer.concat(chunks), error }));
            response.resume();
          }),
      });
    });
    request.once('error', reject);
  });
}

/** The server no longer accepts connections. */
const refusesConnections = (server: ServerProcess) =>
  vi.waitFor(
    async () => {
      const error = await fetch(`${server.url}/api/health`).then(
        () => null,
        (failure: Error) => failure,
      );
      expect((error?.cause as NodeJS.ErrnoException | undefined)?.code).toBe('ECONNREFUSED');
    },
    { timeout: WAIT_MS, interval: 50 },
  );

describe('SIGTERM during a 20 MB download', () => {
  it('lets it finish whole, ends the live stream at once, refuses new connections and exits 0', async () => {
    const { server, token, url } = await serverWithLargeFile({});
    const stream = await openStream(`${server.url}/api`, token);
    expect(stream.status).toBe(200);
    const download = await pausedDownload(url, token);
    expect(download.response.statusCode).toBe(200);
    expect(Number(download.response.headers['content-length'])).toBe(fileBytes.length);

    const exited = server.stop();
    // The live stream ends while the download is still held (it reconnects to another process).
    await stream.ended;
    expect(stream.endedCleanly).toBe(true);
    await refusesConnections(server);

    const { bytes, error } = await download.read();
    expect(error).toBeNull();
    expect(bytes.length).toBe(fileBytes.length);
    expect(bytes.equals(fileBytes)).toBe(true);
    expect(await exited).toBe(0);
    expect(server.output()).toMatch(/stopping: all \d+ running answers finished/);
    expect(server.output()).not.toMatch(/cut at the drain deadline/);
  });

  it('with DRAIN_SECONDS=0 cuts it before its Content-Length, so that the client can tell, and logs the count', async () => {
    const { server, token, url } = await serverWithLargeFile({ DRAIN_SECONDS: '0' });
    const download = await pausedDownload(url, token);
    expect(download.response.statusCode).toBe(200);

    expect(await server.stop()).toBe(0);
    const { bytes, error } = await download.read();
    expect(error).not.toBeNull();
    expect(bytes.length).toBeLessThan(fileBytes.length);
    expect(server.output()).toMatch(/stopping: 1 of 1 running answers cut at the drain deadline/);
    expect(server.output()).toMatch(/"cut":1/);
  });
});
