import type { Endpoints, QueryOf } from '@doorline/api-client';

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

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UsersQuery) => [...userKeys.lists(), query] as const,
  record: (id: number) => [...userKeys.all, 'record', id] as const,
  audit: (id: number, query: AuditQuery) => [...userKeys.record(id), 'audit', query] as const,
};

export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: RolesQuery) => [...roleKeys.lists(), query] as const,
  record: (id: number) => [...roleKeys.all, 'record', id] as const,
  audit: (id: number, query: AuditQuery) => [...roleKeys.record(id), 'audit', query] as const,
  permissions: (query: PermissionsQuery) => [...roleKeys.all, 'permissions', query] as const,
};
