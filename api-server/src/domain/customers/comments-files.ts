// A customer's comments and files (issue 42; docs/decisions.md "Issue 42: a customer's comments and
// files"), like any record's: the records' own functions over the customer as their subject. Read by
// whom may read the customer; written by whom may change it (`customerAccess`); another dealer's
// customer answers 404 as a missing one. A customer's comment mentions nobody and notifies nobody.
import type { Db, Queryable } from '../../db/index.js';
import { insertComment } from '../../db/queries/comments.js';
import { lockCustomer } from '../../db/queries/customers.js';
import { notFound } from '../errors.js';
import type { AuthUser } from '../identity/sessions.js';
import { commentsOf } from '../orders/comments.js';
import { addFileTo, deleteFileOf, filesOf, openFileOf, type ReceivedUpload } from '../orders/record-files.js';
import type { FindSubject } from '../orders/subjects.js';
import type { DealerScope } from '../scope.js';
import type { FileStore } from '../../storage/index.js';
import { customerDetails } from './customers.js';
import { CUSTOMER_NOT_FOUND } from './quote-customer.js';

/** A customer the caller sees. */
const seenCustomer =
  (scope: DealerScope, id: number): FindSubject =>
  async (db) => ({ customerId: (await customerDetails(db, scope, id)).id });

/**
 * A customer the caller sees, for a write: in the write's transaction its row is held until the
 * commit, so that a merge either waits and then moves what was written, or has removed it (404).
 */
const heldCustomer =
  (scope: DealerScope, id: number): FindSubject =>
  async (db) => {
    const customer = await lockCustomer(db, scope, id, 'key share');
    if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
    return { customerId: customer.id };
  };

/** `GET /customers/{id}/comments`: oldest first. */
export const customerComments = (db: Queryable, scope: DealerScope, id: number) =>
  commentsOf(db, seenCustomer(scope, id));

/** `POST /customers/{id}/comments`: the comment (trimmed) by the caller, mentioning nobody. */
export const addCustomerComment = (
  db: Db,
  user: AuthUser,
  scope: DealerScope,
  id: number,
  body: string,
  at: Date,
) =>
  db.transaction(async (tx) =>
    insertComment(
      tx,
      await heldCustomer(scope, id)(tx),
      { authorId: user.id, body: body.trim(), mentions: [] },
      at,
    ),
  );

/** `GET /customers/{id}/files`: newest first. */
export const customerFiles = (db: Queryable, scope: DealerScope, id: number) =>
  filesOf(db, seenCustomer(scope, id));

/** `POST /customers/{id}/files`: the upload, at most 20 MB, kept in the file store with its row. */
export const addCustomerFile = (
  db: Db,
  store: FileStore,
  user: AuthUser,
  scope: DealerScope,
  id: number,
  receive: () => Promise<ReceivedUpload>,
  at: Date,
) => addFileTo(db, store, user, heldCustomer(scope, id), receive, at);

/** `DELETE /customers/{id}/files/{fileId}`: the row and its bytes. */
export const deleteCustomerFile = (store: FileStore, scope: DealerScope, id: number, fileId: number) =>
  deleteFileOf(store, heldCustomer(scope, id), fileId);

/** `GET /customers/{id}/files/{fileId}`: the file's details and its bytes. */
export const openCustomerFile = (db: Db, store: FileStore, scope: DealerScope, id: number, fileId: number) =>
  openFileOf(db, store, seenCustomer(scope, id), fileId);
