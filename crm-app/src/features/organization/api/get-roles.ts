import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listQueryOptions } from '@/lib/list-query';
import { roleKeys, type RolesQuery } from './keys';

/** A page of roles of one type, with their permissions and user counts. */
export const rolesQueryOptions = listQueryOptions(roleKeys.list, (args) => api.listRoles(args));

export const useRoles = (query: RolesQuery) => useQuery(rolesQueryOptions(query));

/** The active roles of a type: the choices of the invite and change-role forms (a hundred at most). */
export function useRoleChoices(type: 'organization' | 'dealer', enabled = true) {
  return useQuery({
    ...rolesQueryOptions({ type, limit: 100 }),
    select: (answer) => answer.data.filter((role) => role.isActive && role.type === type),
    enabled,
  });
}
