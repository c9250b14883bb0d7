import { DEALER_CREATED, DEALER_UPDATED, type endpoints } from '@doorline/api-client';
import {
  changeDealer,
  createDealer,
  dealerDetails,
  dealerList,
  dealerTrail,
  dealerUsers,
} from '../../domain/dealers/dealers.js';
import { changeContext } from '../../domain/notifications/notify.js';
import { bindArea, type Handler } from '../bind.js';
import { routeModule } from '../route-modules.js';

/**
 * Dealer companies (issue 11): the list and look-up, a dealer's profile, create, one-section change,
 * its users and its audit trail. `/companies` answers as `/dealers` with the same handlers and access:
 * a company is a dealer company (docs/decisions.md "Issue 11").
 */
export default routeModule((app, context) => {
  const { database, config } = context;
  const db = database.db;
  const list: Handler<typeof endpoints.dealers> = ({ user, query }) => dealerList(db, user, query);
  const details: Handler<typeof endpoints.dealer> = async ({ user, params }) => ({
    data: await dealerDetails(db, user, params.id),
  });
  const create: Handler<typeof endpoints.createDealer> = async ({ user, body }) => ({
    message: DEALER_CREATED,
    data: await createDealer(db, user, body, config.now()),
  });

  bindArea(app, context, 'dealers', {
    dealers: list,
    dealer: details,
    createDealer: create,
    // One endpoint, three tasks: the body's section decides which rule of `dealerAccess` applies
    // (its access in the contract, `updateDealerAccess`).
    updateDealer: async ({ user, params, body }) => ({
      message: DEALER_UPDATED,
      data: await changeDealer(db, user, params.id, body, changeContext(config)),
    }),
    dealerUsers: ({ user, params }) => dealerUsers(db, user, params.id),
    dealerAudit: ({ user, params, query }) => dealerTrail(db, user, params.id, query),
    companies: list,
    company: details,
    createCompany: create,
  });
});
