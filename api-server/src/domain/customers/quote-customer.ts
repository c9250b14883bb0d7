// A quote's customer from the directory (issue 42; docs/decisions.md "Issue 42: a quote's customer
// from the directory"): Create Quote and Edit quote name one the caller may see, of the quote's dealer;
// any other answers 400 on `customerId`, as a missing one.
import { serverMessage } from '@doorline/api-client';
import type { Queryable } from '../../db/index.js';
import { findCustomer } from '../../db/queries/customers.js';
import type { ContactInfo } from '../../db/schema.js';
import { invalidField } from '../errors.js';
import type { DealerScope } from '../scope.js';

export const CUSTOMER_NOT_FOUND = serverMessage('customerNotFound');

/**
 * The customer a quote of `dealerId` (null: the organization's own) names, with its contact as the
 * quote stores it; 400 on `customerId` for one outside the scope, missing, or of another dealer.
 */
export async function quoteCustomer(
  db: Queryable,
  scope: DealerScope,
  customerId: number,
  dealerId: number | null,
): Promise<{ id: number; contact: ContactInfo }> {
  const customer = await findCustomer(db, scope, customerId);
  if (!customer || (customer.dealer?.id ?? null) !== dealerId)
    throw invalidField('customerId', CUSTOMER_NOT_FOUND);
  const { name, email, phone, mobile } = customer;
  return { id: customer.id, contact: { name, email, phone, mobile, fax: null } };
}
