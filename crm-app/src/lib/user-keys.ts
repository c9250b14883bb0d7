import type { Endpoints, QueryOf } from '@doorline/api-client';
import { recordKeys } from './record-keys';

/* The users' queries, as the API client takes them (the audit trail's is the roles' too). */
export type UsersQuery = QueryOf<Endpoints['listUsers']>;
export type AuditQuery = QueryOf<Endpoints['userAudit']>;

/*
 * The users' query keys (see `./auth` for the convention): the organization's users pages, a dealer's
 * users tab (a page of users) and a user's record and audit trail sit under `all`, so a change of a
 * user asks every user key again. Here rather than in the organization feature because the live
 * stream (`./live-keys`) asks a user's pages again too.
 */
export const userKeys = recordKeys<UsersQuery, AuditQuery>('users');
