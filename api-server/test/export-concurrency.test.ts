// Bounded exports (issue 39; docs/decisions.md "Issue 39: a clean stop and bounded exports") on PGlite
// and PostgreSQL: a process writes at most EXPORT_CONCURRENCY exports at once; one more is answered
// 503 with Retry-After and the usual error body (`exportsBusy`, which a client words in its reader's
// language), and a slot is free again when an export ends, read to its end or given up by its client.
// An export is held open by a client that does not read it: the dealers' list is made far larger than
// the connection's buffers, so the export waits on the socket, holding its slot.
import http from 'node:http';
import { serverMessage } from '@doorline/api-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scaled } from '../../scripts/test-time.cjs';
import { EXPORT_RETRY_AFTER_SECONDS } from '../src/domain/exports/slots.js';
import { startTestServer, type TestServer } from './helpers.js';
import { signedInUser } from './identity-helpers.js';

const LIMIT = 2;
/** 3,000 dealers of 4 kB each: a 12 MB file, more than a connection buffers. */
const DEALERS = 3_000;

let server: TestServer;
let token: string;
const held: http.ClientRequest[] = [];

beforeAll(async () => {
  server = await startTestServer({ config: { exportConcurrency: LIMIT } });
  await server.db.execute(sql`insert into dealers (name, description)
    select 'Export dealer ' || n, repeat('d', 4000) from generate_series(1, ${DEALERS}) n`);
  token = (await signedInUser(server)).tokens.getAccessToken()!;
});
afterAll(async () => {
  for (const request of held) request.destroy();
  await server?.close();
});

/** An export whose answer has begun (its headers read) and which is then not read: it holds its slot. */
function heldExport(): Promise<{ request: http.ClientRequest; response: http.IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${server.baseUrl}/dealers/export`,
      { headers: { authorization: `Bearer ${token}` } },
      (response) => {
        response.pause();
        if (response.statusCode !== 200) reject(new Error(`the export answered ${response.statusCode}`));
        else resolve({ request, response });
      },
    );
    held.push(request);
    request.on('error', reject);
  });
}

/** An export read whole: its status, Retry-After and text. */
async function exportNow(path = '/roles/export') {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text: await response.text(),
  };
}

/** Waits until an export is accepted again (a slot was freed), reading it whole. */
const slotFreed = () =>
  vi.waitFor(async () => expect((await exportNow()).status).toBe(200), {
    timeout: scaled(10_000),
    interval: 50,
  });

describe(`at most EXPORT_CONCURRENCY (${LIMIT}) exports at once`, () => {
  it('refuses one more with 503, Retry-After and exportsBusy; an export read to its end frees its slot', async () => {
    const first = await heldExport();
    await heldExport();
    const refused = await exportNow();
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe(String(EXPORT_RETRY_AFTER_SECONDS));
    const said = serverMessage('exportsBusy', { seconds: EXPORT_RETRY_AFTER_SECONDS });
    expect(JSON.parse(refused.text)).toMatchObject({
      message: said.text,
      code: 'exportsBusy',
      params: { seconds: EXPORT_RETRY_AFTER_SECONDS },
    });
    // Any list's export counts against the same slots.
    expect((await exportNow('/dealers/export')).status).toBe(503);
    // The app asks for a download ticket first: a full process refuses the ticket with the same
    // answer, so the app shows the message instead of the browser showing a failed download.
    const ticket = await fetch(`${server.baseUrl}/downloads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/users/export?lang=uk' }),
    });
    expect(ticket.status).toBe(503);
    expect(ticket.headers.get('retry-after')).toBe(String(EXPORT_RETRY_AFTER_SECONDS));
    expect(await ticket.json()).toMatchObject({ code: 'exportsBusy' });
    // A ticket for a file that is no export (a record's file, a PDF) is not refused for it.
    const notExport = await fetch(`${server.baseUrl}/downloads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/orders/main/1/document?lang=en' }),
    });
    expect(notExport.status).not.toBe(503);

    let lines = 0;
    first.response.on('data', (chunk: Buffer) => {
      for (const byte of chunk) if (byte === 10) lines++;
    });
    await new Promise((resolve) => first.response.on('end', resolve).resume());
    expect(lines).toBe(DEALERS + 1);
    await slotFreed();
    for (const request of held.splice(0)) request.destroy();
  });

  it('frees the slot of an export its client gives up', async () => {
    await slotFreed();
    const given = await heldExport();
    await heldExport();
    expect((await exportNow()).status).toBe(503);
    given.request.destroy();
    await slotFreed();
    // The freed slot is one: held again, the next is refused.
    await heldExport();
    expect((await exportNow()).status).toBe(503);
    for (const request of held.splice(0)) request.destroy();
  });
});
