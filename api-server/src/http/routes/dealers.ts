import type { FastifyInstance } from 'fastify';
import { DEALER_CREATED, DEALER_UPDATED, endpoints } from '@doorline/api-client';
import {
  changeDealer,
  createDealer,
  dealerDetails,
  dealerList,
  dealerTrail,
  dealerUsers,
} from '../../domain/dealers/dealers.js';
import { changeContext } from '../../domain/notifications/notify.js';
import type { AppContext } from '../context.js';
import { route } from '../route.js';

/**
 * Dealer companies (issue 11): the list and look-up, a dealer's profile, create, one-section change,
 * its users and its audit trail. `/companies` answers as `/dealers` with the same handlers and access:
 * a company is a dealer company (docs/decisions.md "Issue 11").
 */
export function dealerRoutes(app: FastifyInstance, { database, identity, config }: AppContext) {
  const db = database.db;

  for (const endpoint of [endpoints.dealers, endpoints.companies])
    route(app, identity, endpoint, ({ user, query }) => dealerList(db, user, query));
  for (const endpoint of [endpoints.dealer, endpoints.company])
    route(app, identity, endpoint, async ({ user, params }) => ({
      data: await dealerDetails(db, user, params.id),
    }));
  for (const endpoint of [endpoints.createDealer, endpoints.createCompany])
    route(app, identity, endpoint, async ({ user, body }) => ({
      message: DEALER_CREATED,
      data: await createDealer(db, user, body, config.now()),
    }));
  // One endpoint, three tasks: the body's section decides which rule of `dealerAccess` applies
  // (its access in the contract, `updateDealerAccess`).
  route(app, identity, endpoints.updateDealer, async ({ user, params, body }) => ({
    message: DEALER_UPDATED,
    data: await changeDealer(db, user, params.id, body, changeContext(config)),
  }));
  route(app, identity, endpoints.dealerUsers, ({ user, params }) => dealerUsers(db, user, params.id));
  route(app, identity, endpoints.dealerAudit, ({ user, params, query }) =>
    dealerTrail(db, user, params.id, query),
  );
}
