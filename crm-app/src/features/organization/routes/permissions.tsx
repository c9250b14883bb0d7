import type { Permission } from '@doorline/api-client';
import { DataTable } from '@doorline/design-system';
import { useMemo } from 'react';
import { Page } from '@/components/layout/page';
import { ListError } from '@/components/list/list-frame';
import { usePermissions } from '../api/get-permissions';
import { TypeTabs } from '../components/type-tabs';
import { Wrap } from '@/components/list/wrap';
import { dateCol } from '@/components/list/columns';
import { col } from '@/components/table/columns';
import { useTabType } from '../lib/type-tab';
import { useAccessNames } from '@/lib/access-names';
import { useTranslation } from '@/lib/i18n';

/** `/organization/permissions` (spec §2 "Permissions page"): every permission of the tab's type. */
export function PermissionsPage() {
  const { t } = useTranslation('organization');
  const { t: lists } = useTranslation('lists');
  const type = useTabType();
  const permissions = usePermissions({ type });
  const names = useAccessNames();
  const columns = useMemo(() => {
    const c = col<Permission>;
    return [
      c('name', t('permissions.name'), (permission) => names.permission(permission.type, permission)),
      c('key', t('permissions.key'), (permission) => <code>{permission.key}</code>),
      c('description', t('permissions.description'), (permission) => (
        <Wrap>{names.permissionDescription(permission.type, permission) || '—'}</Wrap>
      )),
      dateCol<Permission>('created', t('permissions.created'), (permission) => permission.createdAt),
      dateCol<Permission>('updated', t('permissions.updated'), (permission) => permission.updatedAt),
    ];
  }, [t, names]);

  return (
    <Page title={t('permissions.title')}>
      <TypeTabs path="/organization/permissions" selected={type}>
        {permissions.isError && !permissions.data ? (
          <ListError onRetry={() => void permissions.refetch()} />
        ) : (
          <DataTable
            aria-label={t('permissions.tableOf', { type: t(`types.${type}`) })}
            columns={columns}
            data={permissions.data ?? []}
            getRowId={(permission) => String(permission.id)}
            isLoading={permissions.isPending}
            skeletonRows={5}
            emptyText={lists('list.empty')}
          />
        )}
      </TypeTabs>
    </Page>
  );
}
