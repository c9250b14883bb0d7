import type { FastifyInstance } from 'fastify';
import { endpoints } from '@doorline/api-client';
import {
  notificationList,
  notificationSettings,
  readAllNotifications,
  readNotification,
  unreadNotificationCount,
  updateNotificationSettings,
} from '../../domain/notifications/inbox.js';
import type { AppContext } from '../context.js';
import { route } from '../route.js';

/**
 * The caller's own notifications and e-mail settings (issue 26; docs/notifications.md "The API").
 * The live stream (`endpoints.notificationStream`) is registered on its own.
 */
export function notificationRoutes(app: FastifyInstance, { database, identity }: AppContext) {
  const db = database.db;

  route(app, identity, endpoints.listNotifications, ({ user, query }) => notificationList(db, user, query));
  route(app, identity, endpoints.unreadNotificationCount, ({ user }) => unreadNotificationCount(db, user));
  route(app, identity, endpoints.readNotification, ({ user, params }) =>
    readNotification(db, user, params.id),
  );
  route(app, identity, endpoints.readAllNotifications, ({ user }) => readAllNotifications(db, user));
  route(app, identity, endpoints.notificationSettings, ({ user }) => notificationSettings(db, user));
  route(app, identity, endpoints.updateNotificationSettings, ({ user, body }) =>
    updateNotificationSettings(db, user, body),
  );
}
