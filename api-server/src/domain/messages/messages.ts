import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Queryable } from '../../db/index.js';
import {
  dueMessageIds,
  insertOutboxAttachments,
  insertOutboxMessage,
  listOutboxAttachments,
  lockDueMessage,
  markFailedAttempt,
  markSent,
  unlockMessage,
  type OutboxAttachment,
  type OutboxRow,
} from '../../db/queries/outbox.js';

export type { OutboxAttachment };

/** A message as a transport sends it: the outbox's row and its attached files (issue 28). */
export type OutboxMessage = OutboxRow & { attachments: OutboxAttachment[] };

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
export type Transport = (message: OutboxMessage) => Promise<void>;

// docs/identity.md "Messages": a message that cannot be delivered is retried with backoff, never lost.
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 3600_000;
const BATCH = 20;
const SMS_TIMEOUT_MS = 10_000;
/**
 * SMTP's limits: to connect and be greeted (nodemailer counts the greeting within the connection's
 * time), and for silence on the socket. A stalled mail server fails the attempt (retried with
 * backoff) after these instead of holding the e-mail lane for nodemailer's defaults (2 and 10 min).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

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
  attachments: OutboxAttachment[] = [],
): Promise<number> {
  const id = await insertOutboxMessage(db, {
    channel,
    recipient,
    subject,
    body,
    status: 'pending',
    nextAttemptAt: now,
    createdAt: now,
  });
  await insertOutboxAttachments(db, id, attachments);
  return id;
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
      attachments: message.attachments.map((file) => ({
        filename: file.fileName,
        contentType: file.contentType,
        content: file.content,
      })),
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
  let running = false;
  const onConnection = settings.withConnection ?? (<T>(work: (db: Db) => Promise<T>) => work(db));

  /** Sends one message through its channel; answers the failure's text, or null when it went. */
  async function send(message: OutboxMessage): Promise<string | null> {
    const transport = transports[message.channel];
    try {
      if (transport) await transport(message);
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /**
   * One pass over a channel's due messages on one connection: a batch is locked (a message another
   * process holds is skipped) and read again, sent side by side, marked sent or failed with its next
   * attempt after the backoff, and let go. A process killed half-way holds no lock any more, so its
   * messages are due at once for the next process: every message is delivered at least once.
   */
  async function runOnce(connection: Db, channel: Channel): Promise<number> {
    let delivered = 0;
    for (;;) {
      const ids = await dueMessageIds(connection, channel, settings.now(), BATCH);
      const batch: OutboxMessage[] = [];
      try {
        for (const id of ids) {
          const message = await lockDueMessage(connection, id, settings.now());
          if (message) batch.push({ ...message, attachments: await listOutboxAttachments(connection, id) });
        }
        const failures = await Promise.all(batch.map(send));
        for (const [i, message] of batch.entries()) {
          const failure = failures[i] ?? null;
          if (failure === null) {
            await markSent(connection, message.id, settings.now());
            delivered++;
            continue;
          }
          const attempts = message.attempts + 1;
          const next = new Date(settings.now().getTime() + retryDelayMs(attempts));
          log?.warn({ messageId: message.id, attempts, err: failure }, 'message delivery failed');
          await markFailedAttempt(connection, message.id, next, failure);
        }
      } finally {
        for (const message of batch) await unlockMessage(connection, message.id);
      }
      // Stop at a short batch, or when another process is sending some of it.
      if (ids.length < BATCH || batch.length < ids.length) return delivered;
    }
  }

  /**
   * Each channel is a lane of its own, with its own passes and timer: a stalled mail server holds up
   * the e-mails behind it (until SMTP's timeouts), never an SMS.
   */
  function lane(channel: Channel) {
    let chain: Promise<number> = Promise.resolve(0);
    let timer: NodeJS.Timeout | null = null;
    const tick = () => {
      chain = chain.catch(() => 0).then(() => onConnection((connection) => runOnce(connection, channel)));
      return chain;
    };
    const schedule = (delay: number) => {
      if (!running) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        tick()
          .catch((error: unknown) =>
            log?.warn(
              { err: error instanceof Error ? error.message : String(error), channel },
              'outbox tick',
            ),
          )
          .finally(() => schedule(pollMs));
      }, delay);
      timer.unref();
    };
    return {
      tick,
      schedule,
      async stop() {
        if (timer) clearTimeout(timer);
        timer = null;
        await chain.catch(() => 0);
      },
    };
  }
  const lanes = [lane('email'), lane('sms')];

  /** Delivers every due message now; calls run one after another. Resolves to the number sent. */
  async function tick(): Promise<number> {
    const sent = await Promise.all(lanes.map((l) => l.tick()));
    return sent.reduce((a, b) => a + b, 0);
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
      for (const l of lanes) l.schedule(0);
    },
    start() {
      if (running) return;
      running = true;
      for (const l of lanes) l.schedule(0);
    },
    /** Stops polling and waits for a delivery under way. */
    async stop() {
      running = false;
      await Promise.all(lanes.map((l) => l.stop()));
    },
  };
}

export type Messages = ReturnType<typeof createMessages>;
