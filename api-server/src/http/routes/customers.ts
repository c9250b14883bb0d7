import { CUSTOMER_CREATED, CUSTOMER_UPDATED, customerList } from '@doorline/api-client';
import {
  changeCustomer,
  createCustomer,
  customerCells,
  customerDetails,
  customersPage,
  customerTrail,
} from '../../domain/customers/customers.js';
import { bindArea } from '../bind.js';
import { serveList } from '../serve-list.js';
import { routeModule } from '../route-modules.js';

/**
 * The customer directory (issue 42): the list and its file, a customer, create, change, and its
 * history. Each entry's access is the contract's (`customerAccess`); the scope keeps a dealer user to
 * their own dealer's customers.
 */
export default routeModule((app, context) => {
  const { database, config } = context;
  const db = database.db;
  bindArea(app, context, 'customers', {
    ...serveList(context, customerList, {
      page: ({ scope, query }) => customersPage(db, scope, query),
      cells: customerCells,
    }),
    customer: async ({ scope, params }) => ({ data: await customerDetails(db, scope, params.id) }),
    createCustomer: async ({ user, scope, body }) => ({
      message: CUSTOMER_CREATED,
      data: await createCustomer(db, user, scope, body, config.now()),
    }),
    updateCustomer: async ({ user, scope, params, body }) => ({
      message: CUSTOMER_UPDATED,
      data: await changeCustomer(db, user, scope, params.id, body, config.now()),
    }),
    customerAudit: ({ scope, params, query }) => customerTrail(db, scope, params.id, query),
  });
});
