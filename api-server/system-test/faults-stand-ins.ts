// Local stand-ins for the server's external peers in the fault tests: an SMTP server (the real
// protocol, from `smtp-server`) that can accept, stall or refuse, and helpers to read the state a
// killed server left in its database.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../src/db/index.js';

export interface Mail {
  to: string[];
  text: string;
  at: number;
}

/** What the SMTP stand-in does with a connection: accept, hold the greeting, or refuse (421). */
export type SmtpMode = { kind: 'accept' } | { kind: 'stall'; ms: number } | { kind: 'refuse' };

/** Decodes a quoted-printable body enough to read addresses and codes. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export interface SmtpStandIn {
  url: string;
  port: number;
  mails: Mail[];
  /** Connections refused or stalled so far. */
  refused: number;
  setMode(mode: SmtpMode): void;
  /** Resolves once a mail to each address has arrived; rejects after `timeoutMs`. */
  waitFor(addresses: Iterable<string>, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** An SMTP server on 127.0.0.1 (`port` 0: any free one) that keeps every mail it accepts. */
export async function startSmtpStandIn(port = 0, mode: SmtpMode = { kind: 'accept' }): Promise<SmtpStandIn> {
  let current = mode;
  const mails: Mail[] = [];
  const waiters = new Set<() => void>();
  const standIn = { refused: 0 } as SmtpStandIn;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (current.kind === 'refuse') {
        standIn.refused++;
        const error = new Error('Service not available, try later') as Error & { responseCode: number };
        error.responseCode = 421;
        callback(error);
      } else if (current.kind === 'stall') {
        standIn.refused++;
        setTimeout(() => callback(), current.ms);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const body = rest.join('\n\n');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          text: /quoted-printable/i.test(head) ? decodeQuotedPrintable(body) : body,
          at: Date.now(),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return Object.assign(standIn, {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    mails,
    setMode(next: SmtpMode) {
      current = next;
    },
    waitFor(addresses: Iterable<string>, timeoutMs: number) {
      const wanted = new Set([...addresses].map((a) => a.toLowerCase()));
      const missing = () => [...wanted].filter((a) => !mails.some((m) => m.to.includes(a)));
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (missing().length > 0) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail after ${timeoutMs} ms to: ${missing().join(', ')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

export interface Sms {
  to: string;
  body: string;
  at: number;
}

/** What the SMS webhook stand-in answers: 200, 200 after a wait, or 503. */
export type SmsMode = { kind: 'accept' } | { kind: 'stall'; ms: number } | { kind: 'fail' };

export interface SmsStandIn {
  url: string;
  received: Sms[];
  /** Requests answered 503 or held so far. */
  refused: number;
  setMode(mode: SmsMode): void;
  close(): Promise<void>;
}

/** The SMS provider's webhook on 127.0.0.1: `POST` `{ to, body }`, as the server sends it. */
export async function startSmsStandIn(mode: SmsMode = { kind: 'accept' }): Promise<SmsStandIn> {
  let current = mode;
  const standIn = { refused: 0, received: [] as Sms[] } as SmsStandIn;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (c: Buffer) => (body += c.toString('utf8')));
    request.on('end', () => {
      const accept = () => {
        standIn.received.push({ ...(JSON.parse(body) as { to: string; body: string }), at: Date.now() });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      };
      if (current.kind === 'fail') {
        standIn.refused++;
        response.writeHead(503).end('provider down');
      } else if (current.kind === 'stall') {
        standIn.refused++;
        setTimeout(accept, current.ms);
      } else accept();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}/sms`,
    setMode(next: SmsMode) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/**
 * Opens a stopped server's database in the test's own process (the PGlite folder, or a PostgreSQL
 * database), runs `work` with a raw-SQL function, and closes it again.
 */
export async function inspectDatabase<T>(
  where: { databaseUrl: string } | { pgliteDir: string },
  work: (query: <R = Record<string, unknown>>(text: string) => Promise<R[]>) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(
    'databaseUrl' in where
      ? { databaseUrl: where.databaseUrl, pgliteDir: null }
      : { databaseUrl: null, pgliteDir: where.pgliteDir },
  );
  try {
    return await work(async <R>(text: string) => {
      const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: R[] };
      return result.rows;
    });
  } finally {
    await database.close();
  }
}
