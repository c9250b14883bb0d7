import {
  CUSTOMER_CREATED,
  CUSTOMER_UPDATED,
  CUSTOMERS_IMPORTED,
  CUSTOMERS_MERGED,
  customerImport,
  customerList,
} from '@doorline/api-client';
import {
  changeCustomer,
  createCustomer,
  customerCells,
  customerDetails,
  customerFigures,
  customersPage,
  customerTrail,
} from '../../domain/customers/customers.js';
import { customerImportServing } from '../../domain/customers/import.js';
import { duplicatesPage, mergeCustomers } from '../../domain/customers/merge.js';
import { bindArea } from '../bind.js';
import { IMPORT_UPLOAD_BYTES, serveImport } from '../serve-import.js';
import { serveList } from '../serve-list.js';
import { routeModule } from '../route-modules.js';

/**
 * The customer directory (issue 42): the list and its file, a customer, create, change, and its
 * history; a customer's figures, its possible duplicates, merging, and the import from a file. Each entry's access is the contract's (`customerAccess`); the scope keeps a dealer user to
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
    customerFigures: async ({ scope, params }) => ({ data: await customerFigures(db, scope, params.id) }),
  });
  // The possible duplicates, merging and importing: the contract's own module
  // (customer-tools.ts), which the app loads with their first call.
  bindArea(
    app,
    context,
    'customerTools',
    {
      customerDuplicates: ({ scope, query }) => duplicatesPage(db, scope, query),
      mergeCustomers: async ({ user, scope, params, body }) => ({
        message: CUSTOMERS_MERGED,
        data: await mergeCustomers(db, user, scope, params.id, body, config.now()),
      }),
      ...serveImport(context, customerImport, customerImportServing, { imported: CUSTOMERS_IMPORTED }),
    },
    { uploadBytes: IMPORT_UPLOAD_BYTES },
  );
});
