import {
  currentUser,
  endOtherSessions,
  endSession,
  mySessions,
  updateMyProfile,
} from '../../domain/account/account.js';
import { listSettings, updateListSettings } from '../../domain/account/list-settings.js';
import { bindArea, type Handler } from '../bind.js';
import type { AppContext } from '../context.js';
import type { endpoints } from '@doorline/api-client';
import { routeModule } from '../route-modules.js';

/** The signed-in user's own profile and sign-ins (spec §7 "Users", docs/identity.md). */
export default routeModule((app, context: AppContext) => {
  const { database, config } = context;
  const db = database.db;
  const updateMe: Handler<typeof endpoints.updateMe> = ({ user, body }) =>
    updateMyProfile(db, user.id, body, config.now());

  bindArea(app, context, 'account', {
    usersMe: ({ user }) => currentUser(db, user.id),
    updateMe,
    // The spec's other definition of `PATCH /users/me`.
    updateUser: updateMe,
    sessions: ({ user }) => mySessions(db, user, config.now()),
    revokeSession: async ({ user, params }) => {
      await endSession(db, user.id, params.id, config.now());
      return { message: 'Session ended' };
    },
    revokeOtherSessions: async ({ user }) => {
      await endOtherSessions(db, user, config.now());
      return { message: 'Signed out of other sessions' };
    },
    listSettings: ({ user }) => listSettings(db, user),
    updateListSettings: ({ user, body }) => updateListSettings(db, user, body, config.now()),
  });
});
