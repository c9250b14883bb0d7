import type { FastifyInstance } from 'fastify';
import { endpoints } from '@doorline/api-client';
import {
  currentUser,
  endOtherSessions,
  endSession,
  mySessions,
  updateMyProfile,
} from '../../domain/account/account.js';
import { listSettings, updateListSettings } from '../../domain/account/list-settings.js';
import type { AppContext } from '../context.js';
import { route } from '../route.js';

/** The signed-in user's own profile and sign-ins (spec §7 "Users", docs/identity.md). */
export function accountRoutes(app: FastifyInstance, { database, identity, config }: AppContext) {
  const db = database.db;

  route(app, identity, endpoints.usersMe, ({ user }) => currentUser(db, user.id));
  for (const endpoint of [endpoints.updateMe, endpoints.updateUser])
    route(app, identity, endpoint, ({ user, body }) => updateMyProfile(db, user.id, body, config.now()));
  route(app, identity, endpoints.sessions, ({ user }) => mySessions(db, user, config.now()));
  route(app, identity, endpoints.revokeSession, async ({ user, params }) => {
    await endSession(db, user.id, params.id, config.now());
    return { message: 'Session ended' };
  });
  route(app, identity, endpoints.revokeOtherSessions, async ({ user }) => {
    await endOtherSessions(db, user, config.now());
    return { message: 'Signed out of other sessions' };
  });
  route(app, identity, endpoints.listSettings, ({ user }) => listSettings(db, user));
  route(app, identity, endpoints.updateListSettings, ({ user, body }) =>
    updateListSettings(db, user, body, config.now()),
  );
}
