import type { FastifyInstance } from 'fastify';
import {
  actionPermissions,
  orderActionEndpoints,
  orderActions,
  permissionFor,
  subOrderActionEndpoints,
  subOrderActions,
  type ActionResponse,
} from '@doorline/api-client';
import { actOnOrder, actOnSubOrders, type Actor } from '../../db/queries/order-actions.js';
import type { AuthUser } from '../../domain/identity/sessions.js';
import type { AppContext } from '../context.js';
import { requirePermission, route } from '../route.js';

const actor = (user: AuthUser): Actor => ({ id: user.id, dealerId: user.dealerId, type: user.type });
const done = (action: string, ids: number[]): ActionResponse => ({
  message: `Transaction ${action} successful!`,
  data: { ids },
});

/** The order actions of docs/sales-flow.md: PATCH /orders/:id/<action>, permissions from the contract. */
export function orderActionRoutes(app: FastifyInstance, { database, identity }: AppContext) {
  const db = database.db;

  for (const action of orderActions) {
    const endpoint = orderActionEndpoints[action] as typeof orderActionEndpoints.submit;
    const permission = actionPermissions[action];
    const options = typeof permission === 'string' ? { permission } : {};
    route(app, identity, endpoint, options, async ({ user, params, query }) => {
      // Confirm and cancel: the permission depends on the account type.
      if (typeof permission !== 'string') requirePermission(user, permissionFor(action, user.type));
      // Unhold exists only for sub-orders; the others act on a main order unless told otherwise.
      const kind = action === 'unhold' || query.isSubOrder === true ? 'sub' : 'main';
      const ids = await db.transaction((tx) => actOnOrder(tx, actor(user), action, params.id, kind));
      return done(action, ids);
    });
  }

  for (const action of subOrderActions) {
    const endpoint = subOrderActionEndpoints[action] as typeof subOrderActionEndpoints.hold;
    route(
      app,
      identity,
      endpoint,
      { permission: permissionFor(action, 'organization') },
      async ({ user, params, body }) => {
        const ids = await db.transaction((tx) =>
          actOnSubOrders(tx, actor(user), action, params.id, body.ids),
        );
        return done(action, ids);
      },
    );
  }
}
