import type { Endpoints, QueryOf } from '@doorline/api-client';
import { recordKeys } from '@/lib/record-keys';

/* The queries of the organization area, as the API client takes them. */
export type UsersQuery = QueryOf<Endpoints['listUsers']>;
export type RolesQuery = QueryOf<Endpoints['listRoles']>;
export type AuditQuery = QueryOf<Endpoints['userAudit']>;
export type PermissionsQuery = QueryOf<Endpoints['listPermissions']>;

/*
 * The organization feature's query keys (see `@/lib/auth` for the convention). A change of a user
 * asks every user key again; a change of a role asks the roles and the users (whose rows show the
 * role's name and permissions).
 */

export const userKeys = recordKeys<UsersQuery, AuditQuery>('users');

const roleRecordKeys = recordKeys<RolesQuery, AuditQuery>('roles');
export const roleKeys = {
  ...roleRecordKeys,
  permissions: (query: PermissionsQuery) => [...roleRecordKeys.all, 'permissions', query] as const,
};
