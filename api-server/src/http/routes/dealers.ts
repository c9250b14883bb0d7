import {
  DEALER_CREATED,
  DEALER_UPDATED,
  DEALERS_IMPORTED,
  dealerImport,
  dealerList,
  type endpoints,
} from '@doorline/api-client';
import {
  changeDealer,
  createDealer,
  dealerCells,
  dealerDetails,
  dealersPage,
  dealerTrail,
  dealerUsers,
} from '../../domain/dealers/dealers.js';
import { dealerImportServing } from '../../domain/dealers/import.js';
import { changeContext } from '../../domain/notifications/notify.js';
import { bindArea, type Handler } from '../bind.js';
import { IMPORT_UPLOAD_BYTES, serveImport } from '../serve-import.js';
import { serveList } from '../serve-list.js';
import { routeModule } from '../route-modules.js';

/**
 * Dealer companies (issue 11): the list and look-up, a dealer's profile, create, one-section change,
 * its users and its audit trail. `/companies` answers as `/dealers` with the same handlers and access:
 * a company is a dealer company (docs/decisions.md "Issue 11"). The import from a file (issue 42) is
 * `/dealers/imports` only.
 */
export default routeModule((app, context) => {
  const { database, config } = context;
  const db = database.db;
  const list = serveList(context, dealerList, {
    page: ({ scope, query }) => dealersPage(db, scope, query),
    cells: dealerCells,
  });
  const details: Handler<typeof endpoints.dealer> = async ({ scope, params }) => ({
    data: await dealerDetails(db, scope, params.id),
  });
  const create: Handler<typeof endpoints.createDealer> = async ({ user, scope, body }) => ({
    message: DEALER_CREATED,
    data: await createDealer(db, user, scope, body, config.now()),
  });

  bindArea(app, context, 'dealers', {
    ...list,
    dealer: details,
    createDealer: create,
    // One endpoint, three tasks: the body's section decides which rule of `dealerAccess` applies
    // (its access in the contract, `updateDealerAccess`).
    updateDealer: async ({ user, scope, params, body }) => ({
      message: DEALER_UPDATED,
      data: await changeDealer(db, user, scope, params.id, body, changeContext(config)),
    }),
    dealerUsers: ({ scope, params }) => dealerUsers(db, scope, params.id),
    dealerAudit: ({ scope, params, query }) => dealerTrail(db, scope, params.id, query),
    companies: list.dealers,
    company: details,
    createCompany: create,
  });
  // The import from a spreadsheet: the contract's own module (dealer-tools.ts), which the app loads
  // with its first call.
  bindArea(
    app,
    context,
    'dealerTools',
    serveImport(context, dealerImport, dealerImportServing, { imported: DEALERS_IMPORTED }),
    { uploadBytes: IMPORT_UPLOAD_BYTES },
  );
});
