import { administrationAccess, formatPercent } from '@doorline/api-client';
import {
  Button,
  Card,
  DateCell,
  Heading,
  Inline,
  KeyValueList,
  Link,
  Spinner,
  Stack,
  Text,
} from '@doorline/design-system';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { ListError } from '@/components/list/list-frame';
import { useMe } from '@/lib/auth';
import { isNotFound } from '@/lib/errors';
import { parseId } from '@/lib/ids';
import { canAccess } from '@/lib/permissions';
import { useRole } from '../api/get-role';
import { LazyAuditTrail } from '../components/lazy-audit-trail';
import { RoleActiveIcon } from '../components/role-active-icon';
import { RolePermissions } from '../components/role-permissions';
import { RoleStatusButton } from '../components/role-status-button';
import { RoleUsers } from '../components/role-users';
import { useAccessNames } from '@/lib/access-names';
import { useTranslation } from '@/lib/i18n';

const BACK = '/organization/roles';

// The maximum line discount's form (issue 43, part 4) loads when it opens.
const RoleLineDiscountDialog = lazy(() =>
  import('../components/role-line-discount-dialog').then((module) => ({
    default: module.RoleLineDiscountDialog,
  })),
);

/** `/organization/roles/{id}/profile`: the role, its permissions, the users holding it and its trail. */
export function RolePage() {
  const id = parseId(useParams().id);
  // A path that is no id is an unknown role, like a 404.
  return id === null ? <RoleNotFound /> : <RoleDetails id={id} />;
}

function BackLink() {
  const { t } = useTranslation('organization');
  return <Link href={BACK}>{t('role.backToRoles')}</Link>;
}

function RoleNotFound() {
  const { t } = useTranslation('organization');
  return (
    <Page title={t('role.notFoundTitle')}>
      <Stack gap="md" align="start">
        <Text>{t('role.notFound')}</Text>
        <BackLink />
      </Stack>
    </Page>
  );
}

function RoleDetails({ id }: { id: number }) {
  const { t, i18n } = useTranslation(['organization', 'trail']);
  const [changingMaximum, setChangingMaximum] = useState(false);
  const me = useMe().data;
  const canManage = canAccess(me, administrationAccess.manageRoles);
  const role = useRole(id);
  const names = useAccessNames();

  if (role.isError && isNotFound(role.error)) return <RoleNotFound />;
  if (role.isError) {
    return (
      <Page title={t('role.loadingTitle')}>
        <ListError onRetry={() => void role.refetch()}>{t('role.loadFailed')}</ListError>
      </Page>
    );
  }
  if (role.isPending) {
    return (
      <Page title={t('role.loadingTitle')}>
        <Spinner label={t('role.loading')} showLabel />
      </Page>
    );
  }
  const data = role.data;
  return (
    <Page title={t('role.title', { name: names.role(data) })} description={<BackLink />}>
      <Stack gap="xl" minWidth={0}>
        <Card
          title={t('role.details')}
          headingLevel={2}
          actions={canManage ? <RoleStatusButton role={data} /> : undefined}
        >
          <KeyValueList
            columns={2}
            items={[
              { key: 'key', label: t('role.key'), value: data.key },
              { key: 'type', label: t('role.type'), value: t(`types.${data.type}`) },
              {
                key: 'status',
                label: t('role.status'),
                value: (
                  <Inline gap="xs">
                    <RoleActiveIcon isActive={data.isActive} />
                    <span aria-hidden>{data.isActive ? t('roles.active') : t('roles.inactive')}</span>
                  </Inline>
                ),
              },
              { key: 'users', label: t('roles.users'), value: data.userCount },
              {
                key: 'maxLineDiscount',
                label: t('role.maxLineDiscount'),
                value: (
                  <Inline gap="xs">
                    <span>{formatPercent(data.maxLineDiscount, i18n.language)}</span>
                    {canManage ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onPress={() => setChangingMaximum(true)}
                        aria-label={t('role.maxLineDiscountTitle')}
                      >
                        {t('role.changeMaxLineDiscount')}
                      </Button>
                    ) : null}
                  </Inline>
                ),
              },
              { key: 'description', label: t('roles.description'), value: names.roleDescription(data) },
              { key: 'created', label: t('roles.created'), value: <DateCell value={data.createdAt} /> },
              { key: 'updated', label: t('roles.updated'), value: <DateCell value={data.updatedAt} /> },
            ]}
            emptyValue="—"
          />
        </Card>
        <Card title={t('roles.permissions')} headingLevel={2}>
          <RolePermissions role={data} canEdit={canManage} />
        </Card>
        {/* The tables name their own regions: a titled card around them would repeat the name. */}
        <Stack gap="md">
          <Heading level={2}>{t('role.users')}</Heading>
          <RoleUsers roleId={data.id} label={t('role.users')} />
        </Stack>
        <Stack gap="md">
          <Heading level={2}>{t('trail:title')}</Heading>
          <LazyAuditTrail subject={{ type: 'role', id: data.id }} />
        </Stack>
      </Stack>
      <Suspense fallback={null}>
        {changingMaximum && <RoleLineDiscountDialog role={data} isOpen onOpenChange={setChangingMaximum} />}
      </Suspense>
    </Page>
  );
}
