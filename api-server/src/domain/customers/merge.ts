// Possible duplicates and merging two customers into one (issue 42; docs/decisions.md "Issue 42:
// duplicates"): the pairs come from the keys of `customer-keys.ts`; a merge keeps one customer with
// the values chosen field by field, moves the other's records, comments, files and history to it,
// and removes it, in one transaction, with the merge in the survivor's history.
import {
  type Customer,
  type CustomerDuplicate,
  type CustomerDuplicatesQuery,
  type MergeCustomersBody,
  type MergeField,
  type NotDuplicateBody,
  serverMessage,
} from '@doorline/api-client';
import type { Db, Queryable } from '../../db/index.js';
import {
  type CustomerColumns,
  customersByIds,
  deleteCustomer,
  dismissPair,
  duplicatePairs,
  lockCustomer,
  moveCustomerCommentsAndFiles,
  moveCustomerRecords,
  moveCustomerTrail,
  updateCustomer,
} from '../../db/queries/customers.js';
import { recordAudit } from '../administration/audit.js';
import { invalidField, notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { pageAnswer } from '../pages.js';
import type { DealerScope } from '../scope.js';
import { columnChanges, customerDetails, storedTags } from './customers.js';
import { CUSTOMER_NOT_FOUND } from './quote-customer.js';

/** `GET /customers/duplicates`: a page of the pairs in the caller's scope, each with both customers. */
export const duplicatesPage = (db: Queryable, scope: DealerScope, query: CustomerDuplicatesQuery) =>
  pageAnswer(query, async (page) => {
    const pairs = await duplicatePairs(db, { scope, dealerId: query.dealerId }, page);
    const found = new Map(
      (
        await customersByIds(
          db,
          scope,
          pairs.flatMap((pair) => [pair.older, pair.newer]),
        )
      ).map((customer) => [customer.id, customer]),
    );
    const data: CustomerDuplicate[] = pairs.flatMap((pair) => {
      const older = found.get(pair.older);
      const newer = found.get(pair.newer);
      if (!older || !newer) return [];
      // The older first: by when each was made, then by id (an imported or backdated row may be newer by id).
      const byAge = [older, newer].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
      return [{ customers: byAge, reasons: pair.reasons }];
    });
    return { data, count: pairs[0]?.total ?? 0 };
  });

/**
 * `POST /customers/{id}/not-duplicate`: the pair leaves the view, with who marked it and when; 404 when
 * the two are no pair in the caller's scope, 400 on `duplicateId` for the customer itself.
 */
export async function markNotDuplicate(
  db: Queryable,
  caller: AuthUser,
  scope: DealerScope,
  id: number,
  body: NotDuplicateBody,
  at: Date,
) {
  if (body.duplicateId === id) throw invalidField('duplicateId', serverMessage('pairSelf'));
  const marked = await dismissPair(db, scope, { ids: [id, body.duplicateId], by: caller.id, at });
  if (!marked) throw notFound(CUSTOMER_NOT_FOUND);
}

type Take = NonNullable<MergeCustomersBody['take']>;
type Choice = 'survivor' | 'duplicate' | 'both';

const isEmpty = (value: unknown) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A field's value as a merge compares and keeps it: the address is its four parts. */
function valueOf(customer: Customer, field: MergeField) {
  return field === 'address' ? customer.address : customer[field];
}

/** The choice for a field: the one asked for, else the survivor's unless it is empty; tags: both. */
function choiceOf(field: MergeField, take: Take, survivor: Customer): Choice {
  const asked = take[field];
  if (asked) return asked;
  if (field === 'tags') return 'both';
  const value = valueOf(survivor, field);
  const empty =
    field === 'address' ? Object.values(survivor.address).every((part) => part === '') : isEmpty(value);
  return empty ? 'duplicate' : 'survivor';
}

/** The survivor's columns after the merge, every field as chosen. */
function mergedColumns(survivor: Customer, duplicate: Customer, take: Take): Partial<CustomerColumns> {
  const pick = <F extends MergeField>(field: F) =>
    choiceOf(field, take, survivor) === 'duplicate' ? duplicate : survivor;
  const address = pick('address').address;
  const noteChoice = choiceOf('note', take, survivor);
  const note =
    noteChoice === 'both'
      ? [survivor.note, duplicate.note].filter((part) => part.trim() !== '').join('\n\n')
      : pick('note').note;
  const tagsChoice = choiceOf('tags', take, survivor);
  const tags = tagsChoice === 'both' ? storedTags([...survivor.tags, ...duplicate.tags]) : pick('tags').tags;
  return {
    name: pick('name').name,
    email: pick('email').email,
    phone: pick('phone').phone,
    mobile: pick('mobile').mobile,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    country: address.country,
    note,
    tags,
  };
}

/**
 * `POST /customers/{id}/merge`: both customers locked (in id order, so that two merges of one pair
 * wait for each other rather than deadlock), both in the scope (else 404) and of one dealer (else
 * 400 on `duplicateId`); the survivor's fields as chosen, the duplicate's records, comments, files
 * and history moved to it, the duplicate removed, and the merge in the survivor's history: one transaction.
 */
export async function mergeCustomers(
  db: Db,
  caller: AuthUser,
  scope: DealerScope,
  id: number,
  body: MergeCustomersBody,
  at: Date,
) {
  const duplicateId = body.duplicateId;
  await db.transaction(async (tx) => {
    for (const locked of [...new Set([id, duplicateId])].sort((a, b) => a - b))
      if (!(await lockCustomer(tx, scope, locked))) throw notFound(CUSTOMER_NOT_FOUND);
    if (duplicateId === id) throw invalidField('duplicateId', serverMessage('mergeSelf'));
    const survivor = await customerDetails(tx, scope, id);
    const duplicate = await customerDetails(tx, scope, duplicateId);
    if ((survivor.dealer?.id ?? null) !== (duplicate.dealer?.id ?? null))
      throw invalidField('duplicateId', serverMessage('mergeOtherDealer'));
    const { before, after } = columnChanges(survivor, mergedColumns(survivor, duplicate, body.take ?? {}));
    const records = await moveCustomerRecords(tx, duplicateId, id, at);
    const { comments, files } = await moveCustomerCommentsAndFiles(tx, duplicateId, id);
    await moveCustomerTrail(tx, duplicateId, id);
    await deleteCustomer(tx, duplicateId);
    await updateCustomer(tx, id, after, at);
    await recordAudit(tx, {
      actorId: caller.id,
      subject: 'customer',
      subjectId: id,
      action: 'customer.merged',
      before,
      after: { ...after, merged: { id: duplicate.id, name: duplicate.name }, records, comments, files },
      at,
    });
  });
  return customerDetails(db, scope, id);
}
