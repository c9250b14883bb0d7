import type { FastifyInstance } from 'fastify';
import type { Messages } from '../domain/messages/messages.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The message worker, so tests can deliver due messages at once (`app.messages.tick()`). */
    messages: Messages;
  }
}

/** Runs the delivery worker while the server runs: started when ready, stopped on close. */
export function runMessageWorker(app: FastifyInstance, messages: Messages): void {
  app.decorate('messages', messages);
  messages.useLogger(app.log);
  app.addHook('onReady', async () => messages.start());
  app.addHook('onClose', async () => messages.stop());
}
