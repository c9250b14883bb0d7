import type { User } from '@doorline/api-client';
import { LinkCell } from '@doorline/design-system';
import { useMemo } from 'react';
import { ListTable } from '@/components/list/list-table';
import { useLocalPaging } from '@/lib/use-list-params';
import { useUsers } from '../api/get-users';
import { col } from '@/components/table/columns';
import { UserStatusBadge } from './user-status-badge';
import { useTranslation } from '@/lib/i18n';

/** The users holding a role (GET /users?roleId), whatever their status, paged. */
export function RoleUsers({ roleId, label }: { roleId: number; label: string }) {
  const { t } = useTranslation('organization');
  const paging = useLocalPaging();
  const users = useUsers({ roleId, page: paging.page, limit: paging.limit });
  const columns = useMemo(() => {
    const c = col<User>;
    return [
      c('name', t('users.name'), (user) => (
        <LinkCell href={`/organization/users/${user.id}/profile`}>{user.name}</LinkCell>
      )),
      c('email', t('users.email'), (user) => user.email),
      c('status', t('users.status'), (user) => <UserStatusBadge status={user.status} />),
    ];
  }, [t]);
  return (
    <ListTable
      aria-label={label}
      columns={columns}
      query={users}
      paging={paging}
      pager="several-pages"
      skeletonRows={3}
      emptyText={t('role.noUsers')}
    />
  );
}
