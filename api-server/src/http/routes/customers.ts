import {
  COMMENT_ADDED,
  CUSTOMER_CREATED,
  CUSTOMER_UPDATED,
  CUSTOMERS_IMPORTED,
  CUSTOMERS_MERGED,
  customerImport,
  MARKED_NOT_DUPLICATE,
  customerList,
  FILE_DELETED,
  FILE_MAX_BYTES,
  FILE_UPLOADED,
} from '@doorline/api-client';
import {
  addCustomerComment,
  addCustomerFile,
  customerComments,
  customerFiles,
  deleteCustomerFile,
  openCustomerFile,
} from '../../domain/customers/comments-files.js';
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
import { duplicatesPage, markNotDuplicate, mergeCustomers } from '../../domain/customers/merge.js';
import { bindArea } from '../bind.js';
import { sendAttachment } from '../file-answer.js';
import { IMPORT_UPLOAD_BYTES, serveImport } from '../serve-import.js';
import { serveList } from '../serve-list.js';
import { readAttachedFile } from '../upload.js';
import { routeModule } from '../route-modules.js';

/**
 * The customer directory (issue 42): the list and its file, a customer, create, change, and its
 * history; a customer's figures, its possible duplicates, merging, and the import from a file; its
 * comments and files. Each entry's access is the contract's (`customerAccess`); the scope keeps a
 * dealer user to their own dealer's customers.
 */
export default routeModule((app, context) => {
  const { database, config, files: store } = context;
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
      markNotDuplicate: async ({ user, scope, params, body }) => {
        await markNotDuplicate(db, user, scope, params.id, body, config.now());
        return { message: MARKED_NOT_DUPLICATE };
      },
      ...serveImport(context, customerImport, customerImportServing, { imported: CUSTOMERS_IMPORTED }),
    },
    { uploadBytes: IMPORT_UPLOAD_BYTES },
  );
  // A customer's comments and files, like a record's (the contract's customer-comments-files.ts,
  // which the app loads with their first call): read with customers.read, written with customers.write.
  bindArea(
    app,
    context,
    'customerCommentsFiles',
    {
      customerComments: async ({ scope, params }) => ({
        data: await customerComments(db, scope, params.id),
      }),
      addCustomerComment: async ({ user, scope, params, body }) => ({
        message: COMMENT_ADDED,
        data: await addCustomerComment(db, user, scope, params.id, body.body, config.now()),
      }),
      customerFiles: async ({ scope, params }) => ({ data: await customerFiles(db, scope, params.id) }),
      uploadCustomerFile: async ({ user, scope, params, request }) => ({
        message: FILE_UPLOADED,
        data: await addCustomerFile(
          db,
          store,
          user,
          scope,
          params.id,
          () => readAttachedFile(request),
          config.now(),
        ),
      }),
      deleteCustomerFile: async ({ scope, params }) => {
        await deleteCustomerFile(store, scope, params.id, params.fileId);
        return { message: FILE_DELETED };
      },
      downloadCustomerFile: async ({ scope, params, reply }) => {
        const { file, bytes } = await openCustomerFile(db, store, scope, params.id, params.fileId);
        return sendAttachment(reply, { bytes, name: file.name, type: 'application/octet-stream' });
      },
    },
    { uploadBytes: FILE_MAX_BYTES },
  );
});
