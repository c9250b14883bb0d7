import type { FastifyInstance } from 'fastify';
import {
  orderActionEndpoints,
  orderActions,
  subOrderActionEndpoints,
  subOrderActions,
  type ActionResponse,
} from '@doorline/api-client';
import { changeContext } from '../../domain/notifications/notify.js';
import { takeOrderAction, takeSubOrderAction } from '../../domain/orders/actions.js';
import type { AppContext } from '../context.js';
import { route } from '../route.js';

const done = (action: string, ids: number[]): ActionResponse => ({
  message: `Transaction ${action} successful!`,
  data: { ids },
});

/** The order actions of docs/sales-flow.md: PATCH /orders/:id/<action>, permissions from the contract. */
export function orderActionRoutes(app: FastifyInstance, { database, identity, config }: AppContext) {
  const db = database.db;

  for (const action of orderActions) {
    const endpoint = orderActionEndpoints[action] as typeof orderActionEndpoints.submit;
    // Confirm and cancel: the permission depends on the account type (the endpoint's access says which).
    route(app, identity, endpoint, async ({ user, params, query }) =>
      done(
        action,
        await takeOrderAction(db, user, action, params.id, query.isSubOrder === true, changeContext(config)),
      ),
    );
  }

  for (const action of subOrderActions) {
    const endpoint = subOrderActionEndpoints[action] as typeof subOrderActionEndpoints.hold;
    route(app, identity, endpoint, async ({ user, params, body }) =>
      done(action, await takeSubOrderAction(db, user, action, params.id, body.ids, changeContext(config))),
    );
  }
}
