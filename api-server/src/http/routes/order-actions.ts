import type { FastifyInstance } from 'fastify';
import { endpoints, type ActionResponse } from '@doorline/api-client';
import { actOnOrder, actOnSubOrders, type Actor } from '../../db/queries/order-actions.js';
import type { AuthUser } from '../../domain/identity/sessions.js';
import type { IdsAction, SingleAction } from '../../domain/orders/transitions.js';
import type { AppContext } from '../context.js';
import { requirePermission, route } from '../route.js';

const actor = (user: AuthUser): Actor => ({ id: user.id, dealerId: user.dealerId, type: user.type });
const done = (action: string, ids: number[]): ActionResponse => ({
  message: `Transaction ${action} successful!`,
  data: { ids },
});

/** Confirm and cancel: an organization user with orders.approve, or a dealer user with orders.confirm. */
function requireConfirmOrApprove(user: AuthUser): void {
  requirePermission(user, user.type === 'dealer' ? 'orders.confirm' : 'orders.approve');
}

/** The order actions of sales-flow.md: PATCH /orders/:id/<action>. */
export function orderActionRoutes(app: FastifyInstance, { database, identity }: AppContext) {
  const db = database.db;

  const single: Array<[SingleAction, keyof typeof endpoints, string | null]> = [
    ['submit', 'submitOrder', 'orders.write'],
    ['approve', 'approveOrder', 'orders.approve'],
    ['reject', 'rejectOrder', 'orders.approve'],
    ['confirm', 'confirmOrder', null],
    ['cancel', 'cancelOrder', null],
    ['unhold', 'unholdOrder', 'production.manage'],
  ];
  for (const [action, key, permission] of single) {
    const endpoint = endpoints[key] as typeof endpoints.submitOrder;
    route(app, identity, endpoint, permission ? { permission } : {}, async ({ user, params, query }) => {
      if (!permission) requireConfirmOrApprove(user);
      // Unhold exists only for sub-orders; the others act on a main order unless told otherwise.
      const kind = action === 'unhold' || query.isSubOrder === true ? 'sub' : 'main';
      const ids = await db.transaction((tx) => actOnOrder(tx, actor(user), action, params.id, kind));
      return done(action, ids);
    });
  }

  const many: Array<[IdsAction, keyof typeof endpoints, string]> = [
    ['start-production', 'startProduction', 'production.manage'],
    ['complete', 'complete', 'production.manage'],
    ['hold', 'hold', 'production.manage'],
    ['warehouse', 'warehouse', 'warehouse.manage'],
    ['deliver', 'deliver', 'warehouse.manage'],
  ];
  for (const [action, key, permission] of many) {
    const endpoint = endpoints[key] as typeof endpoints.startProduction;
    route(app, identity, endpoint, { permission }, async ({ user, params, body }) => {
      const ids = await db.transaction((tx) => actOnSubOrders(tx, actor(user), action, params.id, body.ids));
      return done(action, ids);
    });
  }
}
