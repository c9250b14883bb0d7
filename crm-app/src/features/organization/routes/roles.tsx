import { administrationAccess, roleList, type Role } from '@doorline/api-client';
import { Button, LinkCell, pageCountOf } from '@doorline/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { ListTable } from '@/components/list/list-table';
import { useMe } from '@/lib/auth';
import { canAccess } from '@/lib/permissions';
import { rolesQueryOptions, useRoles } from '../api/get-roles';
import { RoleActiveIcon } from '../components/role-active-icon';
import { RolePermissions } from '../components/role-permissions';
import { RoleStatusButton } from '../components/role-status-button';
import { TypeTabs } from '../components/type-tabs';
import { Wrap } from '@/components/list/wrap';
import { dateCol } from '@/components/list/columns';
import { col, type Column } from '@/components/table/columns';
import { useListQuery } from '@/lib/use-list-params';
import { useTabType } from '../lib/type-tab';
import * as styles from '../organization.css';
import { useAccessNames, type AccessNames } from '@/lib/access-names';
import { useTranslation, type TFunction } from '@/lib/i18n';

// The role form (and the form library) loads when its dialog opens: the list only shows (issue 12).
const AddRoleDialog = lazy(() =>
  import('../components/add-role-dialog').then((module) => ({ default: module.AddRoleDialog })),
);

const ROLES_PATH = '/organization/roles';

function columnsFor(t: TFunction<'organization'>, names: AccessNames, canManage: boolean): Column<Role>[] {
  const c = col<Role>;
  return [
    // A long role name ("Менеджер по производству") wraps, so the list fits 1366 px (issue 40).
    c('name', t('roles.name'), (role) => (
      <Wrap>
        <LinkCell href={`${ROLES_PATH}/${role.id}/profile`}>{names.role(role)}</LinkCell>
      </Wrap>
    )),
    c('description', t('roles.description'), (role) => <Wrap>{names.roleDescription(role) || '—'}</Wrap>),
    c('permissions', t('roles.permissions'), (role) => (
      <div className={styles.permissionsCell}>
        <RolePermissions role={role} canEdit={canManage} />
      </div>
    )),
    c('isActive', t('roles.isActive'), (role) => <RoleActiveIcon isActive={role.isActive} />),
    c('users', t('roles.users'), (role) => role.userCount),
    dateCol<Role>('created', t('roles.created'), (role) => role.createdAt),
    dateCol<Role>('updated', t('roles.updated'), (role) => role.updatedAt),
    ...(canManage
      ? [c('actions', t('roles.actions'), (role) => <RoleStatusButton role={role} display="menu" />)]
      : []),
  ];
}

/** `/organization/roles` (spec §2 "Roles page"): the roles of the tab's type; 'Add role' for roles.manage. */
export function RolesPage() {
  const { t } = useTranslation('organization');
  const me = useMe().data;
  const canManage = canAccess(me, administrationAccess.manageRoles);
  const type = useTabType();
  const { query, paging, declared } = useListQuery(roleList, { fixed: { type } });
  const roles = useRoles(query);
  const [isAdding, setAdding] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const names = useAccessNames();
  const columns = useMemo(() => columnsFor(t, names, canManage), [t, names, canManage]);

  /** The list is in creation order: show the last page of the new role's tab, where it now is. */
  async function showCreated(role: Role) {
    const answer = await queryClient.fetchQuery(rolesQueryOptions({ type: role.type, limit: query.limit }));
    const params = new URLSearchParams({ type: role.type, limit: String(query.limit) });
    const page = pageCountOf(answer.pagination.count, query.limit);
    if (page > 1) params.set('page', String(page));
    await navigate(`${ROLES_PATH}?${params.toString()}`);
  }

  return (
    <Page
      title={t('roles.title')}
      actions={canManage ? <Button onPress={() => setAdding(true)}>{t('roles.add')}</Button> : undefined}
    >
      <TypeTabs path={ROLES_PATH} selected={type}>
        <ListTable
          declared={declared}
          aria-label={t('roles.tableOf', { type: t(`types.${type}`) })}
          columns={columns}
          query={roles}
          paging={paging}
        />
      </TypeTabs>
      <Suspense fallback={null}>
        {isAdding && (
          <AddRoleDialog isOpen onOpenChange={setAdding} defaultType={type} onCreated={showCreated} />
        )}
      </Suspense>
    </Page>
  );
}
