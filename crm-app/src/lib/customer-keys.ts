import type { Endpoints, QueryOf } from '@doorline/api-client';
import { recordKeys } from './record-keys';

/* The customer directory's queries, as the API client takes them (issue 42). */
export type CustomersQuery = QueryOf<Endpoints['customers']>;
export type CustomerAuditQuery = QueryOf<Endpoints['customerAudit']>;
export type CustomerDuplicatesQuery = QueryOf<Endpoints['customerDuplicates']>;

/*
 * The customers' query keys (see `./auth` for the convention): the directory's pages and a
 * customer's record and history sit under `all`, so a change of a customer asks them all again.
 * Here rather than in the customers feature because the audit trail (the organization feature's,
 * shown in a customer's page) reads a customer's history under its record.
 */
const customerRecordKeys = recordKeys<CustomersQuery, CustomerAuditQuery>('customers');
export const customerKeys = {
  ...customerRecordKeys,
  /** A page of the possible duplicates (issue 42): under `all`, so a change of a customer asks it again. */
  duplicates: (query: CustomerDuplicatesQuery) => [...customerRecordKeys.all, 'duplicates', query] as const,
  /** A customer's comments and files (issue 42): under its record, so a merge drops the merged one's. */
  comments: (id: number) => [...customerRecordKeys.record(id), 'comments'] as const,
  files: (id: number) => [...customerRecordKeys.record(id), 'files'] as const,
};
