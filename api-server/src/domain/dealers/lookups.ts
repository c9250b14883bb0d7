// The dealer look-ups of the dealer filter of every list and of the quote form: active dealers by
// name, and a dealer's users (the salesman pick). A dealer user sees only their own dealer.
import type { DealerLookupQuery } from '@doorline/api-client';
import type { Infer } from 'superstruct';
import type { Db } from '../../db/index.js';
import { findDealer, listDealerUsers, lookupDealers } from '../../db/queries/dealers.js';
import { notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { DEALER_NOT_FOUND, pageOf, tenantOf } from '../orders/orders.js';

export async function dealerLookup(db: Db, user: AuthUser, query: Infer<typeof DealerLookupQuery>) {
  const page = pageOf(query);
  const { data, count } = await lookupDealers(
    db,
    { search: query.search, tenantDealerId: tenantOf(user) },
    page,
  );
  return { data, pagination: { ...page, count }, hasMore: page.page * page.limit < count };
}

export async function dealerUsers(db: Db, user: AuthUser, dealerId: number) {
  const tenant = tenantOf(user);
  if (tenant !== null && tenant !== dealerId) throw notFound(DEALER_NOT_FOUND);
  if (!(await findDealer(db, dealerId))) throw notFound(DEALER_NOT_FOUND);
  return { data: await listDealerUsers(db, dealerId) };
}
