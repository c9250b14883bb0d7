import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Queryable } from '../../db/index.js';
import {
  dueMessageIds,
  insertOutboxMessage,
  lockDueMessage,
  markFailedAttempt,
  markSent,
  unlockMessage,
  type OutboxRow,
} from '../../db/queries/outbox.js';

export type Channel = 'email' | 'sms';

export interface MessageSettings {
  /** SMTP server for e-mail (nodemailer URL); null keeps e-mail in the outbox. */
  smtpUrl: string | null;
  /** HTTP endpoint that receives `{ to, body }` as JSON for each SMS; null keeps SMS in the outbox. */
  smsWebhookUrl: string | null;
  /** The sender of e-mail. */
  from: string;
  now: () => Date;
  /** How often the worker looks for due messages (ms). */
  pollMs?: number;
  log?: { warn(obj: object, msg: string): void };
  /**
   * Runs the worker's pass on one database connection (`Database.withConnection`): the lock it
   * holds on a message while sending it belongs to that connection. Without it the pass runs on `db`,
   * which must then be one connection (PGlite).
   */
  withConnection?: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
}

/** A transport delivers one message or throws; tests may replace them. */
export type Transport = (message: OutboxRow) => Promise<void>;

// docs/identity.md "Messages": a message that cannot be delivered is retried with backoff, never lost.
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 3600_000;
const BATCH = 20;
const SMS_TIMEOUT_MS = 10_000;
/**
 * SMTP's limits: to connect, for the server's greeting, and for silence on the socket. A stalled mail
 * server fails the attempt (retried with backoff) instead of holding the worker for nodemailer's
 * defaults (2 min, 30 s, 10 min).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 15_000, socketTimeout: 20_000 };

/** The wait before the next attempt after `attempts` failed ones: 30 s, doubling, at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Queues a message in the outbox. Pass the caller's transaction so the message exists exactly when
 * the action that caused it does; the worker delivers it afterwards.
 */
export async function enqueue(
  db: Queryable,
  now: Date,
  channel: Channel,
  recipient: string,
  subject: string | null,
  body: string,
): Promise<number> {
  return insertOutboxMessage(db, {
    channel,
    recipient,
    subject,
    body,
    status: 'pending',
    nextAttemptAt: now,
    createdAt: now,
  });
}

function smtpTransport(url: string, from: string): Transport {
  let transporter: Transporter | null = null;
  return async (message) => {
    transporter ??= nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
    await transporter.sendMail({
      from,
      to: message.recipient,
      subject: message.subject ?? 'Doorline CRM',
      text: message.body,
    });
  };
}

function webhookTransport(url: string): Transport {
  return async (message) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: message.recipient, body: message.body }),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    // Drain the body so the connection is reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  };
}

/**
 * The delivery worker: picks due pending messages and sends each through its channel's transport.
 * A channel without a transport keeps its messages in the outbox (marked sent there), which the
 * development page lists in demo mode.
 */
export function createMessages(db: Db, settings: MessageSettings) {
  const transports: Record<Channel, Transport | null> = {
    email: settings.smtpUrl ? smtpTransport(settings.smtpUrl, settings.from) : null,
    sms: settings.smsWebhookUrl ? webhookTransport(settings.smsWebhookUrl) : null,
  };
  const pollMs = settings.pollMs ?? 1000;
  let log = settings.log;
  let chain: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | null = null;
  let running = false;

  async function deliver(db: Db, message: OutboxRow): Promise<boolean> {
    const transport = transports[message.channel];
    try {
      if (transport) await transport(message);
    } catch (error) {
      const attempts = message.attempts + 1;
      const next = new Date(settings.now().getTime() + retryDelayMs(attempts));
      const text = error instanceof Error ? error.message : String(error);
      log?.warn({ messageId: message.id, attempts, err: text }, 'message delivery failed');
      await markFailedAttempt(db, message.id, next, text);
      return false;
    }
    await markSent(db, message.id, settings.now());
    return true;
  }

  /**
   * One pass over the due messages on one connection: each is locked (skipped when another process
   * holds it), read again, sent, marked and let go. A process killed half-way holds no lock any more,
   * so its messages are due at once for the next process: delivered at least once.
   */
  async function runOnce(db: Db): Promise<number> {
    let delivered = 0;
    for (;;) {
      const ids = await dueMessageIds(db, settings.now(), BATCH);
      let handled = 0;
      for (const id of ids) {
        const message = await lockDueMessage(db, id, settings.now());
        if (!message) continue;
        handled++;
        try {
          if (await deliver(db, message)) delivered++;
        } finally {
          await unlockMessage(db, id);
        }
      }
      // Stop at a short batch, or when another process is sending some of it.
      if (ids.length < BATCH || handled < ids.length) return delivered;
    }
  }

  const onConnection = settings.withConnection ?? (<T>(work: (db: Db) => Promise<T>) => work(db));

  /** Delivers every due message now; calls run one after another. Resolves to the number sent. */
  function tick(): Promise<number> {
    chain = chain.catch(() => 0).then(() => onConnection(runOnce));
    return chain;
  }

  function schedule(delay: number) {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      tick()
        .catch((error: unknown) =>
          log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'outbox tick'),
        )
        .finally(() => schedule(pollMs));
    }, delay);
    timer.unref();
  }

  return {
    transports,
    tick,
    /** Where failed deliveries are logged (the server's logger). */
    useLogger(logger: NonNullable<MessageSettings['log']>) {
      log = logger;
    },
    /** Looks for due messages soon (after a transaction that queued one has committed). */
    wake() {
      schedule(0);
    },
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    /** Stops polling and waits for a delivery under way. */
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await chain.catch(() => 0);
    },
  };
}

export type Messages = ReturnType<typeof createMessages>;
