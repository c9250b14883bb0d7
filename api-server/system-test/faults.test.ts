// Issue 13, faults: the server is killed with SIGKILL in the middle of bursts of writes (quotes,
// items, the sales flow up to a bulk start-production, invites), several times, on the embedded
// database and on PostgreSQL. After each kill, read straight from the database: every write a client
// saw acknowledged (2xx) is there, nothing is half-written (no sub-order without its order, no event
// or audit row without its change, the trigger-kept counters equal count(*)), and every invite has its
// message in the outbox. At the end a restarted server delivers every message to a local SMTP server.
// FAULT_KILLS sets the number of kills per engine (3 by default; `bench/faults.mjs` runs more).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { daysAfter, HttpError, type ApiClient } from '@doorline/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectDatabase, startSmtpStandIn, type SmtpStandIn } from './faults-stand-ins.js';
import {
  dataFolder,
  postgresDatabase,
  postgresUrl,
  startServerProcess,
  type ServerProcess,
} from './processes.js';
import { scaled } from '../../scripts/test-time.cjs';
import { signedIn } from '../test/identity-helpers.js';

const KILLS = Number(process.env.FAULT_KILLS || 3);
const WORKERS = 4;
/** Each run (start, burst, kill, check) takes a few seconds on a quiet machine (scripts/test-time.cjs). */
const TIMEOUT_MS = scaled(30_000 + KILLS * 15_000);
const ADMIN = { email: 'admin@faults.test', password: 'Fault-tolerant-Door-42!' };

/** What the clients saw acknowledged, across every run of the server. */
interface Acknowledged {
  quotes: Set<number>;
  items: Map<number, number>; // item id -> order id
  approved: Set<number>;
  confirmed: Set<number>;
  inProduction: Set<number>; // sub-order ids
  invites: Set<string>; // e-mail addresses
  /** Requests that failed with anything but a lost connection (must be none). */
  unexpected: string[];
  /** Requests in flight when the server died. */
  lost: number;
}

function emptyAcknowledged(): Acknowledged {
  return {
    quotes: new Set(),
    items: new Map(),
    approved: new Set(),
    confirmed: new Set(),
    inProduction: new Set(),
    invites: new Set(),
    unexpected: [],
    lost: 0,
  };
}

async function signIn(server: ServerProcess): Promise<{ api: ApiClient; roleId: number }> {
  const { api } = await signedIn(server, ADMIN.email, ADMIN.password, { requestTimeoutMs: scaled(10_000) });
  const roleId = (await api.getMe()).data.role!.id;
  return { api, roleId };
}

const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];

/**
 * Writers that run until `stopped()`: each loop creates a quote, adds an item, takes a quote with
 * items through submit, approve, confirm and a bulk start-production of all its sub-orders, or
 * invites a user. Every acknowledged answer is recorded; a request cut by the kill is counted lost.
 */
async function writeUntilKilled(
  api: ApiClient,
  roleId: number,
  ack: Acknowledged,
  stopped: () => boolean,
  /** Only the sales flow: a quote, two items, then submit to start-production, again and again. */
  flowOnly = false,
): Promise<void> {
  const drafts: { id: number; items: number }[] = [];
  let serial = 0;
  const step = async () => {
    const roll = flowOnly ? [0, 0.3, 0.3, 0.6][Math.min(drafts[0]?.items ?? 0, 3)]! : Math.random();
    if (roll < 0.25 || drafts.length === 0) {
      const { data } = await api.createOrder({ body: { requestedDate: daysAfter(new Date(), 30) } });
      ack.quotes.add(data.id);
      drafts.push({ id: data.id, items: 0 });
    } else if (roll < 0.55) {
      const draft = flowOnly ? drafts[0]! : pick(drafts)!;
      const { data } = await api.createItem({
        body: {
          orderId: draft.id,
          description: `Door ${++serial}`,
          price: 100 + serial,
        },
      });
      ack.items.set(data.id, draft.id);
      draft.items++;
    } else if (roll < 0.75) {
      const index = drafts.findIndex((d) => d.items > (flowOnly ? 1 : 0));
      if (index < 0) return;
      const [draft] = drafts.splice(index, 1);
      const id = draft!.id;
      await api.submitOrder({ params: { id } });
      await api.approveOrder({ params: { id } });
      ack.approved.add(id);
      await api.confirmOrder({ params: { id } });
      ack.confirmed.add(id);
      const subs = (await api.orderDetails({ params: { id } })).data.subOrders.map((s) => s.id);
      await api.startProduction({ params: { id }, body: { ids: subs } });
      for (const s of subs) ack.inProduction.add(s);
    } else {
      const email = `invitee-${randomBytes(5).toString('hex')}@faults.test`;
      await api.inviteOrganization({
        body: { name: 'Fault Invitee', email, phone: '+380501112233', roleId },
      });
      ack.invites.add(email);
    }
  };
  while (!stopped()) {
    try {
      await step();
    } catch (error) {
      if (error instanceof HttpError) ack.unexpected.push(`${error.status} ${error.message}`);
      else ack.lost++;
      if (stopped()) return;
      if (!(error instanceof HttpError)) return; // the server is gone
    }
  }
}

type Query = <R = Record<string, unknown>>(text: string) => Promise<R[]>;
const ids = (set: Iterable<number>) => [...set].join(',') || 'null';
const texts = (set: Iterable<string>) => [...set].map((s) => `'${s}'`).join(',') || 'null';
const numbers = (rows: Record<string, unknown>[], column = 'id') => rows.map((r) => Number(r[column]));

/** Every acknowledged write is in the database, and nothing is half-written. */
async function checkDatabase(query: Query, ack: Acknowledged): Promise<{ pendingMessages: number }> {
  const missing = async (table: string, wanted: Set<number>, where = 'true') => {
    if (wanted.size === 0) return [];
    const found = new Set(
      numbers(await query(`select id from ${table} where id in (${ids(wanted)}) and ${where}`)),
    );
    return [...wanted].filter((id) => !found.has(id));
  };
  expect(await missing('orders', ack.quotes), 'acknowledged quotes').toEqual([]);
  expect(await missing('items', new Set(ack.items.keys())), 'acknowledged items').toEqual([]);
  const approvedOrLater = `status not in ('draft', 'submitted', 'rejected')`;
  expect(await missing('orders', ack.approved, approvedOrLater), 'acknowledged approvals').toEqual([]);
  expect(await missing('orders', ack.confirmed, `stage = 'order'`), 'acknowledged confirms').toEqual([]);
  expect(
    await missing('orders', ack.inProduction, `status = 'production'`),
    'acknowledged start-production',
  ).toEqual([]);
  if (ack.invites.size > 0) {
    const invited = await query<{ email: string }>(
      `select email from users where email in (${texts(ack.invites)})`,
    );
    expect(invited.length, 'acknowledged invites').toBe(ack.invites.size);
  }

  // No sub-order without its main order, and an approved order has one sub-order per item.
  expect(
    await query(`select s.id from orders s left join orders m on m.id = s.main_order_id
                 where s.main_order_id is not null and m.id is null`),
    'sub-orders without their order',
  ).toEqual([]);
  expect(
    await query(`select m.id,
                   (select count(*) from items i where i.order_id = m.id)::int as items,
                   (select count(*) from orders s where s.main_order_id = m.id)::int as subs
                 from orders m where m.main_order_id is null
                 and ((m.stage <> 'quote' and (select count(*) from items i where i.order_id = m.id)
                       <> (select count(*) from orders s where s.main_order_id = m.id))
                   or (m.stage = 'quote' and exists (select 1 from orders s where s.main_order_id = m.id)))`),
    'main orders whose sub-orders do not match their items',
  ).toEqual([]);
  // Every order's newest event is its current status; every order has its creation event.
  expect(
    await query(`select o.id, o.status, e.to_status from orders o
                 left join lateral (select to_status from order_events e where e.order_id = o.id
                                    order by e.id desc limit 1) e on true
                 where e.to_status is distinct from o.status`),
    'orders whose events do not end at their status',
  ).toEqual([]);
  // Audit rows and the users they describe, and every invite's message in the outbox.
  expect(
    await query(`select a.id from audit_events a left join users u on u.id = a.subject_id
                 where a.subject_type = 'user' and u.id is null`),
    'audit rows without their user',
  ).toEqual([]);
  expect(
    await query(`select u.email from users u where u.status = 'invited' and (
                   not exists (select 1 from audit_events a where a.subject_type = 'user'
                               and a.subject_id = u.id and a.action = 'user.invited')
                   or not exists (select 1 from outbox m where m.recipient = u.email))`),
    'invited users without their audit row or message',
  ).toEqual([]);
  // The trigger-kept counters equal count(*).
  expect(
    await query(`select * from (
                   select main, stage, status, dealer_id, n from order_counts where n <> 0
                   except select main_order_id is null, stage, status, coalesce(dealer_id, 0), count(*)
                          from orders group by 1, 2, 3, 4) d
                 union all select * from (
                   select main_order_id is null, stage, status, coalesce(dealer_id, 0), count(*)
                   from orders group by 1, 2, 3, 4
                   except select main, stage, status, dealer_id, n from order_counts) e`),
    'order_counts against count(*)',
  ).toEqual([]);
  expect(
    await query(`select * from (
                   select type, status, dealer_id, n from user_counts where n <> 0
                   except select type, status, coalesce(dealer_id, 0), count(*) from users group by 1, 2, 3) d
                 union all select * from (
                   select type, status, coalesce(dealer_id, 0), count(*) from users group by 1, 2, 3
                   except select type, status, dealer_id, n from user_counts) e`),
    'user_counts against count(*)',
  ).toEqual([]);
  const [pending] = await query<{ n: number }>(
    `select count(*)::int as n from outbox where status = 'pending'`,
  );
  return { pendingMessages: Number(pending!.n) };
}

interface Engine {
  env: Record<string, string>;
  where: { databaseUrl: string } | { pgliteDir: string };
}

async function killRepeatedly(engine: Engine, smtp: SmtpStandIn) {
  const ack = emptyAcknowledged();
  const started = Date.now();
  const env = { ...engine.env, SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  const pendingAtKill: number[] = [];
  for (let kill = 0; kill < KILLS; kill++) {
    const t0 = Date.now();
    const server = await startServerProcess(env);
    debug(`run ${kill}: started in ${Date.now() - t0} ms`);
    let stop = false;
    try {
      const { api, roleId } = await signIn(server);
      // One writer runs the sales flow only, so that bulk actions are in flight at the kill too.
      const writers = Array.from({ length: WORKERS }, (_, i) =>
        writeUntilKilled(api, roleId, ack, () => stop, i === 0),
      );
      // Let the writes get going (a dozen acknowledged), then kill at a random moment of the burst.
      const progress = () =>
        ack.quotes.size + ack.items.size + ack.approved.size + ack.inProduction.size + ack.invites.size;
      const before = progress();
      const deadline = Date.now() + scaled(7_000);
      while (progress() < before + 12 && Date.now() < deadline) await sleep(20);
      debug(`run ${kill}: ${progress() - before} acknowledged after ${Date.now() - t0} ms`);
      await sleep(200 + Math.random() * 800);
      await server.kill();
      stop = true;
      await Promise.all(writers);
    } finally {
      stop = true;
      await server.kill();
    }
    expect(ack.unexpected, 'answers other than success').toEqual([]);
    const { pendingMessages } = await inspectDatabase(engine.where, (query) => checkDatabase(query, ack));
    pendingAtKill.push(pendingMessages);
    debug(`run ${kill}: checked after ${Date.now() - t0} ms`);
  }
  // A server started again delivers every message, including those left pending by the kills: first
  // the acknowledged invites' e-mails, then any other (an invite committed but cut before its answer)
  // until the mail server has heard nothing for 2 s.
  const server: ServerProcess = await startServerProcess(env);
  try {
    await smtp.waitFor(ack.invites, scaled(10_000));
    let count = -1;
    while (count !== smtp.mails.length) {
      count = smtp.mails.length;
      await sleep(2000);
    }
  } finally {
    await server.stop();
  }
  const outbox = await inspectDatabase(engine.where, (query) =>
    query<{ recipient: string; status: string }>(`select recipient, status from outbox`),
  );
  const received = new Set(smtp.mails.flatMap((m) => m.to));
  expect(
    outbox.filter((m) => m.status !== 'sent' || !received.has(m.recipient)),
    'messages not delivered after the restart',
  ).toEqual([]);
  console.info(
    `faults (${engine.env.DATABASE_URL ? 'postgres' : 'pglite'}): ${KILLS} kills, acknowledged ` +
      `${ack.quotes.size} quotes, ${ack.items.size} items, ${ack.approved.size} approvals, ` +
      `${ack.inProduction.size} sub-orders in production, ${ack.invites.size} invites; ` +
      `${ack.lost} requests cut; messages pending at each kill: ${pendingAtKill.join(', ')}; ` +
      `all delivered after the restart; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  expect(ack.quotes.size).toBeGreaterThan(0);
  expect(ack.invites.size).toBeGreaterThan(0);
}

const debug = (text: string) => {
  if (process.env.FAULT_DEBUG) console.info(text);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const smtp = await startSmtpStandIn();
afterAll(() => smtp.close());

describe('SIGKILL during bursts of writes', () => {
  it(
    'loses no acknowledged write and half-writes nothing on the embedded database',
    async () => {
      const folder = await dataFolder();
      try {
        await killRepeatedly(
          {
            env: { DATA_DIR: folder.dir },
            where: { pgliteDir: path.join(folder.dir, 'db') },
          },
          smtp,
        );
      } finally {
        await folder.remove();
      }
    },
    TIMEOUT_MS,
  );

  it.runIf(postgresUrl)(
    'loses no acknowledged write and half-writes nothing on PostgreSQL',
    async () => {
      const folder = await dataFolder();
      const database = await postgresDatabase('doorline_sysf');
      try {
        await killRepeatedly(
          {
            env: { DATA_DIR: folder.dir, DATABASE_URL: database.url },
            where: { databaseUrl: database.url },
          },
          smtp,
        );
      } finally {
        await database.drop();
        await folder.remove();
      }
    },
    TIMEOUT_MS,
  );
});
