// What comments and files are of (`db/queries/subjects.ts`: a record or a customer, issue 42), found
// for a caller: the comments and files are written once over it (comments.ts, record-files.ts).
import type { Queryable } from '../../db/index.js';
import type { Subject } from '../../db/queries/subjects.js';
import type { DealerScope } from '../scope.js';
import { visibleRecord } from './orders.js';

/**
 * What the comments or files are of, read through the caller's scope: 404 when it is missing or
 * outside it. A write calls it in its transaction too (a customer's finder holds the row there, so
 * that a merge moves what is written rather than removing it with the merged customer).
 */
export type FindSubject = (db: Queryable) => Promise<Subject>;

/** A record (main order or sub-order) the caller sees. */
export const recordSubject =
  (scope: DealerScope, id: number): FindSubject =>
  async (db) => ({ orderId: (await visibleRecord(db, scope, id)).id });
