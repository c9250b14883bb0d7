// What a comment or a file is of (`record_comments`, `record_files`): a record (main order or
// sub-order) or a customer (issue 42), each read through the caller's scope first, so that its
// comments and files need no scope of their own and cannot be read by a plain number.
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ScopedId } from './scope.js';

/** A record or a customer, by the id its scoped finder answered. */
export type Subject = { readonly orderId: ScopedId } | { readonly customerId: ScopedId };

/** The subject's columns of a new row: one of them set, the other null (the tables' CHECK). */
export const subjectColumns = (subject: Subject) =>
  'orderId' in subject
    ? { orderId: subject.orderId, customerId: null }
    : { orderId: null, customerId: subject.customerId };

/** The rows of the subject, in a table with both columns. */
export const ofSubject = (table: { orderId: PgColumn; customerId: PgColumn }, subject: Subject): SQL =>
  'orderId' in subject ? eq(table.orderId, subject.orderId) : eq(table.customerId, subject.customerId);
