import type { FastifyInstance } from 'fastify';
import type { NotificationRetention } from '../domain/notifications/retention.js';

/**
 * Runs the hourly retention pass of notifications while the server runs (docs/notifications.md
 * "Retention"): started when ready, stopped on close. The pass at start is the server's
 * (`prepareDatabase`), with the other housekeeping.
 */
export function runNotificationRetention(app: FastifyInstance, retention: NotificationRetention): void {
  retention.useLogger(app.log);
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', async () => retention.stop());
}
