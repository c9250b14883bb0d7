import type { User } from '@doorline/api-client';
import { DataTable, LinkCell } from '@doorline/design-system';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, ListPager } from '@/components/list/list-frame';
import { useUsers } from '../api/get-users';
import { col } from '../lib/columns';
import { UserStatusBadge } from './user-status-badge';

/** The users holding a role (GET /users?roleId), whatever their status, paged. */
export function RoleUsers({ roleId, label }: { roleId: number; label: string }) {
  const { t } = useTranslation('organization');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const users = useUsers({ roleId, page, limit });
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
  if (users.isError && !users.data) return <ListError onRetry={() => void users.refetch()} />;
  const rows = users.data?.data ?? [];
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      data={rows}
      getRowId={(user) => String(user.id)}
      isLoading={users.isPending}
      skeletonRows={3}
      emptyText={t('role.noUsers')}
      footer={
        users.data && users.data.pagination.count > limit ? (
          <ListPager
            page={page}
            limit={limit}
            count={users.data.pagination.count}
            rowsOnPage={rows.length}
            onPageChange={setPage}
            onLimitChange={(next) => {
              setLimit(next);
              setPage(1);
            }}
          />
        ) : null
      }
    />
  );
}
