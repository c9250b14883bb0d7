import type { Endpoints, QueryOf } from '@doorline/api-client';
import { recordKeys } from '@/lib/record-keys';
import type { AuditQuery } from '@/lib/user-keys';

/* The queries of the organization area, as the API client takes them. */
export type RolesQuery = QueryOf<Endpoints['listRoles']>;
export type PermissionsQuery = QueryOf<Endpoints['listPermissions']>;

/*
 * The organization feature's query keys (see `@/lib/auth` for the convention; the users' are in
 * `@/lib/user-keys`). A change of a role asks the roles and the users (whose rows show the role's
 * name and permissions).
 */
const roleRecordKeys = recordKeys<RolesQuery, AuditQuery>('roles');
export const roleKeys = {
  ...roleRecordKeys,
  permissions: (query: PermissionsQuery) => [...roleRecordKeys.all, 'permissions', query] as const,
};
