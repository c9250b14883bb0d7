import type { ActionResponse, OrderAction, SubOrderAction } from '@doorline/api-client';
import { changeContext } from '../../domain/notifications/notify.js';
import { takeOrderAction, takeSubOrderAction } from '../../domain/orders/actions.js';
import type { AuthedInput } from '../route.js';
import { bindArea } from '../bind.js';
import { routeModule } from '../route-modules.js';

const done = (action: string, ids: number[]): ActionResponse => ({
  message: `Transaction ${action} successful!`,
  data: { ids },
});

/** The order actions of docs/sales-flow.md: PATCH /orders/:id/<action>, permissions from the contract. */
export default routeModule((app, context) => {
  const { database, config } = context;
  const db = database.db;

  // Confirm and cancel: the permission depends on the account type (the endpoint's access says which).
  const onRecord =
    (action: OrderAction) =>
    async ({ user, scope, params, query }: AuthedInput<unknown, { isSubOrder?: boolean }, { id: number }>) =>
      done(
        action,
        await takeOrderAction(
          db,
          user,
          scope,
          action,
          params.id,
          query.isSubOrder === true,
          changeContext(config),
        ),
      );
  const onSubOrders =
    (action: SubOrderAction) =>
    async ({ user, scope, params, body }: AuthedInput<{ ids: number[] }, unknown, { id: number }>) =>
      done(
        action,
        await takeSubOrderAction(db, user, scope, action, params.id, body.ids, changeContext(config)),
      );

  bindArea(app, context, 'orderActions', {
    submitOrder: onRecord('submit'),
    approveOrder: onRecord('approve'),
    cancelOrder: onRecord('cancel'),
    confirmOrder: onRecord('confirm'),
    rejectOrder: onRecord('reject'),
    unholdOrder: onRecord('unhold'),
    startProduction: onSubOrders('start-production'),
    warehouse: onSubOrders('warehouse'),
    hold: onSubOrders('hold'),
    deliver: onSubOrders('deliver'),
    complete: onSubOrders('complete'),
  });
});
