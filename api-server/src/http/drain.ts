// A clean stop (issue 39; docs/decisions.md "Issue 39: a clean stop and bounded exports"). When the
// app closes (SIGTERM, SIGINT): the listener closes at once (a balancer's next connection is refused
// and goes to another process), a request on a connection still open is answered 503 by Fastify, the
// live notification streams end (their clients reconnect elsewhere), and the answers already running
// (downloads, exports, any request) have `drainMs` to finish. Whatever still runs then is cut so that
// its client can tell: the socket is destroyed before the chunked answer's last chunk or before the
// declared Content-Length is complete. Only then does Fastify close the server and its connections.
import { Server as NetServer } from 'node:net';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface DrainOutcome {
  /** Answers running when the stop began. */
  running: number;
  /** Of those, the ones cut at the deadline. */
  cut: number;
}

export interface DrainSettings {
  /** How long the running answers may take to finish. */
  drainMs: number;
  /** Ends what must not hold the stop (the live streams), at once, before the wait. */
  endAtOnce: () => Promise<void>;
  /** Work that outlives its answer and must end before the database closes (an export's audit record). */
  settled?: () => Promise<void>;
}

/**
 * Tracks every answer of `app` from its request on, and drains them in `preClose` (which Fastify runs
 * after it has begun refusing requests with 503 and before it closes the server).
 */
export function drainOnClose(app: FastifyInstance, settings: DrainSettings): void {
  const running = new Set<ServerResponse>();
  app.server.on('request', (_request, response: ServerResponse) => {
    running.add(response);
    // 'close' comes after 'finish' (every byte handed to the system) or when the connection is lost.
    response.once('close', () => running.delete(response));
  });

  app.addHook('preClose', async () => {
    // Node's own `server.close()` would also destroy every connection whose request has been read and
    // whose answer has been ended, flushed or not (`closeIdleConnections`): a 20 MB file given to
    // `end()` and read slowly was cut there (issue 39). So the listening socket alone is closed here,
    // and the server's close comes after the drain, when no answer is left unflushed.
    if (app.server.listening) NetServer.prototype.close.call(app.server);
    await settings.endAtOnce();
    const outcome = await drain(running, settings.drainMs);
    if (outcome.cut > 0)
      app.log.warn(
        { ...outcome, drainSeconds: settings.drainMs / 1000 },
        `stopping: ${outcome.cut} of ${outcome.running} running answers cut at the drain deadline`,
      );
    else if (outcome.running > 0)
      app.log.info(outcome, `stopping: all ${outcome.running} running answers finished`);
    await settings.settled?.();
  });
}

/** Waits until every answer in `running` is over or `ms` have passed; then cuts the rest. */
async function drain(running: Set<ServerResponse>, ms: number): Promise<DrainOutcome> {
  const answers = [...running];
  if (answers.length === 0) return { running: 0, cut: 0 };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  const over = Promise.all(
    answers.map((answer) =>
      answer.closed ? undefined : new Promise<void>((resolve) => answer.once('close', () => resolve())),
    ),
  );
  await Promise.race([over, deadline]);
  clearTimeout(timer);
  const left = answers.filter((answer) => !answer.closed);
  // Destroying the socket, never ending the answer: a client must not take a cut file for a whole one.
  for (const answer of left) answer.destroy();
  return { running: answers.length, cut: left.length };
}
